import { apiClient } from '../api/api.ts';
import { createProductImageApi } from './productImageApi.ts';

/** A product's photos: the admin's calls (any product) and the seller's (products they list). */
export const adminProductImageApi = createProductImageApi(apiClient, 'admin');
export const sellerProductImageApi = createProductImageApi(apiClient, 'seller');

import { apiClient } from '../api/api.ts';
import { createOrdersApi } from './ordersApi.ts';

export const ordersApi = createOrdersApi(apiClient);

import { apiClient } from '../api/api.ts';
import { createCatalogueApi } from './catalogueApi.ts';

/** The page-wide catalogue calls on the shared client. */
export const catalogueApi = createCatalogueApi(apiClient);

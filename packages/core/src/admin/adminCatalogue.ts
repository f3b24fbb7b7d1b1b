import { apiClient } from '../api/api.ts';
import { createAdminCatalogueApi } from './adminCatalogueApi.ts';

/** The page-wide catalogue calls, with the stored admin token. */
export const adminCatalogueApi = createAdminCatalogueApi(apiClient);

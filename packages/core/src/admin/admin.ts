import { apiClient } from '../api/api.ts';
import { createAdminApi } from './adminApi.ts';

/** The page-wide admin calls, with the stored admin token. */
export const adminApi = createAdminApi(apiClient);

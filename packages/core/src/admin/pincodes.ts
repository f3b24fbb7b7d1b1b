import { apiClient } from '../api/api.ts';
import { createPincodeAdminApi } from './pincodeApi.ts';

/** The page-wide pincode calls, with the stored admin token (the pincode screen needs no other admin call). */
export const pincodeAdminApi = createPincodeAdminApi(apiClient);

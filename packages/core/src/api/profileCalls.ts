import { apiClient } from './api.ts';
import { createProfileApi } from './profileApi.ts';

/**
 * The page-wide profile calls: the profile stores and the location and seller-profile screens need
 * these without the sign-in calls (accountApi.ts).
 */
export const { getMe, updateLocation, getSellerMe, updateSellerMe, getAdminMe } = createProfileApi(apiClient);

import { apiClient } from './api.ts';
import type { ApiClient } from './client.ts';
import type { Admin, BuyerUser, Seller, SellerProfileUpdate } from './types.ts';

/**
 * The calls about the signed-in account (its profile and location), apart from the sign-in and
 * sign-up calls of accountApi.ts: the profile stores need these on every signed-in page, the sign-in
 * rules only on the sign-in screens.
 */
export interface ProfileApi {
  getMe(): Promise<BuyerUser>;
  /** PUT /users/me/location with query latitude, longitude. */
  updateLocation(latitude: number, longitude: number): Promise<BuyerUser>;
  getSellerMe(): Promise<Seller>;
  updateSellerMe(update: SellerProfileUpdate): Promise<Seller>;
  getAdminMe(): Promise<Admin>;
}

export function createProfileApi(client: ApiClient): ProfileApi {
  return {
    getMe: () => client.get('/users/me'),
    updateLocation: (latitude, longitude) => client.put('/users/me/location', undefined, { query: { latitude, longitude } }),
    getSellerMe: () => client.get('/sellers/me'),
    updateSellerMe: (update) => client.put('/sellers/me', update),
    getAdminMe: () => client.get('/admin/me'),
  };
}

/** The page-wide profile calls: the profile stores and the location and seller-profile screens need these without the sign-in calls. */
export const { getMe, updateLocation, getSellerMe, updateSellerMe, getAdminMe } = createProfileApi(apiClient);

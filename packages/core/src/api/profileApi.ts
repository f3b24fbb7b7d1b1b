import { apiClient } from './api.ts';
import type { ApiClient } from './client.ts';
import type { Admin, BuyerProfileUpdate, BuyerUser, Seller, SellerProfileUpdate, TokenResponse } from './types.ts';

/**
 * The calls about the signed-in account (its profile and location), apart from the sign-in and
 * sign-up calls of accountApi.ts: the profile stores need these on every signed-in page, the sign-in
 * rules only on the sign-in screens.
 */
export interface ProfileApi {
  getMe(): Promise<BuyerUser>;
  /** PUT /users/me: the buyer's name and e-mail. */
  updateMe(update: BuyerProfileUpdate): Promise<BuyerUser>;
  /** PUT /users/me/password: answers a new token (every other session of the account has ended). */
  changePassword(currentPassword: string, newPassword: string): Promise<TokenResponse>;
  /** PUT /users/me/location with query latitude, longitude. */
  updateLocation(latitude: number, longitude: number): Promise<BuyerUser>;
  getSellerMe(): Promise<Seller>;
  updateSellerMe(update: SellerProfileUpdate): Promise<Seller>;
  getAdminMe(): Promise<Admin>;
}

const getMeCall =
  (client: ApiClient): ProfileApi['getMe'] =>
  () =>
    client.get('/users/me');
const updateMeCall =
  (client: ApiClient): ProfileApi['updateMe'] =>
  (update) =>
    client.put('/users/me', update);
const changePasswordCall =
  (client: ApiClient): ProfileApi['changePassword'] =>
  (currentPassword, newPassword) =>
    client.put('/users/me/password', { current_password: currentPassword, new_password: newPassword });
const updateLocationCall =
  (client: ApiClient): ProfileApi['updateLocation'] =>
  (latitude, longitude) =>
    client.put('/users/me/location', undefined, { query: { latitude, longitude } });
const getSellerMeCall =
  (client: ApiClient): ProfileApi['getSellerMe'] =>
  () =>
    client.get('/sellers/me');
const updateSellerMeCall =
  (client: ApiClient): ProfileApi['updateSellerMe'] =>
  (update) =>
    client.put('/sellers/me', update);
const getAdminMeCall =
  (client: ApiClient): ProfileApi['getAdminMe'] =>
  () =>
    client.get('/admin/me');

export function createProfileApi(client: ApiClient): ProfileApi {
  return {
    getMe: getMeCall(client),
    updateMe: updateMeCall(client),
    changePassword: changePasswordCall(client),
    updateLocation: updateLocationCall(client),
    getSellerMe: getSellerMeCall(client),
    updateSellerMe: updateSellerMeCall(client),
    getAdminMe: getAdminMeCall(client),
  };
}

/*
 * The page-wide profile calls, one constant each: the profile stores and the location and
 * seller-profile screens need these without the sign-in calls, and a widget carries only the ones
 * it calls (checkout reads the buyer, never the seller or the admin): pure calls, which the bundler
 * drops when unused.
 */
export const getMe = /* @__PURE__ */ getMeCall(apiClient);
export const updateMe = /* @__PURE__ */ updateMeCall(apiClient);
export const changePassword = /* @__PURE__ */ changePasswordCall(apiClient);
export const updateLocation = /* @__PURE__ */ updateLocationCall(apiClient);
export const getSellerMe = /* @__PURE__ */ getSellerMeCall(apiClient);
export const updateSellerMe = /* @__PURE__ */ updateSellerMeCall(apiClient);
export const getAdminMe = /* @__PURE__ */ getAdminMeCall(apiClient);

import { createAccountApi } from './accountApi.ts';
import { apiClient } from './api.ts';

/**
 * The page-wide account calls (logins, registration, OTP; the profile calls too, but widgets that
 * only read the profile use profileApi.ts) on the page-wide client. A module of its own, so that a
 * widget which never signs anyone in does not carry them.
 */
export const accountApi = createAccountApi(apiClient);

export const { login, register, sendOtp, verifyOtp, firebaseLogin, firebaseRegister, sellerLogin, sellerRegister, adminLogin } = accountApi;

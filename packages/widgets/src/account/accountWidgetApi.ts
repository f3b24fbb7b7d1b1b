import { accountApi, type AccountApi } from '@nirmaan/core';

/** The calls the sign-in screens make; stories and tests pass a fake. */
export type SignInApi = Pick<AccountApi, 'login' | 'sendOtp' | 'verifyOtp' | 'firebaseLogin' | 'sellerLogin'>;

/** The calls the sign-up screens make. */
export type SignUpApi = Pick<AccountApi, 'register' | 'login' | 'sendOtp' | 'verifyOtp' | 'firebaseRegister' | 'sellerRegister' | 'sellerLogin'>;

export type AdminSignInApi = Pick<AccountApi, 'adminLogin'>;

/** The page's real API client (same origin, or the site configured with `configure`). */
export const defaultAccountApi: AccountApi = accountApi;

import { accountApi, signInApi, type AccountApi, type SignInCalls } from '@nirmaan/core';

/** The calls the sign-in screens make; stories and tests pass a fake. */
export type SignInApi = SignInCalls;

/** The calls the sign-up screens make. */
export type SignUpApi = Pick<AccountApi, 'register' | 'login' | 'sendOtp' | 'verifyOtp' | 'firebaseRegister' | 'sellerRegister' | 'sellerLogin'>;

export type AdminSignInApi = Pick<AccountApi, 'adminLogin'>;

/** The page's real API client (same origin, or the site configured with `configure`). */
export const defaultAccountApi: AccountApi = accountApi;

/** The sign-in calls alone, for the sign-in widget (the first widget of many partner pages). */
export const defaultSignInApi: SignInApi = signInApi;

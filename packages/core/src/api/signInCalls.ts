import { firebaseLoginCall, loginCall, sellerLoginCall, sendOtpCall, verifyOtpCall, type AccountApi } from './accountApi.ts';
import { apiClient } from './api.ts';

/** The calls a sign-in screen makes. */
export type SignInCalls = Pick<AccountApi, 'login' | 'sendOtp' | 'verifyOtp' | 'firebaseLogin' | 'sellerLogin'>;

/**
 * The sign-in calls on the page-wide client, and only those: the sign-in widget is the first widget
 * of many partner pages, and registration, admin and profile calls would be bytes it never runs.
 */
export const signInApi: SignInCalls = {
  login: /* @__PURE__ */ loginCall(apiClient),
  sendOtp: /* @__PURE__ */ sendOtpCall(apiClient),
  verifyOtp: /* @__PURE__ */ verifyOtpCall(apiClient),
  firebaseLogin: /* @__PURE__ */ firebaseLoginCall(apiClient),
  sellerLogin: /* @__PURE__ */ sellerLoginCall(apiClient),
};

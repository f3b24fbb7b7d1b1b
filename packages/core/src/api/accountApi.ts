import type { BuyerRegistrationRequest } from '../rules/buyerSignup.ts';
import { buyerLoginUsername } from '../rules/login.ts';
import { normalizeIndianPhone } from '../rules/phone.ts';
import type { SellerRegistrationRequest } from '../rules/sellerSignup.ts';
import type { ApiClient } from './client.ts';
import { createProfileApi, type ProfileApi } from './profileApi.ts';
import type {
  BuyerUser,
  FirebaseRegistrationRequest,
  FirebaseRegistrationResponse,
  OtpSendResponse,
  OtpVerifyResponse,
  Seller,
  TokenResponse,
} from './types.ts';

/** The account calls of spec storefront §7 and toolkit §7 (paths relative to the API base). */
export interface AccountApi extends ProfileApi {
  /** Buyer password login: form `username` = '+91' + phone, `password`. */
  login(phone: string, password: string): Promise<TokenResponse>;
  register(request: BuyerRegistrationRequest): Promise<BuyerUser>;
  sendOtp(phone: string): Promise<OtpSendResponse>;
  verifyOtp(phone: string, code: string): Promise<OtpVerifyResponse>;
  /** Phone-code login with the proof from `verifyOtp` (sent as the spec's `firebase_uid`). */
  firebaseLogin(phone: string, proof: string): Promise<TokenResponse>;
  firebaseRegister(request: FirebaseRegistrationRequest): Promise<FirebaseRegistrationResponse>;
  /** A forgotten password: the phone proven by `verifyOtp`'s proof sets a new one; answers a token. */
  resetPassword(phone: string, proof: string, newPassword: string): Promise<TokenResponse>;
  /** Seller login: form `username` = the e-mail, `password`. */
  sellerLogin(email: string, password: string): Promise<TokenResponse>;
  sellerRegister(request: SellerRegistrationRequest): Promise<Seller>;
  /** Admin login: JSON `email`, `password`. */
  adminLogin(email: string, password: string): Promise<TokenResponse>;
}

/**
 * Calls whose failures the account widgets tell apart by the server's English detail (spec §8:
 * a wrong or expired code, an 'already registered' phone) ask for English details, whatever the
 * site's language, until those widgets have catalogues of their own (issue 32).
 */
const ENGLISH_DETAILS = { headers: { 'accept-language': 'en' } };

/** The sign-in calls one by one, so that a widget taking only these does not carry the others (`signInApi`). */
export const loginCall =
  (client: ApiClient): AccountApi['login'] =>
  (phone, password) =>
    client.postForm('/users/login', { username: buyerLoginUsername(phone), password });
export const sendOtpCall =
  (client: ApiClient): AccountApi['sendOtp'] =>
  (phone) =>
    client.post('/users/otp/send', { phone: normalizeIndianPhone(phone) });
export const verifyOtpCall =
  (client: ApiClient): AccountApi['verifyOtp'] =>
  (phone, code) =>
    client.post('/users/otp/verify', { phone: normalizeIndianPhone(phone), code: code.trim() }, ENGLISH_DETAILS);
export const firebaseLoginCall =
  (client: ApiClient): AccountApi['firebaseLogin'] =>
  (phone, proof) =>
    client.post('/users/firebase-login', { phone: normalizeIndianPhone(phone), firebase_uid: proof });
export const sellerLoginCall =
  (client: ApiClient): AccountApi['sellerLogin'] =>
  (email, password) =>
    client.postForm('/sellers/login', { username: email.trim(), password });

export function createAccountApi(client: ApiClient): AccountApi {
  return {
    ...createProfileApi(client),
    login: loginCall(client),
    register: (request) => client.post('/users/register', { ...request, phone: normalizeIndianPhone(request.phone) }, ENGLISH_DETAILS),
    sendOtp: sendOtpCall(client),
    verifyOtp: verifyOtpCall(client),
    firebaseLogin: firebaseLoginCall(client),
    firebaseRegister: (request) => client.post('/users/firebase-register', { ...request, phone: normalizeIndianPhone(request.phone) }, ENGLISH_DETAILS),
    resetPassword: (phone, proof, newPassword) =>
      client.post('/users/password/reset', { phone: normalizeIndianPhone(phone), verification_token: proof, new_password: newPassword }),
    sellerLogin: sellerLoginCall(client),
    sellerRegister: (request) => client.post('/sellers/register', request, ENGLISH_DETAILS),
    adminLogin: (email, password) => client.post('/admin/login', { email: email.trim(), password }),
  };
}

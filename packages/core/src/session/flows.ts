import type { AccountApi } from '../api/accountApi.ts';
import type { TokenResponse } from '../api/types.ts';
import { type BuyerSignupForm, buyerRegistrationRequest } from '../rules/buyerSignup.ts';
import { type SellerSignupForm, sellerRegistrationRequest } from '../rules/sellerSignup.ts';
import { signInAdmin, signInBuyer, signInSeller } from './session.ts';

/*
 * Sign-in and sign-up sequences: each stores the token a login answers. Validation comes before
 * (the rules), navigation after (the caller); a failed call rejects with its ApiError.
 */

export type BuyerRegistrationForm = Omit<BuyerSignupForm, 'confirmPassword'>;
export type SellerRegistrationForm = Omit<SellerSignupForm, 'confirmPassword'>;

export async function loginBuyer(api: Pick<AccountApi, 'login'>, phone: string, password: string): Promise<TokenResponse> {
  const token = await api.login(phone, password);
  signInBuyer(token.access_token);
  return token;
}

/** OTP sign-in: verify the code, then log in with the proof it yields. */
export async function loginBuyerWithOtp(api: Pick<AccountApi, 'verifyOtp' | 'firebaseLogin'>, phone: string, code: string): Promise<TokenResponse> {
  const { verification_token } = await api.verifyOtp(phone, code);
  const token = await api.firebaseLogin(phone, verification_token);
  signInBuyer(token.access_token);
  return token;
}

/** A forgotten password: the proof of a verified code sets the new one, and the buyer is signed in. */
export async function resetBuyerPassword(api: Pick<AccountApi, 'resetPassword'>, phone: string, proof: string, newPassword: string): Promise<TokenResponse> {
  const token = await api.resetPassword(phone, proof, newPassword);
  signInBuyer(token.access_token);
  return token;
}

/**
 * Spec storefront §4: registration is followed by a login with the phone (prefixed +91 if
 * missing) and the password.
 */
export async function registerBuyerAndSignIn(
  api: Pick<AccountApi, 'register' | 'login'>,
  form: BuyerRegistrationForm,
  partnerId: string | null = null,
): Promise<TokenResponse> {
  const request = buyerRegistrationRequest(form, partnerId);
  await api.register(request);
  return loginBuyer(api, request.phone, request.password);
}

/** Phone-verification signup: verify the code, register with the proof; the answer carries the token. */
export async function registerVerifiedBuyer(
  api: Pick<AccountApi, 'verifyOtp' | 'firebaseRegister'>,
  form: BuyerRegistrationForm,
  code: string,
  partnerId: string | null = null,
): Promise<TokenResponse> {
  const request = buyerRegistrationRequest(form, partnerId);
  const { verification_token, phone } = await api.verifyOtp(request.phone, code);
  const answer = await api.firebaseRegister({ ...request, firebase_uid: verification_token, firebaseUser: { phoneNumber: phone } });
  signInBuyer(answer.access_token);
  return { access_token: answer.access_token, token_type: answer.token_type };
}

export async function loginSeller(api: Pick<AccountApi, 'sellerLogin'>, email: string, password: string): Promise<TokenResponse> {
  const token = await api.sellerLogin(email, password);
  signInSeller(token.access_token);
  return token;
}

/** Seller sign-up goes on to /seller/dashboard, so it signs in with the e-mail and password. */
export async function registerSellerAndSignIn(api: Pick<AccountApi, 'sellerRegister' | 'sellerLogin'>, form: SellerRegistrationForm): Promise<TokenResponse> {
  const request = sellerRegistrationRequest(form);
  await api.sellerRegister(request);
  return loginSeller(api, request.email, request.password);
}

export async function loginAdmin(api: Pick<AccountApi, 'adminLogin'>, email: string, password: string): Promise<TokenResponse> {
  const token = await api.adminLogin(email, password);
  signInAdmin(token.access_token);
  return token;
}

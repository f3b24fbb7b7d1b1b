import type { AccountApi } from '../api/accountApi.ts';
import { isApiError } from '../api/errors.ts';
import type { TokenResponse } from '../api/types.ts';
import { buyerRegistrationRequest } from '../rules/buyerSignup.ts';
import { signInBuyer } from './session.ts';

/** A password nobody knows: an account made by a phone code alone signs in by code until its owner sets one (Forgot password). */
function unknownPassword(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * A visitor proves the phone by a code and is signed in as its buyer: the existing account, or a
 * new one in the name given (partner kept) when the phone has none. What a request for quotation
 * from a partner page needs: one code, no password to invent.
 */
export async function signInOrRegisterWithOtp(
  api: Pick<AccountApi, 'verifyOtp' | 'firebaseLogin' | 'firebaseRegister'>,
  contact: { phone: string; fullName: string },
  code: string,
  partnerId: string | null = null,
): Promise<TokenResponse> {
  const { verification_token, phone } = await api.verifyOtp(contact.phone, code);
  try {
    const token = await api.firebaseLogin(phone, verification_token);
    signInBuyer(token.access_token);
    return token;
  } catch (error) {
    if (!isApiError(error) || error.status !== 404) throw error;
  }
  const request = buyerRegistrationRequest({ fullName: contact.fullName, phone, email: '', password: unknownPassword() }, partnerId);
  const answer = await api.firebaseRegister({ ...request, firebase_uid: verification_token, firebaseUser: { phoneNumber: phone } });
  signInBuyer(answer.access_token);
  return { access_token: answer.access_token, token_type: answer.token_type };
}

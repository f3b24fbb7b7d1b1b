import type { AccountApi } from '../api/accountApi.ts';
import type { ApiClient } from '../api/client.ts';
import { normalizeIndianPhone } from '../rules/phone.ts';

/** The calls by which a visitor asking for prices proves the phone and is signed in (or gets an account). */
export type VisitorCalls = Pick<AccountApi, 'sendOtp' | 'verifyOtp' | 'firebaseLogin' | 'firebaseRegister'>;

/**
 * The account API's phone-code calls (api/accountApi.ts), made here again on purpose: the request
 * for quotation's dialog must share no module with the sign-in widget, whose chunk would split and
 * cost it 1.3 KB gzipped over its 90 KB budget (rollup puts a module two chunks import in a third).
 */
export function createVisitorCalls(client: ApiClient): VisitorCalls {
  // The code check's failures (wrong, expired, unrequested code) are told apart by the server's
  // English detail (otpVerifyFailure), whatever the site's language; the widget words them itself.
  const englishDetails = { headers: { 'accept-language': 'en' } };
  return {
    sendOtp: (phone) => client.post('/users/otp/send', { phone: normalizeIndianPhone(phone) }),
    verifyOtp: (phone, code) => client.post('/users/otp/verify', { phone: normalizeIndianPhone(phone), code: code.trim() }, englishDetails),
    firebaseLogin: (phone, proof) => client.post('/users/firebase-login', { phone: normalizeIndianPhone(phone), firebase_uid: proof }),
    firebaseRegister: (request) => client.post('/users/firebase-register', { ...request, phone: normalizeIndianPhone(request.phone) }),
  };
}

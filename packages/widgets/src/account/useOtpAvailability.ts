import { useSiteInfo } from '../data-shared/useSiteInfo.ts';

export type OtpAvailability = 'checking' | 'available' | 'unavailable';

/**
 * Whether codes can be sent by SMS (GET /site `otp_sign_in`): 'checking' while that loads;
 * 'available' also when it could not be loaded (a send that then fails says why).
 */
export function useOtpAvailability(): OtpAvailability {
  const state = useSiteInfo();
  if (state.status === 'ready') return state.value?.otp_sign_in === false ? 'unavailable' : 'available';
  return state.status === 'failed' ? 'available' : 'checking';
}

import { computed } from 'nanostores';
import { getMe, getSellerMe } from '../api/profileApi.ts';
import type { BuyerUser, Seller } from '../api/types.ts';
import { removeTokenAfterFailedCheck } from './failedCheck.ts';
import { roleOf } from './session.ts';
import { createTokenBoundStore } from './tokenBound.ts';

/** The signed-in account: a buyer, or a seller (the seller token takes precedence). */
export type Profile = { role: 'buyer'; user: BuyerUser } | { role: 'seller'; seller: Seller };

/**
 * Spec storefront §4: on load, if a token exists the profile is fetched; on failure that token is
 * removed. Fetched when `$profile` (or `$profileState`) is first used, and again on sign-in.
 */
const profileStore = createTokenBoundStore<Profile>('profile', (tokens) => {
  const role = roleOf(tokens);
  if (role === 'seller' && tokens.seller) {
    return {
      key: `seller:${tokens.seller}`,
      load: async () => ({ role: 'seller', seller: await getSellerMe() }),
      onFailure: (error) => removeTokenAfterFailedCheck('seller', error),
    };
  }
  if (role === 'buyer' && tokens.buyer) {
    return {
      key: `buyer:${tokens.buyer}`,
      load: async () => ({ role: 'buyer', user: await getMe() }),
      onFailure: (error) => removeTokenAfterFailedCheck('buyer', error),
    };
  }
  return null;
});

/** Status and value: 'idle' (no token), 'loading', 'ready' or 'failed'. */
export const $profileState = profileStore.$state;
export const $profile = computed(profileStore.$state, (state) => state.value);
export const $buyer = computed($profile, (profile) => (profile?.role === 'buyer' ? profile.user : null));
export const $seller = computed($profile, (profile) => (profile?.role === 'seller' ? profile.seller : null));

export const refreshProfile = profileStore.refresh;

/** After a call that answered the fresh buyer record (e.g. updateLocation). */
export function setBuyerProfile(user: BuyerUser): void {
  profileStore.set({ role: 'buyer', user });
}

/** After a call that answered the fresh seller record (e.g. updateSellerMe). */
export function setSellerProfile(seller: Seller): void {
  profileStore.set({ role: 'seller', seller });
}

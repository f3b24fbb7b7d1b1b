import { roleOf } from '../session/session.ts';
import { createTokenBoundStore } from '../session/tokenBound.ts';
import { ordersApi } from './orders.ts';
import type { Address } from './orderTypes.ts';

/** The buyer's addresses, loaded when first used while a buyer is signed in (a failed load is only logged, spec §8). */
const addressStore = createTokenBoundStore<Address[]>('addresses', (tokens) => {
  if (roleOf(tokens) !== 'buyer' || !tokens.buyer) return null;
  return {
    key: `buyer:${tokens.buyer}`,
    load: () => ordersApi.listAddresses(),
    onFailure: () => console.error('Could not load addresses'),
  };
});

export const $addresses = addressStore.$state;
export const refreshAddresses = addressStore.refresh;
export const setAddresses = addressStore.set;

import { SERVICE_AREA_MESSAGES } from '@nirmaan/core/pure';

/** What checkout answers when it refuses (placeOrders.ts; CRM lead conversion uses some of them too). */
export const CHECKOUT_MESSAGES = {
  noLocation: 'Please set your delivery location before checkout',
  addressNotFound: 'Address not found',
  addressNotPlaced: 'We cannot place this address on the map. Please edit it and pick its location on the map.',
  emptyCart: 'Your cart is empty',
  keyReused: 'Idempotency-Key was already used for a different request',
  keyReusedForOtherCart: 'Idempotency-Key was already used for a different cart: use a new key for a new order',
  keyInProgress: 'A checkout with this Idempotency-Key is still in progress',
  tooLarge: 'This order is too large to place at once. Please split it into smaller orders.',
  notEnoughStock: (name: string) => `Not enough stock for ${name}`,
  unavailable: (name: string) => `${name} is no longer available. Please remove it from your cart.`,
  beyondRadius: (seller: string, distanceKm: number, radiusKm: number, pincode: string) =>
    `${SERVICE_AREA_MESSAGES.beyondRadius(seller, distanceKm, radiusKm, `the address at ${pincode}`)} Remove its items or choose another address.`,
} as const;

import type { SellerDeliveryEstimate } from '../cart/cartTypes.ts';
import { beyondRadiusMessage } from '../rules/beyondRadius.ts';

/** Checkout's notes before Place Order, apart from its rules: their code arrives with the notes, after the cart. */
export const CHECKOUT_TEXTS = {
  /** Before Place Order: a cart of several sellers becomes one order and one delivery per seller. */
  split: (sellers: number) =>
    sellers === 1 ? 'One supplier, one delivery.' : `${sellers} suppliers, ${sellers} deliveries: one order for each, with its own delivery charge.`,
  /** A seller whose radius does not reach the chosen address, in checkout's refusal words. */
  beyondReach: (delivery: SellerDeliveryEstimate) =>
    `${beyondRadiusMessage(delivery.seller_name ?? 'A seller', delivery.distance_km ?? 0, delivery.delivery_radius_km ?? 0, 'this address')} Remove its items or choose another address.`,
} as const;

import { cartApi, deliveryPreviewKey, type Cart } from '@nirmaan/core';
import { useQuery } from '../data-shared/useQuery.ts';

/**
 * The cart as checkout will charge it: each seller's delivery to the chosen shipping address (the
 * server's figures, asked again when the address or the cart changes). Until the first answer, and
 * without an address, the cart's own estimate (to the buyer's location) stands in.
 */
export function useDeliveryPreview(cart: Cart | null, shippingAddressId: number | null): Cart | null {
  const preview = useQuery<Cart | null>(
    cart ? deliveryPreviewKey(cart, shippingAddressId) : 'cart-deliveries?none',
    () => (cart && shippingAddressId !== null ? cartApi.getCart(shippingAddressId) : Promise.resolve(cart)),
    { account: 'buyer', keepPrevious: true },
  );
  return preview.value ?? cart;
}

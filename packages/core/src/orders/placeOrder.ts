import { errorDetail } from '../api/errors.ts';
import { CART_MESSAGES } from '../cart/cartRules.ts';
import { refreshCart } from '../cart/cartStore.ts';
import { afterCheckoutPath } from './checkoutRules.ts';
import { setFlash } from './flash.ts';
export { newIdempotencyKey } from './idempotencyKey.ts';
import { ordersApi } from './orders.ts';
import type { OrdersApi } from './ordersApi.ts';
import type { CheckoutDetails } from './orderTypes.ts';

export type PlaceOrderOutcome = { ok: true; path: string; orderIds: number[] } | { ok: false; message: string };

/**
 * Place Order (spec storefront §4, §5, §8): an address must be chosen; on success the cart is
 * refreshed and the next page gets 'Order placed successfully!'; a failure shows the server's
 * detail or 'Failed to place order. Please try again.'. Retrying with the same `idempotencyKey`
 * can never place the order twice. `details`: the partner whose checkout widget places the orders,
 * and the buyer's GSTIN and business name when given.
 */
export async function placeOrder(
  addressId: number | null,
  idempotencyKey: string,
  details: CheckoutDetails = {},
  api: Pick<OrdersApi, 'checkout'> = ordersApi,
): Promise<PlaceOrderOutcome> {
  if (addressId === null) return { ok: false, message: CART_MESSAGES.selectAddress };
  try {
    const response = await api.checkout(addressId, idempotencyKey, details);
    refreshCart();
    setFlash(CART_MESSAGES.orderPlaced);
    return { ok: true, path: afterCheckoutPath(response), orderIds: response.order_ids };
  } catch (error) {
    return { ok: false, message: errorDetail(error, CART_MESSAGES.orderFailed, CART_MESSAGES.orderFailed) };
  }
}

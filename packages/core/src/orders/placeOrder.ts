import { isApiError } from '../api/errors.ts';
import { CART_MESSAGES } from '../cart/cartRules.ts';
import { refreshCart } from '../cart/cartStore.ts';
import { afterCheckoutPath } from './checkoutRules.ts';
import { setFlash } from './flash.ts';
export { newIdempotencyKey } from './idempotencyKey.ts';
import { ordersApi } from './orders.ts';
import type { OrdersApi } from './ordersApi.ts';
import type { CheckoutDetails } from './orderTypes.ts';

/**
 * Why Place Order did not place: no address chosen, the server's refusal (its `detail`, in the words
 * it chose), or a failure with no reason given (a network error). `message` is the English text of
 * each; a translated widget says its own words for the first and the last.
 */
export type PlaceOrderRefusal = { ok: false; reason: 'noAddress' | 'server' | 'failed'; message: string };

export type PlaceOrderOutcome = { ok: true; path: string; orderIds: number[] } | PlaceOrderRefusal;

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
  if (addressId === null) return { ok: false, reason: 'noAddress', message: CART_MESSAGES.selectAddress };
  try {
    const response = await api.checkout(addressId, idempotencyKey, details);
    refreshCart();
    setFlash(CART_MESSAGES.orderPlaced);
    return { ok: true, path: afterCheckoutPath(response), orderIds: response.order_ids };
  } catch (error) {
    if (isApiError(error) && error.detail !== undefined) return { ok: false, reason: 'server', message: error.detail };
    return { ok: false, reason: 'failed', message: CART_MESSAGES.orderFailed };
  }
}

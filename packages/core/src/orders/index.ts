export { addressLocality, addressStreet, afterCheckoutPath, checkoutRedirect, preselectedAddress } from './checkoutRules.ts';
export { $flash, setFlash, takeFlash } from './flash.ts';
export { ordersApi } from './orders.ts';
export { createOrdersApi, type OrdersApi } from './ordersApi.ts';
export type * from './orderTypes.ts';
export { newIdempotencyKey, placeOrder, type PlaceOrderOutcome } from './placeOrder.ts';
export { $addresses, refreshAddresses, setAddresses } from './addressStore.ts';
export {
  canCancel,
  formatOrderDate,
  ORDER_MESSAGES,
  ORDER_PROGRESS,
  ORDER_THUMBNAIL_LIMIT,
  orderStatusLabel,
  orderStatusTone,
  orderThumbnails,
  orderTimeline,
  type StatusTone,
  type TimelineStep,
} from './orderStatus.ts';
export { ADDRESS_SAVE_MESSAGES, saveAddress, toAddressForm, toAddressInput, type SaveAddressOutcome } from './saveAddress.ts';

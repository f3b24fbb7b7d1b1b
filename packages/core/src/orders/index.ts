export {
  addressLocality,
  addressStreet,
  afterCheckoutPath,
  checkoutRedirect,
  deliveriesBeyondReach,
  preselectedAddress,
  type CheckoutRedirect,
} from './checkoutRules.ts';
export { CHECKOUT_TEXTS } from './checkoutTexts.ts';
export { $flash, setFlash, takeFlash } from './flash.ts';
export { ordersApi } from './orders.ts';
export { createOrdersApi, type OrdersApi } from './ordersApi.ts';
export type * from './orderTypes.ts';
export { newIdempotencyKey, placeOrder, type PlaceOrderOutcome, type PlaceOrderRefusal } from './placeOrder.ts';
export { $addresses, refreshAddresses, setAddresses } from './addressStore.ts';
export { formatOrderDate, orderStatusLabel, orderStatusTone, type StatusTone } from './orderStatus.ts';
export { canCancel, ORDER_MESSAGES, ORDER_PROGRESS, ORDER_THUMBNAIL_LIMIT, orderThumbnails, orderTimeline, type TimelineStep } from './orderRules.ts';
export { ADDRESS_SAVE_MESSAGES, saveAddress, toAddressForm, toAddressInput, type SaveAddressOutcome } from './saveAddress.ts';
export { ORDER_DOCUMENT_TEXTS, downloadOrderDocument, orderDocumentFileName, orderDocumentPath, type OrderDocumentOwner } from './orderDocuments.ts';
export type { InvoiceKind } from '../invoices/invoiceTypes.ts';

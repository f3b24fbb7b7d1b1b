import { apiClient } from '../api/api.ts';
import type { ApiClient } from '../api/client.ts';
import type { CheckoutDetails, CheckoutResponse } from '../orders/orderTypes.ts';
import type { AcceptChoice, BuyerRfq, BuyerRfqListItem, OfferRequest, RfqCreated, RfqRequest, SellerRfq, SellerRfqListItem } from './rfqTypes.ts';

/** Requests for quotation (issue 31): the buyer's calls and the seller's. */
export interface RfqApi {
  create(request: RfqRequest): Promise<RfqCreated>;
  list(): Promise<BuyerRfqListItem[]>;
  get(id: number): Promise<BuyerRfq>;
  cancel(id: number): Promise<BuyerRfq>;
  /** Places the accepted items as orders; the same `idempotencyKey` makes a retry return the same orders. */
  accept(
    id: number,
    choice: AcceptChoice,
    shippingAddressId: number,
    idempotencyKey: string,
    details?: Omit<CheckoutDetails, 'partner_id'>,
  ): Promise<CheckoutResponse>;
  sellerList(): Promise<SellerRfqListItem[]>;
  sellerGet(id: number): Promise<SellerRfq>;
  /** Makes or revises the seller's offer. */
  offer(id: number, offer: OfferRequest): Promise<SellerRfq>;
  /** Withdraws the seller's open offer while the request is open; it can be made again with `offer`. */
  withdraw(id: number): Promise<SellerRfq>;
}

export function createRfqApi(client: ApiClient): RfqApi {
  return {
    create: (request) => client.post('/rfqs/', request),
    list: () => client.get('/rfqs/'),
    get: (id) => client.get(`/rfqs/${id}`),
    cancel: (id) => client.post(`/rfqs/${id}/cancel`),
    accept: (id, choice, shippingAddressId, idempotencyKey, details) =>
      client.post(`/rfqs/${id}/accept`, choice, {
        query: { shipping_address_id: shippingAddressId, ...details },
        headers: { 'idempotency-key': idempotencyKey },
      }),
    sellerList: () => client.get('/sellers/me/rfqs/'),
    sellerGet: (id) => client.get(`/sellers/me/rfqs/${id}`),
    offer: (id, offer) => client.put(`/sellers/me/rfqs/${id}/offer`, offer),
    withdraw: (id) => client.post(`/sellers/me/rfqs/${id}/offer/withdraw`),
  };
}

export const rfqApi = createRfqApi(apiClient);

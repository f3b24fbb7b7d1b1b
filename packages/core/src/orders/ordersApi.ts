import type { ApiClient } from '../api/client.ts';
import type { Address, AddressInput, CheckoutResponse, Order } from './orderTypes.ts';

/** Addresses, checkout and orders (spec storefront §7; issue 5 adds update, delete, default and cancel). */
export interface OrdersApi {
  listAddresses(): Promise<Address[]>;
  createAddress(address: AddressInput): Promise<Address>;
  updateAddress(id: number, address: AddressInput): Promise<Address>;
  deleteAddress(id: number): Promise<void>;
  setDefaultAddress(id: number): Promise<Address>;
  /**
   * POST /cart/checkout?shipping_address_id=&partner_id=; the same `idempotencyKey` makes a retry
   * return the same orders; `partnerId` is stored with each order.
   */
  checkout(shippingAddressId: number, idempotencyKey: string, partnerId?: string | null): Promise<CheckoutResponse>;
  listOrders(): Promise<Order[]>;
  getOrder(id: number): Promise<Order>;
  cancelOrder(id: number): Promise<Order>;
}

export function createOrdersApi(client: ApiClient): OrdersApi {
  return {
    listAddresses: () => client.get('/addresses/'),
    createAddress: (address) => client.post('/addresses/', address),
    updateAddress: (id, address) => client.put(`/addresses/${id}`, address),
    deleteAddress: (id) => client.delete(`/addresses/${id}`),
    setDefaultAddress: (id) => client.put(`/addresses/${id}/default`),
    checkout: (shippingAddressId, idempotencyKey, partnerId) =>
      client.post('/cart/checkout', undefined, {
        query: { shipping_address_id: shippingAddressId, partner_id: partnerId ?? undefined },
        headers: { 'idempotency-key': idempotencyKey },
      }),
    listOrders: () => client.get('/orders/'),
    getOrder: (id) => client.get(`/orders/${id}`),
    cancelOrder: (id) => client.post(`/orders/${id}/cancel`),
  };
}

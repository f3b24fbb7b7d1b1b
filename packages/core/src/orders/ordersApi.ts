import type { ApiClient } from '../api/client.ts';
import type { Address, AddressInput, CheckoutDetails, CheckoutResponse, Order } from './orderTypes.ts';

/** Addresses, checkout and orders (spec storefront §7; issue 5 adds update, delete, default and cancel). */
export interface OrdersApi {
  listAddresses(): Promise<Address[]>;
  createAddress(address: AddressInput): Promise<Address>;
  updateAddress(id: number, address: AddressInput): Promise<Address>;
  deleteAddress(id: number): Promise<void>;
  setDefaultAddress(id: number): Promise<Address>;
  /**
   * POST /cart/checkout?shipping_address_id=&partner_id=&buyer_gstin=&buyer_business_name=; the
   * same `idempotencyKey` makes a retry return the same orders; the details are stored with each order.
   */
  checkout(shippingAddressId: number, idempotencyKey: string, details?: CheckoutDetails): Promise<CheckoutResponse>;
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
    checkout: (shippingAddressId, idempotencyKey, details) =>
      client.post('/cart/checkout', undefined, {
        query: { shipping_address_id: shippingAddressId, ...details },
        headers: { 'idempotency-key': idempotencyKey },
      }),
    listOrders: () => client.get('/orders/'),
    getOrder: (id) => client.get(`/orders/${id}`),
    cancelOrder: (id) => client.post(`/orders/${id}/cancel`),
  };
}

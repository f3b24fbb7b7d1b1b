import type { ApiClient } from '../api/client.ts';
import type { Cart } from './cartTypes.ts';

/** The cart calls of spec storefront §7; each answers the whole cart. */
export interface CartApi {
  /** With a shipping address (one of the buyer's), each seller's delivery is charged to it, as checkout will. */
  getCart(shippingAddressId?: number): Promise<Cart>;
  addItem(listingId: number, quantity: number): Promise<Cart>;
  updateItem(itemId: number, quantity: number): Promise<Cart>;
  removeItem(itemId: number): Promise<Cart>;
  clear(): Promise<Cart>;
}

export function createCartApi(client: ApiClient): CartApi {
  return {
    getCart: (shippingAddressId) => client.get(shippingAddressId === undefined ? '/cart/' : `/cart/?shipping_address_id=${shippingAddressId}`),
    addItem: (listingId, quantity) => client.post('/cart/add', { listing_id: listingId, quantity }),
    updateItem: (itemId, quantity) => client.put(`/cart/items/${itemId}`, { quantity }),
    removeItem: (itemId) => client.delete(`/cart/items/${itemId}`),
    clear: () => client.delete('/cart/clear'),
  };
}

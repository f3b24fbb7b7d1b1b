import { addressBody } from '../shopFixtures.ts';
import type { RouteRequest } from './world.ts';
import { fresh, signedInAs } from './freshRows.ts';

/** The buyer's addresses, cart, checkout and orders. */
export const buyerRoutes: Record<string, RouteRequest> = {
  // ---- the buyer's addresses, cart and orders ----
  'POST /api/v1/addresses': { request: () => ({ json: addressBody() }) },
  'PUT /api/v1/addresses/:id': {
    owner: 'buyer',
    request: async (world) => ({ params: { id: await fresh.address(world) }, json: addressBody({ city: 'Bangalore' }) }),
  },
  'DELETE /api/v1/addresses/:id': { owner: 'buyer', request: async (world) => ({ params: { id: await fresh.address(world) } }) },
  'PUT /api/v1/addresses/:id/default': { owner: 'buyer', request: async (world) => ({ params: { id: await fresh.address(world) } }) },
  'POST /api/v1/cart/add': { request: (world) => ({ json: { listing_id: world.listingId, quantity: 1 } }) },
  'PUT /api/v1/cart/items/:id': {
    owner: 'buyer',
    request: async (world) => ({ params: { id: await fresh.cartItem(world, world.buyer.token) }, json: { quantity: 2 } }),
  },
  'DELETE /api/v1/cart/items/:id': {
    owner: 'buyer',
    request: async (world) => ({ params: { id: await fresh.cartItem(world, world.buyer.token) } }),
  },
  'POST /api/v1/cart/checkout': {
    owner: 'buyer',
    // The caller's own cart holds an item, so "buyer"'s address is the only reason to refuse another buyer.
    request: async (world, caller) => {
      const token = signedInAs(world, caller);
      if (token && (caller === 'buyer' || caller === 'otherBuyer')) await fresh.cartItem(world, token);
      return { query: { shipping_address_id: world.buyer.addressId } };
    },
  },
  'GET /api/v1/orders/:id': { owner: 'buyer', request: async (world) => ({ params: { id: await fresh.order(world) } }) },
  'POST /api/v1/orders/:id/cancel': { owner: 'buyer', request: async (world) => ({ params: { id: await fresh.order(world) } }) },
  'GET /api/v1/orders/:id/invoice.pdf': { owner: 'buyer', request: async (world) => ({ params: { id: await fresh.order(world) } }) },
  'GET /api/v1/orders/:id/credit-note.pdf': {
    owner: 'buyer',
    request: async (world) => ({ params: { id: await fresh.cancelledOrder(world) } }),
  },
  // ---- the buyer's requests for quotation (issue 31) ----
  'POST /api/v1/rfqs': {
    request: (world) => ({ json: { items: [{ product_id: world.productId, quantity: 10 }], site_pincode: '560001' } }),
  },
  'GET /api/v1/rfqs/:id': { owner: 'buyer', request: async (world) => ({ params: { id: (await fresh.rfq(world)).id } }) },
  'POST /api/v1/rfqs/:id/accept': {
    owner: 'buyer',
    request: async (world) => {
      const { id, offerId } = await fresh.answeredRfq(world);
      return { params: { id }, query: { shipping_address_id: world.buyer.addressId }, json: { offer_id: offerId } };
    },
  },
  'POST /api/v1/rfqs/:id/cancel': { owner: 'buyer', request: async (world) => ({ params: { id: (await fresh.rfq(world)).id } }) },
};

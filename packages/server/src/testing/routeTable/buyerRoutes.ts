import { addressBody } from '../shopFixtures.ts';
import type { RouteRule } from './world.ts';
import { fresh, signedInAs } from './freshRows.ts';

/** The buyer's addresses, cart, checkout and orders. */
export const buyerRoutes: Record<string, RouteRule> = {
  // ---- the buyer's addresses, cart and orders ----
  'GET /api/v1/addresses': { access: 'buyer' },
  'POST /api/v1/addresses': { access: 'buyer', request: () => ({ json: addressBody() }) },
  'PUT /api/v1/addresses/:id': {
    access: 'buyer',
    owner: 'buyer',
    request: async (world) => ({ params: { id: await fresh.address(world) }, json: addressBody({ city: 'Bangalore' }) }),
  },
  'DELETE /api/v1/addresses/:id': { access: 'buyer', owner: 'buyer', request: async (world) => ({ params: { id: await fresh.address(world) } }) },
  'PUT /api/v1/addresses/:id/default': { access: 'buyer', owner: 'buyer', request: async (world) => ({ params: { id: await fresh.address(world) } }) },
  'GET /api/v1/cart': { access: 'buyer' },
  'POST /api/v1/cart/add': { access: 'buyer', request: (world) => ({ json: { listing_id: world.listingId, quantity: 1 } }) },
  'PUT /api/v1/cart/items/:id': {
    access: 'buyer',
    owner: 'buyer',
    request: async (world) => ({ params: { id: await fresh.cartItem(world, world.buyer.token) }, json: { quantity: 2 } }),
  },
  'DELETE /api/v1/cart/items/:id': {
    access: 'buyer',
    owner: 'buyer',
    request: async (world) => ({ params: { id: await fresh.cartItem(world, world.buyer.token) } }),
  },
  'DELETE /api/v1/cart/clear': { access: 'buyer' },
  'POST /api/v1/cart/checkout': {
    access: 'buyer',
    owner: 'buyer',
    // The caller's own cart holds an item, so "buyer"'s address is the only reason to refuse another buyer.
    request: async (world, caller) => {
      const token = signedInAs(world, caller);
      if (token && (caller === 'buyer' || caller === 'otherBuyer')) await fresh.cartItem(world, token);
      return { query: { shipping_address_id: world.buyer.addressId } };
    },
  },
  'GET /api/v1/orders': { access: 'buyer' },
  'GET /api/v1/orders/:id': { access: 'buyer', owner: 'buyer', request: async (world) => ({ params: { id: await fresh.order(world) } }) },
  'POST /api/v1/orders/:id/cancel': { access: 'buyer', owner: 'buyer', request: async (world) => ({ params: { id: await fresh.order(world) } }) },
  'GET /api/v1/orders/:id/invoice.pdf': { access: 'buyer', owner: 'buyer', request: async (world) => ({ params: { id: await fresh.order(world) } }) },
  'GET /api/v1/orders/:id/credit-note.pdf': {
    access: 'buyer',
    owner: 'buyer',
    request: async (world) => ({ params: { id: await fresh.cancelledOrder(world) } }),
  },
  // ---- the buyer's requests for quotation (issue 31) ----
  'POST /api/v1/rfqs': {
    access: 'buyer',
    request: (world) => ({ json: { items: [{ product_id: world.productId, quantity: 10 }], site_pincode: '560001' } }),
  },
  'GET /api/v1/rfqs': { access: 'buyer' },
  'GET /api/v1/rfqs/:id': { access: 'buyer', owner: 'buyer', request: async (world) => ({ params: { id: (await fresh.rfq(world)).id } }) },
  'POST /api/v1/rfqs/:id/accept': {
    access: 'buyer',
    owner: 'buyer',
    request: async (world) => {
      const { id, offerId } = await fresh.answeredRfq(world);
      return { params: { id }, query: { shipping_address_id: world.buyer.addressId }, json: { offer_id: offerId } };
    },
  },
  'POST /api/v1/rfqs/:id/cancel': { access: 'buyer', owner: 'buyer', request: async (world) => ({ params: { id: (await fresh.rfq(world)).id } }) },
};

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { accountOf, requireRole } from '../auth/guard.ts';
import type { AppContext } from '../http/context.ts';
import { buyerErrors, idParams } from '../shared/schemas.ts';
import { addressLocation } from '../orders/addressLocation.ts';
import { pincodeCheck } from '../pincodes/queries.ts';
import { ownAddress } from '../profile/queries.ts';
import { loadCart } from './cartView.ts';
import { addToCart, clearCart, removeCartItem, setCartItemQuantity } from './queries.ts';
import { addToCartBody, cartQuery, cartResponse, updateCartItemBody } from './schemas.ts';

/**
 * The buyer's cart: /api/v1/cart (spec storefront §7); every cart call answers the whole cart.
 * Checkout (POST /cart/checkout) shares the prefix and lives in checkout/.
 */
export async function cartRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = context;
  // onRequest: the token is checked before the body is even parsed.
  const buyerOnly = requireRole(context, 'buyer');
  const tags = ['cart'];

  api.get(
    '/',
    {
      schema: {
        tags,
        summary: "The cart; with shipping_address_id, each seller's delivery is charged to that address, as checkout will",
        querystring: cartQuery,
        response: { 200: cartResponse, ...buyerErrors },
      },
      onRequest: buyerOnly,
    },
    async (request) => {
      const userId = accountOf(request).id;
      const addressId = request.query.shipping_address_id;
      if (addressId === undefined) return loadCart(db, userId);
      const address = await ownAddress(db, userId, addressId);
      const cart = await loadCart(db, userId, addressLocation(address));
      // The header's pincode check, as checkout applies it: said before the buyer tries to place the order.
      const delivery = await pincodeCheck(db, address.postalCode);
      return delivery.serviceable ? cart : { ...cart, address_not_served: delivery.message };
    },
  );

  api.post(
    '/add',
    {
      schema: { tags, summary: 'Add a listing (adding it again adds to its quantity)', body: addToCartBody, response: { 200: cartResponse, ...buyerErrors } },
      onRequest: buyerOnly,
    },
    async (request) => {
      const userId = accountOf(request).id;
      const buyer = await addToCart(db, userId, request.body.listing_id, request.body.quantity);
      return loadCart(db, userId, undefined, buyer);
    },
  );

  api.put(
    '/items/:id',
    {
      schema: {
        tags,
        summary: 'Change the quantity of a cart item',
        params: idParams,
        body: updateCartItemBody,
        response: { 200: cartResponse, ...buyerErrors },
      },
      onRequest: buyerOnly,
    },
    async (request) => {
      const userId = accountOf(request).id;
      await setCartItemQuantity(db, userId, request.params.id, request.body.quantity);
      return loadCart(db, userId);
    },
  );

  api.delete(
    '/items/:id',
    { schema: { tags, summary: 'Remove a cart item', params: idParams, response: { 200: cartResponse, ...buyerErrors } }, onRequest: buyerOnly },
    async (request) => {
      const userId = accountOf(request).id;
      await removeCartItem(db, userId, request.params.id);
      return loadCart(db, userId);
    },
  );

  api.delete(
    '/clear',
    { schema: { tags, summary: 'Empty the cart', response: { 200: cartResponse, ...buyerErrors } }, onRequest: buyerOnly },
    async (request) => {
      const userId = accountOf(request).id;
      await clearCart(db, userId);
      return loadCart(db, userId);
    },
  );
}

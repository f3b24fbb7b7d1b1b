import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { accountOf, requireRole } from '../auth/guard.ts';
import { loadCart, productName } from '../cart/cartView.ts';
import { cartItems, listings, products, sellers } from '../db/schema.ts';
import type { AppContext } from '../http/context.ts';
import { conflict, notFound } from '../http/errors.ts';
import { placeOrders } from '../orders/checkout.ts';
import { addToCartBody, buyerErrors, cartResponse, checkoutHeaders, checkoutQuery, checkoutResponse, idParams, updateCartItemBody } from './shopSchemas.ts';
import { sellerTrades, sellerTradesColumn } from '../seller/sellerTrades.ts';

const LISTING_NOT_FOUND = 'Listing not found';
const CART_ITEM_NOT_FOUND = 'Cart item not found';

/** 'Only 30 in stock', with what the cart already holds when that is why. */
function stockMessage(stock: number, inCart = 0): string {
  if (stock <= 0) return 'Out of stock';
  return inCart > 0 ? `Only ${stock} in stock (${inCart} already in your cart)` : `Only ${stock} in stock`;
}

/** The buyer's cart and checkout: /api/v1/cart (spec storefront §7); every cart call answers the whole cart. */
export async function cartRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = context;
  // onRequest: the token is checked before the body is even parsed.
  const buyerOnly = requireRole(context, 'buyer');
  const tags = ['cart'];

  /** A listing a buyer can put in the cart: active, with a trading (active, approved) seller. */
  async function availableListing(listingId: number) {
    const [listing] = await db
      .select({ id: listings.id, stock: listings.stockQuantity, name: products.name, displayName: products.displayName })
      .from(listings)
      .innerJoin(sellers, eq(sellers.id, listings.sellerId))
      .innerJoin(products, eq(products.id, listings.productId))
      .where(and(eq(listings.id, listingId), eq(listings.isActive, true), sellerTrades));
    return listing;
  }

  api.get('/', { schema: { tags, summary: 'The cart', response: { 200: cartResponse, ...buyerErrors } }, onRequest: buyerOnly }, async (request) =>
    loadCart(db, accountOf(request).id),
  );

  api.post(
    '/add',
    { schema: { tags, summary: 'Add a listing (adding it again adds to its quantity)', body: addToCartBody, response: { 200: cartResponse, ...buyerErrors } }, onRequest: buyerOnly },
    async (request) => {
      const userId = accountOf(request).id;
      const { listing_id: listingId, quantity } = request.body;
      const listing = await availableListing(listingId);
      if (!listing) throw notFound(LISTING_NOT_FOUND);
      const [existing] = await db
        .select({ quantity: cartItems.quantity })
        .from(cartItems)
        .where(and(eq(cartItems.userId, userId), eq(cartItems.listingId, listingId)));
      const inCart = existing?.quantity ?? 0;
      if (inCart + quantity > listing.stock) throw conflict(stockMessage(listing.stock, inCart));
      // One statement, so two adds at once both count; the stock condition is checked again in it
      // (in bigint, so a huge sum cannot overflow the integer column).
      const [saved] = await db
        .insert(cartItems)
        .values({ userId, listingId, quantity })
        .onConflictDoUpdate({
          target: [cartItems.userId, cartItems.listingId],
          set: { quantity: sql`${cartItems.quantity} + excluded.quantity` },
          setWhere: sql`${cartItems.quantity}::bigint + excluded.quantity <= (select ${listings.stockQuantity} from ${listings} where ${listings.id} = ${listingId})`,
        })
        .returning({ id: cartItems.id });
      if (!saved) throw conflict(stockMessage(listing.stock, inCart));
      return loadCart(db, userId);
    },
  );

  api.put(
    '/items/:id',
    { schema: { tags, summary: 'Change the quantity of a cart item', params: idParams, body: updateCartItemBody, response: { 200: cartResponse, ...buyerErrors } }, onRequest: buyerOnly },
    async (request) => {
      const userId = accountOf(request).id;
      const [item] = await db
        .select({ id: cartItems.id, stock: listings.stockQuantity, isActive: listings.isActive, sellerActive: sellerTradesColumn, name: products.name, displayName: products.displayName })
        .from(cartItems)
        .innerJoin(listings, eq(listings.id, cartItems.listingId))
        .innerJoin(sellers, eq(sellers.id, listings.sellerId))
        .innerJoin(products, eq(products.id, listings.productId))
        .where(and(eq(cartItems.id, request.params.id), eq(cartItems.userId, userId)));
      if (!item) throw notFound(CART_ITEM_NOT_FOUND);
      if (!item.isActive || !item.sellerActive) throw conflict(`${productName(item)} is no longer available. Please remove it from your cart.`);
      if (request.body.quantity > item.stock) throw conflict(stockMessage(item.stock));
      const [updated] = await db
        .update(cartItems)
        .set({ quantity: request.body.quantity })
        .where(and(eq(cartItems.id, item.id), eq(cartItems.userId, userId)))
        .returning({ id: cartItems.id });
      if (!updated) throw notFound(CART_ITEM_NOT_FOUND);
      return loadCart(db, userId);
    },
  );

  api.delete(
    '/items/:id',
    { schema: { tags, summary: 'Remove a cart item', params: idParams, response: { 200: cartResponse, ...buyerErrors } }, onRequest: buyerOnly },
    async (request) => {
      const userId = accountOf(request).id;
      const [removed] = await db
        .delete(cartItems)
        .where(and(eq(cartItems.id, request.params.id), eq(cartItems.userId, userId)))
        .returning({ id: cartItems.id });
      if (!removed) throw notFound(CART_ITEM_NOT_FOUND);
      return loadCart(db, userId);
    },
  );

  api.delete('/clear', { schema: { tags, summary: 'Empty the cart', response: { 200: cartResponse, ...buyerErrors } }, onRequest: buyerOnly }, async (request) => {
    const userId = accountOf(request).id;
    await db.delete(cartItems).where(eq(cartItems.userId, userId));
    return loadCart(db, userId);
  });

  api.post(
    '/checkout',
    {
      schema: {
        tags,
        summary: 'Place the cart as orders, one per seller (Idempotency-Key makes a retry return the same orders)',
        querystring: checkoutQuery,
        headers: checkoutHeaders,
        response: { 201: checkoutResponse, ...buyerErrors },
      },
      onRequest: buyerOnly,
    },
    async (request, reply) => {
      const outcome = await placeOrders(db, {
        userId: accountOf(request).id,
        shippingAddressId: request.query.shipping_address_id,
        idempotencyKey: request.headers['idempotency-key'],
      });
      return reply.code(outcome.statusCode as 201).send(outcome.body);
    },
  );
}

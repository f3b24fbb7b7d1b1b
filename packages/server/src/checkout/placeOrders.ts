import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import { createHash, randomUUID } from 'node:crypto';
import { SERVICE_AREA_MESSAGES, type CheckoutResponse } from '@nirmaan/core/pure';
import { cartLines, productName, splitBySeller, type CartLine } from '../cart/cartView.ts';
import type { Database } from '../db/database.ts';
import { addresses, cartItems, idempotencyKeys, listings, orderItems, orders, orderStatusEvents, users } from '../db/schema.ts';
import { isUniqueViolation } from '../http/dbErrors.ts';
import { badRequest, conflict, HttpError, notFound } from '../http/errors.ts';
import { INT4_MAX } from '../shared/limits.ts';
import { addressLocation } from '../orders/addressLocation.ts';
import { addressSnapshot, loadOrders } from '../orders/orderView.ts';
import { pincodeCheck } from '../pincodes/queries.ts';
import { withTransactionRetry } from '../shared/transactions.ts';
import { issueInvoice } from '../invoices/issueInvoices.ts';

export const CHECKOUT_MESSAGES = {
  noLocation: 'Please set your delivery location before checkout',
  addressNotFound: 'Address not found',
  addressNotPlaced: 'We cannot place this address on the map. Please edit it and pick its location on the map.',
  emptyCart: 'Your cart is empty',
  keyReused: 'Idempotency-Key was already used for a different request',
  keyReusedForOtherCart: 'Idempotency-Key was already used for a different cart: use a new key for a new order',
  keyInProgress: 'A checkout with this Idempotency-Key is still in progress',
  tooLarge: 'This order is too large to place at once. Please split it into smaller orders.',
  notEnoughStock: (name: string) => `Not enough stock for ${name}`,
  unavailable: (name: string) => `${name} is no longer available. Please remove it from your cart.`,
  beyondRadius: (seller: string, distanceKm: number, radiusKm: number, pincode: string) =>
    `${SERVICE_AREA_MESSAGES.beyondRadius(seller, distanceKm, radiusKm, `the address at ${pincode}`)} Remove its items or choose another address.`,
} as const;

export interface CheckoutRequest {
  userId: number;
  shippingAddressId: number;
  /** The partner site whose widget placed the orders, or null (stored with each order). */
  partnerId: string | null;
  /** The buyer's GSTIN (already validated and normalised) and business name, or null. */
  buyerGstin: string | null;
  buyerBusinessName: string | null;
  /** The Idempotency-Key header, when the client sent one. */
  idempotencyKey: string | undefined;
}

export interface CheckoutOutcome {
  statusCode: number;
  body: CheckoutResponse;
}

const KEY_ATTEMPTS = 3;

/** Thrown inside the transaction when the buyer's key row already exists (another request made it). */
class KeyTaken extends Error {}

/** What makes two requests "the same request" for one key: the address they ship to and the business they bill. */
function requestHash(request: CheckoutRequest): string {
  return createHash('sha256')
    .update(JSON.stringify({ shipping_address_id: request.shippingAddressId, gstin: request.buyerGstin, business: request.buyerBusinessName }))
    .digest('hex');
}

/** The cart's lines (listing and quantity), as a hash: what a key's checkout placed. */
function cartHash(lines: Pick<CartLine, 'listing' | 'quantity'>[]): string {
  const content = lines.map((line) => `${line.listing.id}x${line.quantity}`).sort();
  return createHash('sha256').update(content.join(',')).digest('hex');
}

/**
 * A stored key: replay its response, or refuse a different request, one still running, or a key
 * reused for a new cart (the buyer's cart holds other lines than the ones the key placed: replaying
 * the old order would silently not place the new one).
 */
async function storedOutcome(db: Database, request: CheckoutRequest, key: string, hash: string): Promise<CheckoutOutcome | null> {
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, request.userId), eq(idempotencyKeys.key, key)))
    .limit(1);
  if (!row) return null;
  if (row.requestHash !== hash) throw new HttpError(422, CHECKOUT_MESSAGES.keyReused);
  if (row.response === null || row.statusCode === null) throw conflict(CHECKOUT_MESSAGES.keyInProgress);
  if (row.cartHash !== null) {
    const current = await cartLines(db, request.userId);
    if (current.length > 0 && cartHash(current) !== row.cartHash) throw conflict(CHECKOUT_MESSAGES.keyReusedForOtherCart);
  }
  return { statusCode: row.statusCode, body: row.response as CheckoutResponse };
}

/**
 * Places the buyer's cart as orders (DESIGN.md "Checkout"), all in one transaction:
 *
 * 1. With an Idempotency-Key, the key row is inserted first: a concurrent request with the same key
 *    waits on the unique (user_id, key) index until this one ends, then replays the stored answer.
 * 2. The shipping address must be at a pincode Nirmaan delivers to (the header's pincode check),
 *    within every seller's delivery radius, and each seller's delivery is charged to it (its map
 *    point, else its pincode's centroid).
 *    The buyer's row is locked, so two checkouts of one buyer run one after the other (the second
 *    then finds the cart empty), and the cart rows are locked against concurrent edits.
 * 3. Stock is decremented per listing, in ascending listing id order (no deadlocks between carts),
 *    with `stock_quantity >= q` in the UPDATE itself: a row not updated means not enough stock and
 *    rolls everything back, so nothing is ever oversold.
 * 4. One order per seller with its own delivery charge, order lines with name, image and price
 *    snapshots, a 'pending' status event, one shared checkout_group, and its GST tax invoice when
 *    the seller has registered a GSTIN (invoices/issueInvoices.ts).
 * 5. Only then are the ordered cart rows deleted; with a key, the response is stored with it.
 *
 * Failures (400/404/409) roll the key row back too, so a retry with the same key tries again.
 */
export async function placeOrders(db: Database, request: CheckoutRequest): Promise<CheckoutOutcome> {
  const key = request.idempotencyKey;
  const hash = requestHash(request);
  if (key !== undefined) {
    const stored = await storedOutcome(db, request, key, hash);
    if (stored) return stored;
  }
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await withTransactionRetry(() => db.transaction((tx) => checkoutTransaction(tx, request, hash)));
    } catch (error) {
      if (!(error instanceof KeyTaken) || key === undefined) throw error;
      const stored = await storedOutcome(db, request, key, hash);
      if (stored) return stored;
      // The other request with this key failed and rolled back: this one may run after all.
      if (attempt >= KEY_ATTEMPTS) throw conflict(CHECKOUT_MESSAGES.keyInProgress);
    }
  }
}

async function checkoutTransaction(tx: Database, request: CheckoutRequest, hash: string): Promise<CheckoutOutcome> {
  const { userId } = request;
  const key = request.idempotencyKey;
  if (key !== undefined) {
    try {
      await tx.insert(idempotencyKeys).values({ userId, key, requestHash: hash });
    } catch (error) {
      if (isUniqueViolation(error)) throw new KeyTaken();
      throw error;
    }
  }

  const [buyer] = await tx.select({ latitude: users.latitude, longitude: users.longitude }).from(users).where(eq(users.id, userId)).for('no key update');
  if (!buyer || buyer.latitude === null || buyer.longitude === null) throw badRequest(CHECKOUT_MESSAGES.noLocation);

  const [address] = await tx
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, request.shippingAddressId), eq(addresses.userId, userId)));
  if (!address) throw notFound(CHECKOUT_MESSAGES.addressNotFound);
  // The header's pincode check is the rule: an address Nirmaan does not deliver to is refused in its words.
  const delivery = await pincodeCheck(tx, address.postalCode);
  if (!delivery.serviceable) throw new HttpError(422, delivery.message);
  // Delivery is charged to where the goods go: the address's map point, else its pincode's centroid.
  const destination = addressLocation(address);
  if (!destination) throw new HttpError(422, CHECKOUT_MESSAGES.addressNotPlaced);

  const lines = await cartLines(tx, userId, { lockForCheckout: true });
  if (lines.length === 0) throw badRequest(CHECKOUT_MESSAGES.emptyCart);
  const unavailable = lines.find((line) => !line.listing.available);
  if (unavailable) throw conflict(CHECKOUT_MESSAGES.unavailable(productName(unavailable.product)));

  // One serviceability rule: every seller's delivery radius must reach the shipping address.
  const beyond = splitBySeller(lines, destination).find((share) => share.withinReach === false);
  if (beyond && beyond.distanceKm !== null && beyond.seller.deliveryRadiusKm !== null) {
    throw new HttpError(422, CHECKOUT_MESSAGES.beyondRadius(beyond.seller.name, beyond.distanceKm, beyond.seller.deliveryRadiusKm, address.postalCode));
  }

  const pricePaise = await takeStock(tx, lines);
  const priced = lines.map((line) => ({ ...line, listing: { ...line.listing, pricePaise: pricePaise.get(line.listing.id) ?? line.listing.pricePaise } }));
  const shares = splitBySeller(priced, destination);
  if (shares.some((share) => share.subtotalPaise + share.deliveryPaise > INT4_MAX)) throw conflict(CHECKOUT_MESSAGES.tooLarge);

  const checkoutGroup = randomUUID();
  const shippingAddress = addressSnapshot(address);
  const orderIds: number[] = [];
  for (const share of shares) {
    const [order] = await tx
      .insert(orders)
      .values({
        userId,
        sellerId: share.seller.id,
        shippingAddressId: address.id,
        shippingAddress,
        subtotalPaise: share.subtotalPaise,
        deliveryChargesPaise: share.deliveryPaise,
        totalAmountPaise: share.subtotalPaise + share.deliveryPaise,
        deliveryDistanceKm: share.distanceKm,
        status: 'pending',
        paymentMethod: 'cod',
        source: 'checkout',
        checkoutGroup,
        partnerId: request.partnerId,
        buyerGstin: request.buyerGstin,
        buyerBusinessName: request.buyerBusinessName,
      })
      .returning({ id: orders.id });
    if (!order) throw new Error('order insert returned no row');
    orderIds.push(order.id);
    await tx.insert(orderItems).values(
      share.lines.map((line) => ({
        orderId: order.id,
        listingId: line.listing.id,
        productId: line.product.id,
        productName: productName(line.product),
        productImageUrl: line.product.imageUrl,
        quantity: line.quantity,
        pricePerUnitPaise: line.listing.pricePaise,
      })),
    );
    await tx.insert(orderStatusEvents).values({ orderId: order.id, status: 'pending', actorRole: 'buyer', actorId: userId });
    await issueInvoice(tx, order.id);
  }

  // The orders exist: now, and only now, the ordered lines leave the cart.
  await tx.delete(cartItems).where(
    and(
      eq(cartItems.userId, userId),
      inArray(
        cartItems.id,
        lines.map((line) => line.id),
      ),
    ),
  );

  orderIds.sort((a, b) => a - b);
  const placed = await loadOrders(tx, inArray(orders.id, orderIds), { ascending: true });
  const [first] = placed;
  if (!first) throw new Error('placed orders not found');
  const outcome: CheckoutOutcome = { statusCode: 201, body: { ...first, order_ids: orderIds } };
  if (key !== undefined) {
    await tx
      .update(idempotencyKeys)
      .set({ statusCode: outcome.statusCode, response: outcome.body, cartHash: cartHash(lines) })
      .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
  }
  return outcome;
}

/**
 * Decrements each listing's stock by the cart quantity, one listing at a time in ascending id order,
 * and answers the listings' current prices (paise). The condition is in the UPDATE itself, so two
 * checkouts racing for the last units cannot both succeed; any line not updated aborts the checkout.
 */
async function takeStock(tx: Database, lines: CartLine[]): Promise<Map<number, number>> {
  const prices = new Map<number, number>();
  const byListing = [...lines].sort((a, b) => a.listing.id - b.listing.id);
  for (const line of byListing) {
    const pricePaise = await takeListingStock(tx, line.listing.id, line.quantity);
    if (pricePaise === null) throw conflict(CHECKOUT_MESSAGES.notEnoughStock(productName(line.product)));
    prices.set(line.listing.id, pricePaise);
  }
  return prices;
}

/**
 * Takes `quantity` units of an active listing's stock with one conditional UPDATE
 * (`stock_quantity >= q` in the statement itself, so racing orders never oversell), and answers the
 * listing's current price in paise, or null when it has too little stock or is inactive.
 */
export async function takeListingStock(tx: Database, listingId: number, quantity: number): Promise<number | null> {
  const [updated] = await tx
    .update(listings)
    .set({ stockQuantity: sql`${listings.stockQuantity} - ${quantity}`, updatedAt: sql`now()` })
    .where(and(eq(listings.id, listingId), eq(listings.isActive, true), gte(listings.stockQuantity, quantity)))
    .returning({ pricePaise: listings.pricePaise });
  return updated?.pricePaise ?? null;
}

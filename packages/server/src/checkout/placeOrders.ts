import { and, eq, gte, sql } from 'drizzle-orm';
import { createHash, randomUUID } from 'node:crypto';
import { type CheckoutResponse, type Coordinates, type ProductImage } from '@nirmaan/core/pure';
import { cartLines, productName, splitBySeller, type CartLine, type SellerShare } from '../cart/cartView.ts';
import type { Database } from '../db/database.ts';
import { idempotencyKeys, listings, type ShippingAddressSnapshot } from '../db/schema.ts';
import { badRequest, conflict, HttpError, notFound } from '../http/errors.ts';
import { addressLocation } from '../orders/addressLocation.ts';
import { servedPincodeCheck } from '../pincodes/queries.ts';
import { imagesOfProducts } from '../product-images/productImages.ts';
import { runPrepared } from '../shared/preparedStatement.ts';
import { withTransactionRetry } from '../shared/transactions.ts';
import { CHECKOUT_MESSAGES } from './checkoutMessages.ts';
import {
  cartLineOf,
  invoiceDrafts,
  invoiceNumbers,
  placedOrders,
  placedOrderView,
  snapshotOf,
  wantedLines,
  wantedOrders,
  withAgreedDelivery,
  type Agreed,
  type ShareInvoiceFacts,
} from './checkoutRows.ts';
import { checkoutCart, checkoutFacts, placeCheckout, finishCheckout, type CartRow, type FactsRow } from './checkoutStatements.ts';

export { CHECKOUT_MESSAGES };

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
  /** What to order instead of the buyer's cart (the items accepted from sellers' offers); absent: the cart. */
  lines?: OrderLines;
}

/**
 * Lines to order other than the cart's: the items a buyer accepted from sellers' offers on a
 * request for quotation (rfq/acceptOffers.ts). They go through the same placing as a cart (stock
 * taken or refused, idempotency, invoices), at the agreed prices and delivery charges.
 */
export interface OrderLines {
  source: 'rfq';
  /** Says what is ordered, for the Idempotency-Key's request hash (a key reused for another choice is refused). */
  describe: string;
  /** Reads and checks the rows to order, in the checkout's transaction, after the buyer's row is locked. */
  read: (tx: Database) => Promise<CartRow[]>;
  agreed: Agreed;
  /** Runs in the transaction once the orders are placed, with each seller's order. */
  placed: (tx: Database, orders: ReadonlyMap<number, number>) => Promise<void>;
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
    .update(
      JSON.stringify({
        shipping_address_id: request.shippingAddressId,
        gstin: request.buyerGstin,
        business: request.buyerBusinessName,
        ...(request.lines ? { lines: request.lines.describe } : {}),
      }),
    )
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
 * 3. One statement (checkoutStatements.ts's placeCheckout) locks the cart's listings in ascending id
 *    order (no deadlocks between carts) and takes the stock of every line with `stock_quantity >= q`
 *    in the UPDATE itself; only when every line got its stock does it insert one order per seller
 *    with its own delivery charge, order lines with name, image and price snapshots, a 'pending'
 *    status event and one shared checkout_group, and delete the ordered cart rows. A line short of
 *    stock refuses the whole checkout (409) and the rollback returns the stock taken, so nothing is
 *    ever oversold.
 * 4. One more statement takes the next numbers of the sellers' invoice series, inserts the GST tax
 *    invoices (sellers with a registered GSTIN: invoices/issueInvoices.ts's draftTaxInvoice) and,
 *    with a key, stores the answer with it; then COMMIT. The answer is built from what the
 *    statements returned, not read again, so the listings stay locked for two round trips and a
 *    seller's invoice series (which all its checkouts share) for one.
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

/**
 * Inserts the Idempotency-Key row (when a key is given), locks the buyer's row and checks, in this
 * order: the buyer's stored location (for the cart's checkout), the address (the buyer's own), its pincode (the header's
 * pincode check, in its words), and that the address can be placed on the map. Answers the facts
 * read and where the goods go: the address's map point, else its pincode's centroid.
 */
async function readDestination(
  tx: Database,
  request: CheckoutRequest,
  hash: string,
): Promise<{ facts: FactsRow; addressId: number; destination: Coordinates }> {
  const key = request.idempotencyKey ?? null;
  const [facts] = await runPrepared(tx, checkoutFacts, { userId: request.userId, key, requestHash: hash, addressId: request.shippingAddressId });
  if (key !== null && facts?.key_rows !== 1) throw new KeyTaken();
  // The cart's checkout prices delivery from the buyer's stored location, so a buyer without one sets
  // it first (spec storefront §4); agreed lines (an RFQ's) carry their delivery charge and go to the address.
  const needsLocation = request.lines?.agreed === undefined;
  if (!facts || (needsLocation && (facts.buyer_latitude === null || facts.buyer_longitude === null))) throw badRequest(CHECKOUT_MESSAGES.noLocation);
  if (facts.address_id === null) throw notFound(CHECKOUT_MESSAGES.addressNotFound);
  const served = facts.served_city === null ? null : { city: facts.served_city, area: facts.served_area };
  const delivery = await servedPincodeCheck(tx, facts.postal_code, served);
  if (!delivery.serviceable) throw new HttpError(422, delivery.message);
  const destination = addressLocation({ latitude: facts.latitude, longitude: facts.longitude, postalCode: facts.postal_code });
  if (!destination) throw new HttpError(422, CHECKOUT_MESSAGES.addressNotPlaced);
  return { facts, addressId: facts.address_id, destination };
}

/**
 * The lines to order — the buyer's cart, locked against concurrent edits, or the request's own
 * lines — refused when empty, when a line can no longer be bought, or when a seller's delivery
 * radius does not reach the destination (the one serviceability rule).
 */
async function readLines(tx: Database, request: CheckoutRequest, destination: Coordinates, pincode: string): Promise<CartRow[]> {
  const cart = request.lines ? await request.lines.read(tx) : await runPrepared(tx, checkoutCart, { userId: request.userId });
  const lines = cart.map(cartLineOf);
  if (lines.length === 0) throw badRequest(CHECKOUT_MESSAGES.emptyCart);
  const unavailable = lines.find((line) => !line.listing.available);
  if (unavailable) throw conflict(CHECKOUT_MESSAGES.unavailable(productName(unavailable.product)));
  const beyond = splitBySeller(lines, destination).find((share) => share.withinReach === false);
  if (beyond && beyond.distanceKm !== null && beyond.seller.deliveryRadiusKm !== null) {
    throw new HttpError(422, CHECKOUT_MESSAGES.beyondRadius(beyond.seller.name, beyond.distanceKm, beyond.seller.deliveryRadiusKm, pincode));
  }
  return cart;
}

async function checkoutTransaction(tx: Database, request: CheckoutRequest, hash: string): Promise<CheckoutOutcome> {
  const { userId } = request;
  const { facts, addressId, destination } = await readDestination(tx, request, hash);
  const cart = await readLines(tx, request, destination, facts.postal_code);
  const agreed = request.lines?.agreed ?? null;
  const lines = cart.map(cartLineOf);
  // Read before any stock is locked: the photos the answer shows (a product without any needs no look-up).
  const images = cart.some((row) => row.has_images)
    ? await imagesOfProducts(
        tx,
        cart.map((row) => row.product_id),
      )
    : new Map<number, ProductImage[]>();

  const snapshot = snapshotOf(facts);
  const placedRows = await runPrepared(tx, placeCheckout, {
    lines: JSON.stringify(wantedLines(lines, agreed)),
    orders: JSON.stringify(wantedOrders(withAgreedDelivery(splitBySeller(lines, destination), agreed))),
    source: request.lines?.source ?? 'checkout',
    userId,
    addressId,
    shippingAddress: JSON.stringify(snapshot),
    checkoutGroup: randomUUID(),
    partnerId: request.partnerId,
    buyerGstin: request.buyerGstin,
    buyerBusinessName: request.buyerBusinessName,
  });
  const placed = placedOrders(placedRows, lines, destination, invoiceBasisOf(facts, cart, snapshot, request), agreed);
  await request.lines?.placed(tx, new Map(placed.map((order) => [order.share.seller.id, order.id])));

  const [first] = placed;
  if (!first) throw new Error('placed orders not found');
  const context = { userId, addressId, snapshot, buyerGstin: request.buyerGstin, buyerBusinessName: request.buyerBusinessName };
  const body = { ...placedOrderView(first, null, context, images), order_ids: placed.map((order) => order.id) };
  const drafts = invoiceDrafts(placed);
  const key = request.idempotencyKey ?? null;
  if (drafts.length === 0 && key === null) return { statusCode: 201, body };
  // The invoice numbers are taken last, so the sellers' series stay locked for one round trip; the
  // stored answer gets the first order's number put in by the same statement.
  const issued = await runPrepared(tx, finishCheckout, {
    invoices: JSON.stringify(drafts),
    statusCode: 201,
    response: JSON.stringify(body),
    firstOrderId: first.id,
    cartHash: request.lines ? null : cartHash(lines),
    userId,
    key,
  });
  return { statusCode: 201, body: { ...body, invoice_number: invoiceNumbers(placed, issued).get(first.id) ?? null } };
}

/** The invoice facts of a seller's share of this checkout (its order id and date still to come). */
function invoiceBasisOf(
  facts: FactsRow,
  cart: CartRow[],
  snapshot: ShippingAddressSnapshot,
  request: CheckoutRequest,
): (share: SellerShare) => ShareInvoiceFacts {
  const tax = new Map(cart.map((row) => [row.listing_id, { hsn: row.hsn, rate: row.gst_rate }]));
  const gstinOf = new Map(cart.map((row) => [row.seller_id, row.seller_gstin]));
  return (share) => ({
    share,
    snapshot,
    buyerName: `${facts.first_name} ${facts.last_name}`.trim(),
    buyerGstin: request.buyerGstin,
    buyerBusinessName: request.buyerBusinessName,
    sellerGstin: gstinOf.get(share.seller.id) ?? null,
    tax,
  });
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

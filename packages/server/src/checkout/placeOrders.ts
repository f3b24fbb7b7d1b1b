import { and, eq, gte, sql } from 'drizzle-orm';
import { createHash, randomUUID } from 'node:crypto';
import { financialYearOf, SERVICE_AREA_MESSAGES, type CheckoutResponse, type ProductImage } from '@nirmaan/core/pure';
import { cartLines, productName, splitBySeller, type CartLine, type SellerShare } from '../cart/cartView.ts';
import type { Database } from '../db/database.ts';
import { idempotencyKeys, listings } from '../db/schema.ts';
import { badRequest, conflict, HttpError, notFound } from '../http/errors.ts';
import { draftTaxInvoice } from '../invoices/issueInvoices.ts';
import { addressLocation } from '../orders/addressLocation.ts';
import { servedPincodeCheck } from '../pincodes/queries.ts';
import { imagesOfProducts } from '../product-images/productImages.ts';
import { INT4_MAX } from '../shared/limits.ts';
import { runPrepared } from '../shared/preparedStatement.ts';
import { withTransactionRetry } from '../shared/transactions.ts';
import {
  cartLineOf,
  invoiceFacts,
  ordersBySeller,
  placedOrderView,
  snapshotOf,
  wantedLines,
  wantedOrders,
  type PlacedOrder,
  type ShareInvoiceFacts,
} from './checkoutRows.ts';
import { checkoutCart, checkoutFacts, finishCheckout, placeCheckout, type IssuedInvoice } from './checkoutStatements.ts';

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
 * 3. One statement (checkoutStatements.ts's placeCheckout) locks the cart's listings in ascending id
 *    order (no deadlocks between carts) and takes the stock of every line with `stock_quantity >= q`
 *    in the UPDATE itself; only when every line got its stock does it insert one order per seller
 *    with its own delivery charge, order lines with name, image and price snapshots, a 'pending'
 *    status event and one shared checkout_group, take the next number of the seller's invoice
 *    series, and delete the ordered cart rows. A line short of stock refuses the whole checkout
 *    (409) and the rollback returns the stock taken, so nothing is ever oversold.
 * 4. One more statement inserts the GST tax invoices (sellers with a registered GSTIN:
 *    invoices/issueInvoices.ts's draftTaxInvoice) and, with a key, stores the answer with it; then
 *    COMMIT. The answer is built from what the statements returned, not read again, so the
 *    listings stay locked for two round trips only.
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
  const key = request.idempotencyKey ?? null;
  const [facts] = await runPrepared(tx, checkoutFacts, { userId, key, requestHash: hash, addressId: request.shippingAddressId });
  if (key !== null && facts?.key_rows !== 1) throw new KeyTaken();
  if (!facts || facts.buyer_latitude === null || facts.buyer_longitude === null) throw badRequest(CHECKOUT_MESSAGES.noLocation);
  if (facts.address_id === null) throw notFound(CHECKOUT_MESSAGES.addressNotFound);
  // The header's pincode check is the rule: an address Nirmaan does not deliver to is refused in its words.
  const served = facts.served_city === null ? null : { city: facts.served_city, area: facts.served_area };
  const delivery = await servedPincodeCheck(tx, facts.postal_code, served);
  if (!delivery.serviceable) throw new HttpError(422, delivery.message);
  // Delivery is charged to where the goods go: the address's map point, else its pincode's centroid.
  const destination = addressLocation({ latitude: facts.latitude, longitude: facts.longitude, postalCode: facts.postal_code });
  if (!destination) throw new HttpError(422, CHECKOUT_MESSAGES.addressNotPlaced);

  const cart = await runPrepared(tx, checkoutCart, { userId });
  const lines = cart.map(cartLineOf);
  if (lines.length === 0) throw badRequest(CHECKOUT_MESSAGES.emptyCart);
  const unavailable = lines.find((line) => !line.listing.available);
  if (unavailable) throw conflict(CHECKOUT_MESSAGES.unavailable(productName(unavailable.product)));

  // One serviceability rule: every seller's delivery radius must reach the shipping address.
  const beyond = splitBySeller(lines, destination).find((share) => share.withinReach === false);
  if (beyond && beyond.distanceKm !== null && beyond.seller.deliveryRadiusKm !== null) {
    throw new HttpError(422, CHECKOUT_MESSAGES.beyondRadius(beyond.seller.name, beyond.distanceKm, beyond.seller.deliveryRadiusKm, facts.postal_code));
  }
  // Read before any stock is locked: the photos the answer shows (a product without any needs no look-up).
  const images = cart.some((row) => row.has_images)
    ? await imagesOfProducts(
        tx,
        cart.map((row) => row.product_id),
      )
    : new Map<number, ProductImage[]>();

  const snapshot = snapshotOf(facts);
  const orderDate = new Date(facts.now);
  const basis = (share: SellerShare): ShareInvoiceFacts => ({
    share,
    snapshot,
    buyerName: `${facts.first_name} ${facts.last_name}`.trim(),
    buyerGstin: request.buyerGstin,
    buyerBusinessName: request.buyerBusinessName,
    sellerGstin: cart.find((row) => row.seller_id === share.seller.id)?.seller_gstin ?? null,
    tax: new Map(cart.map((row) => [row.listing_id, { hsn: row.hsn, rate: row.gst_rate }])),
  });
  const checkoutGroup = randomUUID();
  const placedRows = await runPrepared(tx, placeCheckout, {
    lines: JSON.stringify(wantedLines(lines)),
    orders: JSON.stringify(wantedOrders(splitBySeller(lines, destination), (share) => draftTaxInvoice(invoiceFacts(basis(share), 0, orderDate)) !== null)),
    userId,
    addressId: facts.address_id,
    shippingAddress: JSON.stringify(snapshot),
    checkoutGroup,
    partnerId: request.partnerId,
    buyerGstin: request.buyerGstin,
    buyerBusinessName: request.buyerBusinessName,
    financialYear: financialYearOf(orderDate),
  });

  // Any line short of stock refuses the whole checkout (the first in listing id order is named); the rollback returns what was taken.
  const shortListing = placedRows
    .filter((row) => row.price_paise === null)
    .map((row) => row.listing_id)
    .sort((a, b) => a - b)[0];
  const short = lines.find((line) => line.listing.id === shortListing);
  if (short) throw conflict(CHECKOUT_MESSAGES.notEnoughStock(productName(short.product)));
  const prices = new Map(placedRows.map((row) => [row.listing_id, row.price_paise]));
  const priced = lines.map((line) => ({ ...line, listing: { ...line.listing, pricePaise: prices.get(line.listing.id) ?? line.listing.pricePaise } }));
  const shares = splitBySeller(priced, destination);
  if (shares.some((share) => share.subtotalPaise + share.deliveryPaise > INT4_MAX)) throw conflict(CHECKOUT_MESSAGES.tooLarge);
  const bySeller = ordersBySeller(placedRows);
  if (!bySeller) throw new Error('checkout placed no orders');

  const placed = shares.map((share): PlacedOrder => {
    const rows = bySeller.get(share.seller.id);
    if (!rows) throw new Error(`no order placed for seller ${share.seller.id}`);
    const draft = draftTaxInvoice(invoiceFacts(basis(share), rows.id, rows.orderDate));
    if ((draft === null) !== (rows.invoiceSequence === null)) throw new Error(`invoice series out of step for order ${rows.id}`);
    return { ...rows, share, invoice: draft && rows.invoiceSequence !== null ? draft.document(rows.invoiceSequence) : null };
  });
  placed.sort((a, b) => a.id - b.id);
  const [first] = placed;
  if (!first) throw new Error('placed orders not found');
  const view = placedOrderView(
    first,
    { userId, addressId: facts.address_id, snapshot, buyerGstin: request.buyerGstin, buyerBusinessName: request.buyerBusinessName },
    images,
  );
  const outcome: CheckoutOutcome = { statusCode: 201, body: { ...view, order_ids: placed.map((order) => order.id) } };
  const invoices = placed.flatMap(({ id, share, invoice }): IssuedInvoice[] =>
    invoice
      ? [
          {
            order_id: id,
            seller_id: share.seller.id,
            number: invoice.number,
            financial_year: invoice.financialYear,
            issued_at: invoice.issuedAt,
            document: invoice,
          },
        ]
      : [],
  );
  if (invoices.length > 0 || key !== null) {
    await runPrepared(tx, finishCheckout, {
      invoices: JSON.stringify(invoices),
      statusCode: outcome.statusCode,
      response: JSON.stringify(outcome.body),
      cartHash: cartHash(lines),
      userId,
      key,
    });
  }
  return outcome;
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

import { and, eq, inArray, sql } from 'drizzle-orm';
import { indiaDateOf, RFQ_MESSAGES } from '@nirmaan/core/pure';
import type { z } from 'zod';
import { listingLineColumns, listingLineJoins, type CartRow } from '../checkout/checkoutStatements.ts';
import { placeOrders, type CheckoutOutcome, type CheckoutRequest, type OrderLines } from '../checkout/placeOrders.ts';
import type { Database } from '../db/database.ts';
import { rfqItems, rfqOfferItems, rfqOffers, rfqs, sellers } from '../db/schema.ts';
import { conflict, HttpError, notFound } from '../http/errors.ts';
import type { RfqClosedNotice } from './rfqNotices.ts';
import { shownStatus } from './rfqViews.ts';
import type { acceptBody } from './schemas.ts';

/*
 * The buyer accepts offers on an RFQ (issue 31): a whole offer, or an offer per item across sellers.
 * The accepted lines become orders through the normal checkout (checkout/placeOrders.ts: stock taken
 * or refused, Idempotency-Key, tax invoices) at the offered unit prices and delivery charges; the
 * offers accepted record their order, the others close, and so does the RFQ.
 */

type Choice = z.output<typeof acceptBody>;

/** One accepted line: an item of the RFQ from one offer. */
export interface AcceptedLine {
  rfqItemId: number;
  offerId: number;
}

interface OfferedItem {
  offerId: number;
  rfqItemId: number;
  unitPricePaise: number | null;
}

/**
 * The lines a choice accepts (pure): a whole offer's priced items, or the items named, each once,
 * from an open offer that prices it. Throws the 422 the buyer reads otherwise.
 */
export function acceptedLines(choice: Choice, itemIds: readonly number[], openOfferIds: readonly number[], offered: readonly OfferedItem[]): AcceptedLine[] {
  const priced = (line: AcceptedLine) =>
    offered.some((price) => price.offerId === line.offerId && price.rfqItemId === line.rfqItemId && price.unitPricePaise !== null);
  if (choice.offer_id !== undefined) {
    if (!openOfferIds.includes(choice.offer_id)) throw new HttpError(422, RFQ_MESSAGES.offerGone);
    return itemIds.map((rfqItemId) => ({ rfqItemId, offerId: choice.offer_id! })).filter(priced);
  }
  const lines = choice.items!.map((item) => ({ rfqItemId: item.rfq_item_id, offerId: item.offer_id }));
  if (lines.some((line) => !openOfferIds.includes(line.offerId))) throw new HttpError(422, RFQ_MESSAGES.offerGone);
  const distinct = new Set(lines.map((line) => line.rfqItemId)).size === lines.length;
  if (!distinct || lines.some((line) => !itemIds.includes(line.rfqItemId) || !priced(line))) throw new HttpError(422, RFQ_MESSAGES.acceptItem);
  return lines;
}

/** The RFQ, the buyer's and open, locked for the acceptance; its items and its offers that can still be accepted. */
async function openRfqOf(tx: Database, rfqId: number, buyerId: number, now: Date) {
  const [rfq] = await tx
    .select()
    .from(rfqs)
    .where(and(eq(rfqs.id, rfqId), eq(rfqs.buyerId, buyerId)))
    .for('update');
  if (!rfq) throw notFound(RFQ_MESSAGES.notFound);
  if (shownStatus(rfq, now) !== 'open') throw conflict(RFQ_MESSAGES.closed);
  const items = await tx
    .select({ id: rfqItems.id, description: rfqItems.description, quantity: rfqItems.quantity })
    .from(rfqItems)
    .where(eq(rfqItems.rfqId, rfqId));
  const offers = await tx
    .select({
      id: rfqOffers.id,
      sellerId: rfqOffers.sellerId,
      sellerName: sellers.name,
      validUntil: rfqOffers.validUntil,
      deliveryPaise: rfqOffers.deliveryChargePaise,
    })
    .from(rfqOffers)
    .innerJoin(sellers, eq(sellers.id, rfqOffers.sellerId))
    .where(and(eq(rfqOffers.rfqId, rfqId), eq(rfqOffers.status, 'open')));
  const open = offers.filter((offer) => offer.validUntil >= indiaDateOf(now));
  const offered =
    open.length === 0
      ? []
      : await tx
          .select({
            offerId: rfqOfferItems.offerId,
            rfqItemId: rfqOfferItems.rfqItemId,
            unitPricePaise: rfqOfferItems.unitPricePaise,
            listingId: rfqOfferItems.listingId,
          })
          .from(rfqOfferItems)
          .where(
            inArray(
              rfqOfferItems.offerId,
              open.map((offer) => offer.id),
            ),
          );
  return { rfq, items, offers: open, offered };
}

/** The listings of the accepted lines with what checkout needs of them (as checkoutStatements' checkoutCart reads a cart). */
async function listingRows(tx: Database, listingIds: number[]): Promise<Array<Omit<CartRow, 'id' | 'quantity'>>> {
  const { rows } = await tx.execute<Omit<CartRow, 'id' | 'quantity'>>(sql`
    select ${listingLineColumns}
    from listings l
    ${listingLineJoins}
    where l.id in (${sql.join(
      listingIds.map((id) => sql`${id}`),
      sql`, `,
    )})`);
  return rows;
}

/** What the last run of an acceptance's transaction placed: its orders, and the sellers whose open offers it closed. */
interface Closing {
  orderIds: number[];
  notice: RfqClosedNotice;
}

/**
 * The accepted items as checkout's lines: each from the seller's listing the offer named, at the
 * offered price, with the offer's delivery charge per seller; once placed, the accepted offers
 * record their order, the other open offers close (`onClosed` hears whose), and the RFQ is accepted.
 */
function acceptedOrderLines(rfqId: number, buyerId: number, choice: Choice, now: Date, onClosed: (closing: Closing) => void): OrderLines {
  const agreed = { prices: new Map<number, number>(), delivery: new Map<number, number>() };
  let accepted: AcceptedLine[] = [];
  let acceptedOffers = new Map<number, number>();
  let sitePincode = '';
  return {
    source: 'rfq',
    describe: JSON.stringify({ rfq: rfqId, choice }),
    agreed,
    read: async (tx) => {
      const { rfq, items, offers, offered } = await openRfqOf(tx, rfqId, buyerId, now);
      sitePincode = rfq.sitePincode;
      accepted = acceptedLines(
        choice,
        items.map((item) => item.id),
        offers.map((offer) => offer.id),
        offered,
      );
      const lines = accepted.map((line) => {
        const item = items.find((candidate) => candidate.id === line.rfqItemId)!;
        const offer = offers.find((candidate) => candidate.id === line.offerId)!;
        const price = offered.find((candidate) => candidate.offerId === line.offerId && candidate.rfqItemId === line.rfqItemId)!;
        if (price.listingId === null) throw new HttpError(422, RFQ_MESSAGES.notListed(item.description, offer.sellerName));
        agreed.prices.set(price.listingId, price.unitPricePaise!);
        agreed.delivery.set(offer.sellerId, offer.deliveryPaise);
        return { item, offer, listingId: price.listingId };
      });
      acceptedOffers = new Map(lines.map(({ offer }) => [offer.id, offer.sellerId]));
      const listings = await listingRows(
        tx,
        lines.map((line) => line.listingId),
      );
      return lines.map(({ item, offer, listingId }) => {
        const listing = listings.find((row) => row.listing_id === listingId);
        if (!listing || listing.seller_id !== offer.sellerId) throw new HttpError(422, RFQ_MESSAGES.notListed(item.description, offer.sellerName));
        return { ...listing, id: item.id, quantity: item.quantity };
      });
    },
    placed: async (tx, orderOfSeller) => {
      for (const [offerId, sellerId] of acceptedOffers) {
        await tx
          .update(rfqOffers)
          .set({ status: 'accepted', orderId: orderOfSeller.get(sellerId) ?? null, updatedAt: now })
          .where(eq(rfqOffers.id, offerId));
        const itemIds = accepted.filter((line) => line.offerId === offerId).map((line) => line.rfqItemId);
        await tx
          .update(rfqOfferItems)
          .set({ accepted: true })
          .where(and(eq(rfqOfferItems.offerId, offerId), inArray(rfqOfferItems.rfqItemId, itemIds)));
      }
      const closed = await tx
        .update(rfqOffers)
        .set({ status: 'closed', updatedAt: now })
        .where(and(eq(rfqOffers.rfqId, rfqId), eq(rfqOffers.status, 'open')))
        .returning({ sellerId: rfqOffers.sellerId });
      await tx.update(rfqs).set({ status: 'accepted', closedAt: now }).where(eq(rfqs.id, rfqId));
      onClosed({
        orderIds: [...orderOfSeller.values()],
        notice: { sellerIds: closed.map((offer) => offer.sellerId), sitePincode, reason: 'chose-others' },
      });
    },
  };
}

/** An acceptance's answer, and whom to tell the RFQ closed: null when nothing new was placed (an Idempotency-Key replay). */
export interface Acceptance {
  outcome: CheckoutOutcome;
  closed: RfqClosedNotice | null;
}

/** Whether the answer is the one the last transaction run placed (its order ids), not a replay of an earlier acceptance's (pure). */
export function placedNow(outcome: CheckoutOutcome, closing: Closing | null): closing is Closing {
  const answered = outcome.body.order_ids ?? [];
  return closing !== null && answered.length === closing.orderIds.length && answered.every((id) => closing.orderIds.includes(id));
}

/**
 * Accepts offers on the buyer's RFQ and places the orders, one per seller, through checkout; the
 * answer is checkout's (the first order and every order's id). The RFQ's partner id goes with the
 * orders. Says which sellers' open offers this acceptance closed, so they are told once: a retry
 * with the same Idempotency-Key replays the answer and closes nothing.
 */
export async function acceptOffers(
  db: Database,
  rfqId: number,
  choice: Choice,
  request: Omit<CheckoutRequest, 'lines' | 'partnerId'>,
  now = new Date(),
): Promise<Acceptance> {
  const [rfq] = await db
    .select({ partnerId: rfqs.partnerId })
    .from(rfqs)
    .where(and(eq(rfqs.id, rfqId), eq(rfqs.buyerId, request.userId)));
  if (!rfq) throw notFound(RFQ_MESSAGES.notFound);
  // A transaction retried, or beaten by a concurrent request with the same key, may have run
  // `placed` without committing: only the run whose orders are the answer counts.
  const last: { closing: Closing | null } = { closing: null };
  const lines = acceptedOrderLines(rfqId, request.userId, choice, now, (closing) => (last.closing = closing));
  const outcome = await placeOrders(db, { ...request, partnerId: rfq.partnerId, lines });
  return { outcome, closed: placedNow(outcome, last.closing) ? last.closing.notice : null };
}

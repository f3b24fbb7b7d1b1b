import { and, desc, eq, sql } from 'drizzle-orm';
import { indiaDateOf, RFQ_MESSAGES } from '@nirmaan/core/pure';
import type { z } from 'zod';
import type { Database, Transaction } from '../db/database.ts';
import { rfqItems, rfqOfferItems, rfqOffers, rfqs, rfqSellers, users } from '../db/schema.ts';
import { conflict, HttpError, notFound } from '../http/errors.ts';
import { listingsForOffer, ownListings, suggestedListingsFor } from './offerListings.ts';
import { itemsOf, itemView, offersOf, offerView, rfqSummaryView, shownStatus } from './rfqViews.ts';
import type { offerBody, sellerRfqListResponse, sellerRfqResponse } from './schemas.ts';

/*
 * The seller's side of requests for quotation (issue 31): the RFQs sent to them and their one offer
 * on each. A seller sees only RFQs sent to them and only their own offer; the buyer's phone only when
 * the buyer shared it or accepted their offer.
 */

type OfferBody = z.output<typeof offerBody>;

/** The RFQs sent to the seller, newest first, with where their own offer stands. */
export async function listSellerRfqs(db: Database, sellerId: number, now = new Date()): Promise<z.output<typeof sellerRfqListResponse>> {
  const rows = await db
    .select({
      rfq: rfqs,
      askedAt: rfqSellers.askedAt,
      offerStatus: rfqOffers.status,
      itemCount: sql<number>`(select count(*)::int from ${rfqItems} where ${rfqItems.rfqId} = ${rfqs.id})`,
    })
    .from(rfqSellers)
    .innerJoin(rfqs, eq(rfqs.id, rfqSellers.rfqId))
    .leftJoin(rfqOffers, and(eq(rfqOffers.rfqId, rfqs.id), eq(rfqOffers.sellerId, sellerId)))
    .where(eq(rfqSellers.sellerId, sellerId))
    .orderBy(desc(rfqSellers.askedAt), desc(rfqs.id));
  return rows.map(({ rfq, askedAt, offerStatus, itemCount }) => ({
    ...rfqSummaryView(rfq, now),
    item_count: itemCount,
    offer_status: offerStatus,
    asked_at: askedAt.toISOString(),
  }));
}

/** The RFQ, when it was sent to the seller; otherwise a 404 (as if it did not exist). */
async function rfqSentTo(db: Database | Transaction, rfqId: number, sellerId: number, lock = false) {
  const query = db
    .select({ rfq: rfqs })
    .from(rfqs)
    .innerJoin(rfqSellers, and(eq(rfqSellers.rfqId, rfqs.id), eq(rfqSellers.sellerId, sellerId)))
    .where(eq(rfqs.id, rfqId));
  const [row] = lock ? await query.for('update', { of: rfqs }) : await query;
  if (!row) throw notFound(RFQ_MESSAGES.notFound);
  return row.rfq;
}

/** One RFQ sent to the seller, with the seller's own offer. */
export async function sellerRfq(db: Database, rfqId: number, sellerId: number, now = new Date()): Promise<z.output<typeof sellerRfqResponse>> {
  const rfq = await rfqSentTo(db, rfqId, sellerId);
  const items = await itemsOf(db, rfq.id);
  const [own] = await offersOf(db, rfq.id, sellerId);
  const [buyer] = await db.select({ firstName: users.firstName, lastName: users.lastName, phone: users.phone }).from(users).where(eq(users.id, rfq.buyerId));
  const phoneShown = rfq.sharePhone || own?.offer.status === 'accepted';
  return {
    ...rfqSummaryView(rfq, now),
    notes: rfq.notes,
    buyer: { name: [buyer?.firstName, buyer?.lastName].filter(Boolean).join(' ') || 'Buyer', phone: phoneShown ? (buyer?.phone ?? null) : null },
    items: items.map(itemView),
    offer: own ? offerView(items, own) : null,
    suggested_listings: await suggestedListingsFor(db, sellerId, items),
  };
}

/** The offer's prices must answer every item of the RFQ once; at least one must be priced. */
function checkOfferItems(itemIds: readonly number[], answered: OfferBody['items']): void {
  const ids = answered.map((item) => item.rfq_item_id);
  if (ids.length !== itemIds.length || new Set(ids).size !== ids.length || ids.some((id) => !itemIds.includes(id))) {
    throw new HttpError(422, RFQ_MESSAGES.offerItems);
  }
  if (answered.every((item) => item.unit_price === null)) throw new HttpError(422, RFQ_MESSAGES.offerSomething);
}

/**
 * Makes or revises the seller's offer on an RFQ sent to them: while the RFQ is open and the offer
 * neither accepted nor closed. Every item is priced or marked "cannot supply", each priced item with
 * the seller's active listing that supplies it (offerListings.ts); the delivery date is
 * from today on; the offer stays valid from today until the RFQ's last day at the latest.
 */
export async function saveOffer(db: Database, rfqId: number, sellerId: number, body: OfferBody, now = new Date()) {
  const today = indiaDateOf(now);
  if (body.delivery_date < today) throw new HttpError(422, RFQ_MESSAGES.deliveryDate);
  await db.transaction(async (tx) => {
    const rfq = await rfqSentTo(tx, rfqId, sellerId, true);
    if (shownStatus(rfq, now) !== 'open') throw conflict(RFQ_MESSAGES.closed);
    if (body.valid_until < today || body.valid_until > indiaDateOf(rfq.expiresAt)) throw new HttpError(422, RFQ_MESSAGES.validUntil);
    const items = await tx
      .select({ id: rfqItems.id, productId: rfqItems.productId, description: rfqItems.description, material: rfqItems.material })
      .from(rfqItems)
      .where(eq(rfqItems.rfqId, rfqId));
    checkOfferItems(
      items.map((item) => item.id),
      body.items,
    );
    const listingOf = listingsForOffer(items, body.items, await ownListings(tx, sellerId));
    const [existing] = await tx
      .select({ id: rfqOffers.id, status: rfqOffers.status })
      .from(rfqOffers)
      .where(and(eq(rfqOffers.rfqId, rfqId), eq(rfqOffers.sellerId, sellerId)));
    if (existing?.status === 'accepted') throw conflict(RFQ_MESSAGES.offerAccepted);
    if (existing?.status === 'closed') throw conflict(RFQ_MESSAGES.closed);
    const terms = {
      deliveryChargePaise: body.delivery_charge,
      deliveryDate: body.delivery_date,
      validUntil: body.valid_until,
      terms: body.terms,
      status: 'open' as const,
      updatedAt: now,
    };
    const [offer] = existing
      ? await tx
          .update(rfqOffers)
          .set({ ...terms, revision: sql`${rfqOffers.revision} + 1` })
          .where(eq(rfqOffers.id, existing.id))
          .returning({ id: rfqOffers.id })
      : await tx
          .insert(rfqOffers)
          .values({ rfqId, sellerId, ...terms })
          .returning({ id: rfqOffers.id });
    await tx.delete(rfqOfferItems).where(eq(rfqOfferItems.offerId, offer!.id));
    await tx.insert(rfqOfferItems).values(
      body.items.map((answer) => ({
        offerId: offer!.id,
        rfqItemId: answer.rfq_item_id,
        unitPricePaise: answer.unit_price,
        listingId: listingOf.get(answer.rfq_item_id) ?? null,
      })),
    );
  });
  return sellerRfq(db, rfqId, sellerId, now);
}

/**
 * The seller withdraws their open offer on an RFQ sent to them, while the RFQ is open: the buyer no
 * longer sees or can accept it (acceptOffers takes open offers only), and the seller may offer again
 * (saveOffer reopens it as the next revision). No offer of theirs, or one already withdrawn, is a 404.
 */
export async function withdrawOffer(db: Database, rfqId: number, sellerId: number, now = new Date()) {
  await db.transaction(async (tx) => {
    const rfq = await rfqSentTo(tx, rfqId, sellerId, true);
    const [existing] = await tx
      .select({ id: rfqOffers.id, status: rfqOffers.status })
      .from(rfqOffers)
      .where(and(eq(rfqOffers.rfqId, rfqId), eq(rfqOffers.sellerId, sellerId)));
    if (!existing || existing.status === 'withdrawn') throw notFound(RFQ_MESSAGES.noOffer);
    if (existing.status === 'accepted') throw conflict(RFQ_MESSAGES.offerAccepted);
    if (existing.status === 'closed' || shownStatus(rfq, now) !== 'open') throw conflict(RFQ_MESSAGES.closed);
    await tx.update(rfqOffers).set({ status: 'withdrawn', updatedAt: now }).where(eq(rfqOffers.id, existing.id));
  });
  return sellerRfq(db, rfqId, sellerId, now);
}

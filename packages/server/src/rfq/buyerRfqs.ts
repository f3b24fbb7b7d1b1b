import { and, count, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import { indiaDateOf, MAX_OPEN_RFQS, RFQ_MESSAGES } from '@nirmaan/core/pure';
import type { z } from 'zod';
import type { Database, Transaction } from '../db/database.ts';
import { products, rfqItems, rfqOffers, rfqs, rfqSellers, users } from '../db/schema.ts';
import { conflict, HttpError, notFound } from '../http/errors.ts';
import type { RfqClosedNotice, RfqNotice } from './rfqNotices.ts';
import { sellersServing, sellersWhoCanSupply } from './rfqRouting.ts';
import { comparedOffersView, itemsOf, itemView, offersOf, rfqSummaryView } from './rfqViews.ts';
import type { buyerRfqListResponse, buyerRfqResponse, createdRfqResponse, rfqBody } from './schemas.ts';

/*
 * The buyer's side of requests for quotation (issue 31): ask, list, compare, cancel. The admin reads
 * any RFQ through the same comparison.
 */

type RfqBody = z.output<typeof rfqBody>;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Open RFQs of the buyer, counted under a lock on the buyer's row so two requests at once cannot both pass the cap. */
async function openRfqCount(tx: Transaction, buyerId: number, now: Date): Promise<number> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, buyerId)).for('update');
  const [row] = await tx
    .select({ n: count() })
    .from(rfqs)
    .where(and(eq(rfqs.buyerId, buyerId), eq(rfqs.status, 'open'), gt(rfqs.expiresAt, now)));
  return row?.n ?? 0;
}

/** The items as stored: a product's name and unit as they are now, or the buyer's words. Unknown products are a 422. */
async function itemRows(tx: Transaction, rfqId: number, items: RfqBody['items']) {
  const productIds = [...new Set(items.flatMap((item) => (item.product_id == null ? [] : [item.product_id])))];
  const known =
    productIds.length === 0
      ? []
      : await tx
          .select({ id: products.id, name: products.name, unit: products.unit })
          .from(products)
          .where(and(inArray(products.id, productIds), eq(products.isActive, true)));
  if (known.length !== productIds.length) throw new HttpError(422, RFQ_MESSAGES.unknownProduct);
  return items.map((item, position) => {
    const product = known.find((candidate) => candidate.id === item.product_id);
    return {
      rfqId,
      position,
      productId: product?.id ?? null,
      description: product ? (item.description ?? product.name) : item.description!,
      material: product ? null : (item.material ?? null),
      quantity: item.quantity,
      unit: product ? product.unit : item.unit!,
    };
  });
}

/**
 * Stores the buyer's RFQ and sends it to the sellers who serve the site and can supply an item;
 * answers how many were asked and the sentence the buyer reads, and what to text the sellers. Refused (422) for a pincode nobody
 * serves, a date in the past, an unknown product; 409 past the cap on open RFQs.
 */
export async function createRfq(
  db: Database,
  buyerId: number,
  body: RfqBody,
  now = new Date(),
): Promise<{ answer: z.output<typeof createdRfqResponse>; notice: RfqNotice }> {
  if (body.needed_by && body.needed_by < indiaDateOf(now)) throw new HttpError(422, RFQ_MESSAGES.neededBy);
  const serving = await sellersServing(db, body.site_pincode);
  const created = await db.transaction(async (tx) => {
    if ((await openRfqCount(tx, buyerId, now)) >= MAX_OPEN_RFQS) throw conflict(RFQ_MESSAGES.tooManyOpen);
    const [rfq] = await tx
      .insert(rfqs)
      .values({
        buyerId,
        sitePincode: body.site_pincode,
        siteLocation: body.site_location,
        neededBy: body.needed_by ?? null,
        notes: body.notes,
        sharePhone: body.share_phone,
        source: body.source,
        partnerId: body.partner_id,
        expiresAt: new Date(now.getTime() + body.valid_days * DAY_MS),
      })
      .returning({ id: rfqs.id, expiresAt: rfqs.expiresAt });
    const items = await itemRows(tx, rfq!.id, body.items);
    await tx.insert(rfqItems).values(items);
    const asked = await sellersWhoCanSupply(tx, serving, {
      productIds: items.flatMap((item) => (item.productId === null ? [] : [item.productId])),
      materials: items.flatMap((item) => (item.material === null ? [] : [item.material])),
    });
    if (asked.length > 0) await tx.insert(rfqSellers).values(asked.map((sellerId) => ({ rfqId: rfq!.id, sellerId })));
    return { id: rfq!.id, sellers: asked, itemCount: items.length, expiresAt: rfq!.expiresAt };
  });
  return {
    answer: { id: created.id, sellers_asked: created.sellers.length, message: RFQ_MESSAGES.sent(created.sellers.length) },
    notice: { sellerIds: created.sellers, itemCount: created.itemCount, sitePincode: body.site_pincode, expiresAt: created.expiresAt },
  };
}

/** How many sellers each RFQ went to, and how many offers (not withdrawn) it has. */
async function askedAndOffered(db: Database, rfqIds: number[]) {
  if (rfqIds.length === 0) return { asked: new Map<number, number>(), offered: new Map<number, number>() };
  const asked = await db.select({ rfqId: rfqSellers.rfqId, n: count() }).from(rfqSellers).where(inArray(rfqSellers.rfqId, rfqIds)).groupBy(rfqSellers.rfqId);
  const offered = await db
    .select({ rfqId: rfqOffers.rfqId, n: count() })
    .from(rfqOffers)
    .where(and(inArray(rfqOffers.rfqId, rfqIds), sql`${rfqOffers.status} <> 'withdrawn'`))
    .groupBy(rfqOffers.rfqId);
  return { asked: new Map(asked.map((row) => [row.rfqId, row.n])), offered: new Map(offered.map((row) => [row.rfqId, row.n])) };
}

/** The most RFQs one list answers (the admin's list pages through the rest). */
export const RFQ_LIST_LIMIT = 100;

/** The buyer's RFQs (or, for the admin, `buyerId` null, everyone's), newest first. */
export async function listRfqs(db: Database, buyerId: number | null, offset = 0, now = new Date()): Promise<z.output<typeof buyerRfqListResponse>> {
  const rows = await db
    .select({ rfq: rfqs, itemCount: sql<number>`(select count(*)::int from ${rfqItems} where ${rfqItems.rfqId} = ${rfqs.id})` })
    .from(rfqs)
    .where(buyerId === null ? undefined : eq(rfqs.buyerId, buyerId))
    .orderBy(desc(rfqs.createdAt), desc(rfqs.id))
    .limit(RFQ_LIST_LIMIT)
    .offset(offset);
  const { asked, offered } = await askedAndOffered(
    db,
    rows.map((row) => row.rfq.id),
  );
  return rows.map(({ rfq, itemCount }) => ({
    ...rfqSummaryView(rfq, now),
    item_count: itemCount,
    sellers_asked: asked.get(rfq.id) ?? 0,
    offer_count: offered.get(rfq.id) ?? 0,
  }));
}

/**
 * One RFQ with its offers side by side: the buyer's own (another buyer's is a 404, as if it did not
 * exist), or any for the admin (`buyerId` null). Withdrawn offers are left out.
 */
export async function rfqWithOffers(db: Database, rfqId: number, buyerId: number | null, now = new Date()): Promise<z.output<typeof buyerRfqResponse>> {
  const [rfq] = await db
    .select()
    .from(rfqs)
    .where(and(eq(rfqs.id, rfqId), buyerId === null ? undefined : eq(rfqs.buyerId, buyerId)));
  if (!rfq) throw notFound(RFQ_MESSAGES.notFound);
  const items = await itemsOf(db, rfq.id);
  const offers = (await offersOf(db, rfq.id)).filter(({ offer }) => offer.status !== 'withdrawn');
  const { asked } = await askedAndOffered(db, [rfq.id]);
  return {
    ...rfqSummaryView(rfq, now),
    notes: rfq.notes,
    share_phone: rfq.sharePhone,
    source: rfq.source,
    partner_id: rfq.partnerId,
    sellers_asked: asked.get(rfq.id) ?? 0,
    items: items.map(itemView),
    ...comparedOffersView(items, offers),
  };
}

/**
 * The buyer closes an open RFQ: sellers can no longer offer, and its open offers close with it.
 * Answers whom to tell it closed (the sellers of those offers).
 */
export async function cancelRfq(db: Database, rfqId: number, buyerId: number, now = new Date()): Promise<RfqClosedNotice> {
  return db.transaction(async (tx) => {
    const [rfq] = await tx
      .select({ status: rfqs.status, expiresAt: rfqs.expiresAt, sitePincode: rfqs.sitePincode })
      .from(rfqs)
      .where(and(eq(rfqs.id, rfqId), eq(rfqs.buyerId, buyerId)))
      .for('update');
    if (!rfq) throw notFound(RFQ_MESSAGES.notFound);
    if (rfq.status !== 'open' || rfq.expiresAt.getTime() <= now.getTime()) throw conflict(RFQ_MESSAGES.closed);
    await tx.update(rfqs).set({ status: 'cancelled', closedAt: now }).where(eq(rfqs.id, rfqId));
    const closed = await tx
      .update(rfqOffers)
      .set({ status: 'closed', updatedAt: now })
      .where(and(eq(rfqOffers.rfqId, rfqId), eq(rfqOffers.status, 'open')))
      .returning({ sellerId: rfqOffers.sellerId });
    return { sellerIds: closed.map((offer) => offer.sellerId), sitePincode: rfq.sitePincode, reason: 'cancelled' as const };
  });
}

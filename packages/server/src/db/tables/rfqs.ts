import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, primaryKey, text, unique } from 'drizzle-orm/pg-core';
import { OFFER_STATUSES, type OfferStatus, RFQ_SOURCES, RFQ_STATUSES, type RfqSource, type RfqStatus } from '@nirmaan/core/pure';
import { sellers, users } from './accounts.ts';
import { listings, products } from './catalogue.ts';
import { createdAt, id, isOneOf, partnerIndex, timestamptz, updatedAt } from './columns.ts';
import { orders } from './orders.ts';

/*
 * Requests for quotation (issue 31): a buyer's list of items for a site, the sellers it was sent to,
 * and each seller's one offer with a price (or "cannot supply") per item. Money in paise.
 */

/** A buyer's request for quotation: where the goods go, by when, and until when offers are taken. */
export const rfqs = pgTable(
  'rfqs',
  {
    id: id(),
    buyerId: integer('buyer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sitePincode: text('site_pincode').notNull(),
    /** The site as the buyer describes it (locality, landmark). */
    siteLocation: text('site_location'),
    neededBy: date('needed_by'),
    notes: text('notes'),
    /** Whether the sellers asked may see the buyer's phone before an acceptance. */
    sharePhone: boolean('share_phone').notNull().default(false),
    source: text('source').$type<RfqSource>().notNull().default('form'),
    partnerId: text('partner_id'),
    status: text('status').$type<RfqStatus>().notNull().default('open'),
    /** Offers are taken until then; past it an open RFQ counts as expired. */
    expiresAt: timestamptz('expires_at').notNull(),
    closedAt: timestamptz('closed_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('rfqs_buyer_idx').on(t.buyerId, t.createdAt.desc()),
    partnerIndex('rfqs_partner_idx', t.partnerId),
    check('rfqs_status_check', isOneOf(t.status, RFQ_STATUSES)),
    check('rfqs_source_check', isOneOf(t.source, RFQ_SOURCES)),
    check('rfqs_site_pincode_digits', sql`${t.sitePincode} ~ '^[0-9]{6}$'`),
  ],
);

/** An item asked for: a catalogue product, or a material described in words; a whole quantity in a unit. */
export const rfqItems = pgTable(
  'rfq_items',
  {
    id: id(),
    rfqId: integer('rfq_id')
      .notNull()
      .references(() => rfqs.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    /** The product's name when it was asked, or the buyer's description. */
    description: text('description').notNull(),
    /** One of the quote form's materials, for an item described in words (routes it to that material's sellers). */
    material: text('material'),
    quantity: integer('quantity').notNull(),
    unit: text('unit').notNull(),
  },
  (t) => [
    unique('rfq_items_position_key').on(t.rfqId, t.position),
    index('rfq_items_product_idx').on(t.productId),
    check('rfq_items_quantity_positive', sql`${t.quantity} > 0`),
  ],
);

/** The sellers an RFQ was sent to: they, and only they, may see it and offer. */
export const rfqSellers = pgTable(
  'rfq_sellers',
  {
    rfqId: integer('rfq_id')
      .notNull()
      .references(() => rfqs.id, { onDelete: 'cascade' }),
    sellerId: integer('seller_id')
      .notNull()
      .references(() => sellers.id, { onDelete: 'cascade' }),
    askedAt: timestamptz('asked_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'rfq_sellers_pkey', columns: [t.rfqId, t.sellerId] }), index('rfq_sellers_seller_idx').on(t.sellerId)],
);

/** A seller's offer on an RFQ (one per seller, revised in place while it is open). */
export const rfqOffers = pgTable(
  'rfq_offers',
  {
    id: id(),
    rfqId: integer('rfq_id')
      .notNull()
      .references(() => rfqs.id, { onDelete: 'cascade' }),
    sellerId: integer('seller_id')
      .notNull()
      .references(() => sellers.id, { onDelete: 'cascade' }),
    deliveryChargePaise: integer('delivery_charge_paise').notNull(),
    deliveryDate: date('delivery_date').notNull(),
    validUntil: date('valid_until').notNull(),
    terms: text('terms'),
    status: text('status').$type<OfferStatus>().notNull().default('open'),
    /** 1 for the first offer, one more for each revision. */
    revision: integer('revision').notNull().default(1),
    /** The order placed when the buyer accepted this offer, or some of its items. */
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('rfq_offers_rfq_seller_key').on(t.rfqId, t.sellerId),
    index('rfq_offers_seller_idx').on(t.sellerId, t.updatedAt.desc()),
    check('rfq_offers_status_check', isOneOf(t.status, OFFER_STATUSES)),
    check('rfq_offers_delivery_charge_nonnegative', sql`${t.deliveryChargePaise} >= 0`),
  ],
);

/** An offer's answer for one item: a unit price, or null when the seller cannot supply it. */
export const rfqOfferItems = pgTable(
  'rfq_offer_items',
  {
    offerId: integer('offer_id')
      .notNull()
      .references(() => rfqOffers.id, { onDelete: 'cascade' }),
    rfqItemId: integer('rfq_item_id')
      .notNull()
      .references(() => rfqItems.id, { onDelete: 'cascade' }),
    unitPricePaise: integer('unit_price_paise'),
    /** The seller's listing of the item's product, when it has one (an accepted line orders from it). */
    listingId: integer('listing_id').references(() => listings.id, { onDelete: 'set null' }),
    /** Whether the buyer accepted this item from this offer. */
    accepted: boolean('accepted').notNull().default(false),
  },
  (t) => [
    primaryKey({ name: 'rfq_offer_items_pkey', columns: [t.offerId, t.rfqItemId] }),
    index('rfq_offer_items_item_idx').on(t.rfqItemId),
    check('rfq_offer_items_price_positive', sql`${t.unitPricePaise} > 0`),
  ],
);

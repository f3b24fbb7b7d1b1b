import { z } from 'zod';
import {
  isCalendarDate,
  MAX_OFFER_RUPEES,
  MAX_RFQ_ITEMS,
  MAX_RFQ_QUANTITY,
  OFFER_STATUSES,
  PINCODE_MESSAGES,
  QUOTE_MATERIALS,
  RFQ_MAX_VALID_DAYS,
  RFQ_MESSAGES,
  RFQ_SOURCES,
  RFQ_STATUSES,
  RFQ_UNITS,
  RFQ_VALID_DAYS,
  type AcceptChoice,
  type BuyerRfq,
  type BuyerRfqListItem,
  type OfferRequest,
  type RfqCreated,
  type RfqRequest,
  type SellerRfq,
  type SellerRfqListItem,
} from '@nirmaan/core/pure';
import { INT4_MAX } from '../shared/limits.ts';
import { isWholePaise, toPaise } from '../shared/money.ts';
import { partnerIdField } from '../shared/schemas.ts';

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `At most ${max} characters`)
    .nullish()
    .transform((value) => (value ? value : null));

/** A YYYY-MM-DD calendar date (whether it is late enough is the route's check: it needs today's date in India). */
const calendarDate = (message: string) => z.string({ error: message }).refine(isCalendarDate, message);

const rupees = (message: string, min: 'positive' | 'zero') =>
  z
    .number({ error: message })
    .refine((value) => (min === 'positive' ? value > 0 : value >= 0) && value <= MAX_OFFER_RUPEES && isWholePaise(value), message)
    .transform(toPaise);

/** An item: a catalogue product (its unit is the product's), or a material described in words with a unit. */
export const rfqItemBody = z
  .object({
    product_id: z.number({ error: RFQ_MESSAGES.itemNamed }).int().min(1).max(INT4_MAX).nullish(),
    description: optionalText(200),
    material: z.enum(QUOTE_MATERIALS, { error: RFQ_MESSAGES.itemNamed }).nullish(),
    quantity: z.number({ error: RFQ_MESSAGES.quantity }).int(RFQ_MESSAGES.quantity).min(1, RFQ_MESSAGES.quantity).max(MAX_RFQ_QUANTITY, RFQ_MESSAGES.quantity),
    unit: z.enum(RFQ_UNITS, { error: RFQ_MESSAGES.unit }).nullish(),
  })
  .refine((item) => item.product_id != null || item.description !== null, { message: RFQ_MESSAGES.itemNamed, path: ['description'] })
  .refine((item) => item.product_id != null || item.unit != null, { message: RFQ_MESSAGES.unit, path: ['unit'] });

/** POST /rfqs: what the buyer asks for, where, and by when. */
export const rfqBody = z.object({
  items: z
    .array(rfqItemBody, { error: RFQ_MESSAGES.items })
    .min(1, RFQ_MESSAGES.items)
    .max(MAX_RFQ_ITEMS, RFQ_MESSAGES.tooManyItems)
    .refine((items) => {
      const products = items.flatMap((item) => (item.product_id == null ? [] : [item.product_id]));
      return new Set(products).size === products.length;
    }, RFQ_MESSAGES.sameProductTwice),
  site_pincode: z
    .string({ error: RFQ_MESSAGES.pincode })
    .trim()
    .regex(/^\d{6}$/, PINCODE_MESSAGES.invalid),
  site_location: optionalText(200),
  needed_by: calendarDate(RFQ_MESSAGES.neededBy).nullish(),
  valid_days: z
    .number({ error: RFQ_MESSAGES.validDays })
    .int(RFQ_MESSAGES.validDays)
    .min(1, RFQ_MESSAGES.validDays)
    .max(RFQ_MAX_VALID_DAYS, RFQ_MESSAGES.validDays)
    .default(RFQ_VALID_DAYS),
  notes: optionalText(2000),
  share_phone: z.boolean().default(false),
  source: z.enum(RFQ_SOURCES).default('form'),
  partner_id: partnerIdField,
});

/** PUT /sellers/me/rfqs/:id/offer: a price (rupees) or null ("cannot supply") for every item, and the offer's terms. */
export const offerBody = z.object({
  items: z
    .array(
      z.object({
        rfq_item_id: z.number().int().min(1).max(INT4_MAX),
        unit_price: rupees(RFQ_MESSAGES.unitPrice, 'positive').nullable(),
        /** The seller's listing that supplies the item; left out, their listing of the item's product. */
        listing_id: z.number({ error: RFQ_MESSAGES.notYourListing }).int().min(1).max(INT4_MAX).nullish(),
      }),
      { error: RFQ_MESSAGES.offerItems },
    )
    .min(1, RFQ_MESSAGES.offerItems)
    .max(MAX_RFQ_ITEMS, RFQ_MESSAGES.offerItems),
  delivery_charge: rupees(RFQ_MESSAGES.deliveryCharge, 'zero'),
  delivery_date: calendarDate(RFQ_MESSAGES.deliveryDate),
  valid_until: calendarDate(RFQ_MESSAGES.validUntil),
  terms: optionalText(1000),
});

const itemResponse = z.object({
  id: z.number(),
  product_id: z.number().nullable(),
  description: z.string(),
  material: z.string().nullable(),
  quantity: z.number(),
  unit: z.string(),
});

const offerResponse = z.object({
  id: z.number(),
  seller: z.object({ id: z.number(), business_name: z.string() }),
  status: z.enum(OFFER_STATUSES),
  revision: z.number(),
  delivery_charge: z.number(),
  delivery_date: z.string(),
  valid_until: z.string(),
  terms: z.string().nullable(),
  updated_at: z.string(),
  /** The order placed when the buyer accepted this offer (or some of its items), else null. */
  order_id: z.number().nullable(),
  /** Per item: the unit price in rupees, or null when the seller cannot supply it, and whether the buyer accepted it. */
  items: z.array(
    z.object({
      rfq_item_id: z.number(),
      unit_price: z.number().nullable(),
      accepted: z.boolean(),
      /** The seller's listing that supplies the item, and its product's name (what is offered); null when not priced. */
      listing_id: z.number().nullable(),
      product_name: z.string().nullable(),
    }),
  ),
  /** Goods plus delivery (rupees), the items it leaves out, and each priced item's landed cost. */
  landed_total: z.number(),
  missing_item_ids: z.array(z.number()),
  landed_by_item: z.record(z.string(), z.number()),
});

const rfqSummary = {
  id: z.number(),
  status: z.enum(RFQ_STATUSES),
  site_pincode: z.string(),
  site_location: z.string().nullable(),
  needed_by: z.string().nullable(),
  expires_at: z.string(),
  created_at: z.string(),
};

/** A buyer's RFQ in their list. */
export const buyerRfqListResponse = z.array(z.object({ ...rfqSummary, item_count: z.number(), sellers_asked: z.number(), offer_count: z.number() }));

/** A buyer's RFQ with the offers side by side (and the admin's view of any RFQ). */
export const buyerRfqResponse = z.object({
  ...rfqSummary,
  notes: z.string().nullable(),
  share_phone: z.boolean(),
  source: z.enum(RFQ_SOURCES),
  partner_id: z.string().nullable(),
  sellers_asked: z.number(),
  items: z.array(itemResponse),
  offers: z.array(offerResponse),
  /** Per item id, the offer with the lowest landed cost for it, or null when nobody priced it. */
  best_offer_by_item: z.record(z.string(), z.number().nullable()),
});

/** Answer to POST /rfqs: the new RFQ, how many sellers were asked, and the sentence the buyer reads. */
export const createdRfqResponse = z
  .object({ id: z.number(), sellers_asked: z.number(), message: z.string() })
  .meta({ examples: [{ id: 318, sellers_asked: 4, message: RFQ_MESSAGES.sent(4) }] });

/** An RFQ as a seller it was sent to sees it: the buyer's phone only when shared or once an offer of theirs is accepted. */
export const sellerRfqResponse = z.object({
  ...rfqSummary,
  notes: z.string().nullable(),
  buyer: z.object({ name: z.string(), phone: z.string().nullable() }),
  items: z.array(itemResponse),
  /** The seller's own offer, or null before they made one. */
  offer: offerResponse.omit({ landed_total: true, missing_item_ids: true, landed_by_item: true }).nullable(),
  /** Per item id, the seller's active listing that would supply it, or null when none fits. */
  suggested_listings: z.record(z.string(), z.number().nullable()),
});

export const sellerRfqListResponse = z.array(
  z.object({ ...rfqSummary, item_count: z.number(), offer_status: z.enum(OFFER_STATUSES).nullable(), asked_at: z.string() }),
);

/** POST /rfqs/:id/accept: a whole offer (the items it prices), or an offer per item. */
export const acceptBody = z
  .object({
    offer_id: z.number({ error: RFQ_MESSAGES.acceptChoice }).int().min(1).max(INT4_MAX).optional(),
    items: z
      .array(z.object({ rfq_item_id: z.number().int().min(1).max(INT4_MAX), offer_id: z.number().int().min(1).max(INT4_MAX) }), {
        error: RFQ_MESSAGES.acceptChoice,
      })
      .min(1, RFQ_MESSAGES.acceptChoice)
      .max(MAX_RFQ_ITEMS, RFQ_MESSAGES.acceptItem)
      .optional(),
  })
  .refine((body) => (body.offer_id === undefined) !== (body.items === undefined), RFQ_MESSAGES.acceptChoice);

// ---- the schemas answer exactly the client's types (core rfq/rfqTypes.ts) -------------------------

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Assert<T extends true> = T;
export type _RfqBodyAcceptsCore = Assert<[RfqRequest] extends [z.input<typeof rfqBody>] ? true : false>;
export type _OfferBodyAcceptsCore = Assert<[OfferRequest] extends [z.input<typeof offerBody>] ? true : false>;
export type _AcceptBodyAcceptsCore = Assert<[AcceptChoice] extends [z.input<typeof acceptBody>] ? true : false>;
export type _CreatedMatchesCore = Assert<Same<z.output<typeof createdRfqResponse>, RfqCreated>>;
export type _BuyerListMatchesCore = Assert<Same<z.output<typeof buyerRfqListResponse>, BuyerRfqListItem[]>>;
export type _BuyerRfqMatchesCore = Assert<Same<z.output<typeof buyerRfqResponse>, BuyerRfq>>;
export type _SellerListMatchesCore = Assert<Same<z.output<typeof sellerRfqListResponse>, SellerRfqListItem[]>>;
export type _SellerRfqMatchesCore = Assert<Same<z.output<typeof sellerRfqResponse>, SellerRfq>>;

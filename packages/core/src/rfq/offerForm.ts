import { formatPrice } from '../format/format.ts';
import { MAX_OFFER_RUPEES, RFQ_MESSAGES, indiaDateOf } from '../rules/rfq.ts';
import type { FieldErrors } from '../rules/types.ts';
import type { SellerListing } from '../seller/sellerTypes.ts';
import type { OfferRequest, SellerRfq } from './rfqTypes.ts';

/*
 * The seller's offer form on an RFQ (issue 31), as typed: a unit price per item (left blank for an
 * item the seller cannot supply) and the seller's listing that supplies it, the delivery charge, the delivery date, until when the offer
 * stands, and terms. The same rules as the server's (rfq/schemas.ts), so the seller reads a message
 * by the box before anything is sent.
 */

/** Box names: `price-<item id>` and `listing-<item id>` (a listing id, '' for none) per item, then the offer's terms. */
export type OfferForm = Record<string, string>;

/** The name of an item's price box. */
export const priceBox = (itemId: number): string => `price-${itemId}`;

/** The name of an item's "Supplied as" choice: which of the seller's listings supplies it. */
export const listingBox = (itemId: number): string => `listing-${itemId}`;

/** A choice of listing for an offer item. */
export interface ListingOption {
  value: string;
  label: string;
}

/**
 * The seller's listings that can supply an offered item (active, of a product still in the
 * catalogue), as the "Supplied as" choices: the product's name and the listing's price per unit.
 */
export function offerListingOptions(listings: readonly SellerListing[]): ListingOption[] {
  return listings
    .filter((listing) => listing.is_active && listing.product.is_active)
    .map((listing) => ({ value: String(listing.id), label: `${listing.product.name} (${formatPrice(listing.price)}/${listing.product.unit})` }));
}

/** Rupees typed ('1,250.50', '420'), or null when the text is not an amount of at most two decimals within range. */
export function parseRupees(text: string): number | null {
  const cleaned = text.trim().replace(/^₹\s*/, '').replaceAll(',', '');
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return null;
  const rupees = Number(cleaned);
  return rupees <= MAX_OFFER_RUPEES ? rupees : null;
}

/**
 * The form for the seller's offer: their current offer's values, else blank prices and today's
 * dates; each item's listing is the one the offer names, else the one the server suggests.
 */
export function offerFormFor(rfq: SellerRfq, now: Date): OfferForm {
  const today = indiaDateOf(now);
  const offer = rfq.offer;
  const form: OfferForm = {
    delivery_charge: offer ? String(offer.delivery_charge) : '0',
    delivery_date: offer?.delivery_date ?? (rfq.needed_by && rfq.needed_by >= today ? rfq.needed_by : today),
    valid_until: offer?.valid_until ?? indiaDateOf(new Date(rfq.expires_at)),
    terms: offer?.terms ?? '',
  };
  for (const item of rfq.items) {
    const answer = offer?.items.find((candidate) => candidate.rfq_item_id === item.id);
    const price = answer?.unit_price;
    form[priceBox(item.id)] = price === null || price === undefined ? '' : String(price);
    const listing = answer?.listing_id ?? rfq.suggested_listings[String(item.id)] ?? null;
    form[listingBox(item.id)] = listing === null ? '' : String(listing);
  }
  return form;
}

/**
 * A message per box that needs attention (empty: the form can be sent). `listingIds`, once the
 * seller's listings are loaded: the choices offered, so a listing paused since the offer was made
 * is named before the server refuses it.
 */
export function validateOfferForm(form: OfferForm, rfq: SellerRfq, now: Date, listingIds?: readonly string[]): FieldErrors<string> {
  const today = indiaDateOf(now);
  const errors: FieldErrors<string> = {};
  const boxes = rfq.items.map((item) => priceBox(item.id));
  const chosen = new Set<string>();
  for (const item of rfq.items) {
    const text = form[priceBox(item.id)]?.trim() ?? '';
    if (text === '') continue;
    if (!(parseRupees(text)! > 0)) {
      errors[priceBox(item.id)] = RFQ_MESSAGES.unitPrice;
      continue;
    }
    const listing = form[listingBox(item.id)] ?? '';
    if (listing === '') errors[listingBox(item.id)] = RFQ_MESSAGES.listingNeeded(item.description);
    else if (listingIds && !listingIds.includes(listing)) errors[listingBox(item.id)] = RFQ_MESSAGES.notYourListing;
    else if (chosen.has(listing)) errors[listingBox(item.id)] = RFQ_MESSAGES.listingTwice;
    chosen.add(listing);
  }
  if (boxes.every((box) => (form[box]?.trim() ?? '') === '')) errors[boxes[0] ?? 'delivery_charge'] = RFQ_MESSAGES.offerSomething;
  if (parseRupees(form.delivery_charge ?? '') === null) errors.delivery_charge = RFQ_MESSAGES.deliveryCharge;
  const deliveryDate = form.delivery_date ?? '';
  if (!/^\d{4}-\d{2}-\d{2}$/.test(deliveryDate) || deliveryDate < today) errors.delivery_date = RFQ_MESSAGES.deliveryDate;
  const validUntil = form.valid_until ?? '';
  if (!/^\d{4}-\d{2}-\d{2}$/.test(validUntil) || validUntil < today || validUntil > indiaDateOf(new Date(rfq.expires_at)))
    errors.valid_until = RFQ_MESSAGES.validUntil;
  return errors;
}

/** The offer as the API takes it, from a form that passed validateOfferForm. */
export function offerRequestOf(form: OfferForm, rfq: SellerRfq): OfferRequest {
  return {
    items: rfq.items.map((item) => {
      const text = form[priceBox(item.id)]?.trim() ?? '';
      const listing = form[listingBox(item.id)] ?? '';
      return text === ''
        ? { rfq_item_id: item.id, unit_price: null, listing_id: null }
        : { rfq_item_id: item.id, unit_price: parseRupees(text), listing_id: listing === '' ? null : Number(listing) };
    }),
    delivery_charge: parseRupees(form.delivery_charge ?? '') ?? 0,
    delivery_date: form.delivery_date ?? '',
    valid_until: form.valid_until ?? '',
    terms: form.terms?.trim() || null,
  };
}

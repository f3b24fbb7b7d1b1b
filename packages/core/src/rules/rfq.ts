/*
 * Requests for quotation (issue 31): a buyer asks the sellers who serve a site to price a list of
 * items; each seller answers with one offer (a price per item or "cannot supply", a delivery charge,
 * a delivery date, a validity); the buyer compares the offers by landed total and accepts a whole
 * offer or items across sellers. The widgets and the server share these rules and texts.
 */

import { QUOTE_UNITS } from '../quotes/quoteRules.ts';

/**
 * The units an item described in words may be asked in: the quote form's, and kilograms and litres
 * (the calculators give steel in kg and paint in litres); 'Other' stays last.
 */
export const RFQ_UNITS = [...QUOTE_UNITS.filter((unit) => unit !== 'Other'), 'Kilograms (Kg)', 'Litres (Ltr)', 'Other'] as const;
export type RfqUnit = (typeof RFQ_UNITS)[number];

/** Days an RFQ stays open for offers unless the buyer says otherwise. */
export const RFQ_VALID_DAYS = 7;
/** The most days ahead a buyer may keep an RFQ open. */
export const RFQ_MAX_VALID_DAYS = 30;
/** Open RFQs one buyer may have at once (counted before one is added). */
export const MAX_OPEN_RFQS = 5;
/** Items one RFQ may hold (a whole BOQ fits). */
export const MAX_RFQ_ITEMS = 40;
/** The largest quantity of one item. */
export const MAX_RFQ_QUANTITY = 1_000_000;
/** The highest unit price or delivery charge an offer may name, in rupees (whole paise in a 32-bit column). */
export const MAX_OFFER_RUPEES = 21_474_836;

export const RFQ_STATUSES = ['open', 'accepted', 'expired', 'cancelled'] as const;
export type RfqStatus = (typeof RFQ_STATUSES)[number];

export const RFQ_SOURCES = ['form', 'quote', 'chatbot', 'boq', 'calculator', 'cart'] as const;
export type RfqSource = (typeof RFQ_SOURCES)[number];

/** An offer is open until the buyer accepts some of it, the seller withdraws it, or the RFQ closes for it. */
export const OFFER_STATUSES = ['open', 'accepted', 'withdrawn', 'closed'] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];

export const RFQ_MESSAGES = {
  items: 'Add at least one item',
  tooManyItems: `An RFQ holds at most ${MAX_RFQ_ITEMS} items`,
  itemNamed: 'Name each item: a material from the catalogue or a description',
  quantity: `Enter a quantity from 1 to ${MAX_RFQ_QUANTITY.toLocaleString('en-IN')}, in whole units`,
  unit: 'Choose a unit',
  neededBy: 'Choose a date from today on',
  validDays: `An RFQ stays open from 1 to ${RFQ_MAX_VALID_DAYS} days`,
  pincode: 'Enter the site’s 6-digit pincode',
  notServed: 'We do not deliver to that pincode yet, so no supplier can be asked',
  tooManyOpen: `You can have up to ${MAX_OPEN_RFQS} open requests for quotation. Close one to ask again.`,
  unknownProduct: 'One of the materials is no longer in the catalogue',
  notFound: 'Request for quotation not found',
  closed: 'This request for quotation is closed: offers can no longer be made or changed',
  offerAccepted: 'Your offer was accepted: it can no longer be changed',
  noOffer: 'You have no open offer on this request to withdraw',
  offerItems: 'Price every item of the request, or mark it as one you cannot supply',
  offerSomething: 'Price at least one item',
  sameProductTwice: 'Each material once: add the quantities together',
  acceptChoice: 'Accept a whole offer, or choose an offer for each item you want',
  acceptItem: 'Choose items of this request, each once, from offers that price them',
  offerGone: 'That offer is no longer open: its seller withdrew it or it is past its validity',
  notListed: (item: string, seller: string) =>
    `${item} cannot be ordered from ${seller} here: they do not list it (any more). Choose another offer for it, or call them.`,
  notYourListing: 'Choose one of your active listings for each item you price',
  listingNeeded: (item: string) => `Choose which of your listings supplies ${item}, or leave its price blank if you cannot supply it`,
  listingTwice: 'Each of your listings can supply one item of the request: choose another listing, or leave one of the items blank',
  unitPrice: 'Enter a price in rupees, greater than 0, with at most 2 decimals',
  deliveryCharge: 'Enter a delivery charge in rupees, 0 or more, with at most 2 decimals',
  deliveryDate: 'Choose a delivery date from today on',
  validUntil: 'An offer stays valid from today until the request closes at the latest',
  sent: (sellers: number) =>
    sellers === 0
      ? 'Your request is saved, but no supplier serving the site lists these materials yet. Send a quote request instead: our team will find you a supplier.'
      : `Your request went to ${sellers} supplier${sellers === 1 ? '' : 's'} serving the site. Their offers appear on your request as they answer.`,
} as const;

/** An item of an RFQ, as the comparison needs it. */
export interface ComparedItem {
  id: number;
  quantity: number;
}

/** One seller's offer: per item a unit price in paise, or null when the seller cannot supply it. */
export interface ComparedOffer {
  id: number;
  deliveryChargePaise: number;
  unitPrices: Readonly<Record<number, number | null>>;
}

/** What the buyer compares per offer. */
export interface OfferComparison {
  offerId: number;
  /** The priced items' goods, in paise. */
  goodsPaise: number;
  /** Goods plus the delivery charge: what accepting the whole offer costs. */
  landedTotalPaise: number;
  /** The items the seller cannot supply (a partial offer). */
  missingItemIds: number[];
  /** Per priced item: its goods plus its share of the delivery charge (by value), in paise. */
  landedByItem: Record<number, number>;
}

export interface RfqComparison {
  offers: OfferComparison[];
  /** Per item, the offer with the lowest landed cost for it (ties: the earlier offer), or none when nobody priced it. */
  bestOfferByItem: Record<number, number | undefined>;
}

/**
 * Offers side by side (pure): each offer's landed total (goods plus delivery), its missing items,
 * and each item's landed cost in that offer, the delivery charge shared over the priced items by
 * value (so a cheap unit price with a heavy delivery charge does not look best); then the best offer
 * for each item. Whole paise throughout: shares are rounded, the last item takes the remainder.
 */
export function compareOffers(items: readonly ComparedItem[], offers: readonly ComparedOffer[]): RfqComparison {
  const compared = offers.map((offer): OfferComparison => {
    const priced = items.filter((item) => typeof offer.unitPrices[item.id] === 'number');
    const goodsOf = (item: ComparedItem) => offer.unitPrices[item.id]! * item.quantity;
    const goodsPaise = priced.reduce((total, item) => total + goodsOf(item), 0);
    const landedByItem: Record<number, number> = {};
    let shared = 0;
    priced.forEach((item, index) => {
      const share =
        index === priced.length - 1
          ? offer.deliveryChargePaise - shared
          : Math.round(goodsPaise === 0 ? offer.deliveryChargePaise / priced.length : (offer.deliveryChargePaise * goodsOf(item)) / goodsPaise);
      shared += share;
      landedByItem[item.id] = goodsOf(item) + share;
    });
    return {
      offerId: offer.id,
      goodsPaise,
      landedTotalPaise: priced.length === 0 ? 0 : goodsPaise + offer.deliveryChargePaise,
      missingItemIds: items.filter((item) => typeof offer.unitPrices[item.id] !== 'number').map((item) => item.id),
      landedByItem,
    };
  });
  const bestOfferByItem: Record<number, number | undefined> = {};
  for (const item of items) {
    let best: OfferComparison | undefined;
    for (const offer of compared) {
      const landed = offer.landedByItem[item.id];
      if (landed !== undefined && (best === undefined || landed < best.landedByItem[item.id]!)) best = offer;
    }
    bestOfferByItem[item.id] = best?.offerId;
  }
  return { offers: compared, bestOfferByItem };
}

const indiaDate = new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: 'Asia/Kolkata' });

/** The date in India (YYYY-MM-DD) at the moment given: "today" for needed-by, delivery and validity dates. */
export function indiaDateOf(moment: Date): string {
  return indiaDate.format(moment);
}

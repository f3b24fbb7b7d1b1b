import type { OfferStatus, RfqSource, RfqStatus, RfqUnit } from '../rules/rfq.ts';
import type { QuoteMaterial } from '../quotes/quoteRules.ts';

/*
 * Requests for quotation as the API sends and takes them (issue 31); the server's zod schemas
 * (packages/server/src/rfq/schemas.ts) are checked to be these types. Money in rupees.
 */

/** An item asked for: a catalogue product (its unit is the product's), or a material described in words with a unit. */
export interface RfqItemRequest {
  product_id?: number | null;
  description?: string | null;
  material?: QuoteMaterial | null;
  /** Whole units. */
  quantity: number;
  unit?: RfqUnit | null;
}

/** POST /rfqs. */
export interface RfqRequest {
  items: RfqItemRequest[];
  site_pincode: string;
  site_location?: string | null;
  /** YYYY-MM-DD, from today on. */
  needed_by?: string | null;
  /** Days the request takes offers (RFQ_VALID_DAYS unless given). */
  valid_days?: number;
  notes?: string | null;
  /** Let the sellers asked see the buyer's phone before an acceptance. */
  share_phone?: boolean;
  source?: RfqSource;
  partner_id?: string | null;
}

export interface RfqCreated {
  id: number;
  sellers_asked: number;
  /** The sentence the buyer reads (RFQ_MESSAGES.sent). */
  message: string;
}

export interface RfqItem {
  id: number;
  product_id: number | null;
  description: string;
  material: string | null;
  quantity: number;
  unit: string;
}

/** What every view of an RFQ shows. */
export interface RfqSummary {
  id: number;
  status: RfqStatus;
  site_pincode: string;
  site_location: string | null;
  needed_by: string | null;
  expires_at: string;
  created_at: string;
}

/** An RFQ in the buyer's list (and the admin's). */
export interface BuyerRfqListItem extends RfqSummary {
  item_count: number;
  sellers_asked: number;
  offer_count: number;
}

/** An offer's answer for one item. */
export interface RfqOfferItem {
  rfq_item_id: number;
  /** Rupees per unit, or null when the seller cannot supply the item. */
  unit_price: number | null;
  accepted: boolean;
  /** The seller's listing that supplies the item (an accepted item is ordered from it); null for an item not priced. */
  listing_id: number | null;
  /** The name of the listing's product (what the seller offers, e.g. the brand); null without a listing. */
  product_name: string | null;
}

/** A seller's offer as its seller reads it. */
export interface RfqOffer {
  id: number;
  seller: { id: number; business_name: string };
  status: OfferStatus;
  revision: number;
  delivery_charge: number;
  delivery_date: string;
  valid_until: string;
  terms: string | null;
  updated_at: string;
  /** The order placed when the buyer accepted this offer (or some of its items). */
  order_id: number | null;
  /** Per item: the unit price, or null when the seller cannot supply it, and whether the buyer accepted it. */
  items: RfqOfferItem[];
}

/** An offer as the buyer compares it. */
export interface ComparedRfqOffer extends RfqOffer {
  /** Goods plus delivery: what accepting the whole offer costs. */
  landed_total: number;
  missing_item_ids: number[];
  /** Per item id: its goods plus its share of the delivery charge. */
  landed_by_item: Record<string, number>;
}

/** GET /rfqs/:id: the buyer's RFQ with the offers side by side. */
export interface BuyerRfq extends RfqSummary {
  notes: string | null;
  share_phone: boolean;
  source: RfqSource;
  partner_id: string | null;
  sellers_asked: number;
  items: RfqItem[];
  offers: ComparedRfqOffer[];
  /** Per item id, the offer with the lowest landed cost for it, or null when nobody priced it. */
  best_offer_by_item: Record<string, number | null>;
}

/** An RFQ in the seller's list. */
export interface SellerRfqListItem extends RfqSummary {
  item_count: number;
  offer_status: OfferStatus | null;
  asked_at: string;
}

/** GET /sellers/me/rfqs/:id: an RFQ sent to the seller, with their own offer. */
export interface SellerRfq extends RfqSummary {
  notes: string | null;
  /** The phone only when the buyer shared it or accepted this seller's offer. */
  buyer: { name: string; phone: string | null };
  items: RfqItem[];
  offer: RfqOffer | null;
  /**
   * Per item id, the seller's active listing that would supply it: their listing of the item's
   * product, else one in the product's category or the material's categories; null when none fits.
   */
  suggested_listings: Record<string, number | null>;
}

/**
 * PUT /sellers/me/rfqs/:id/offer: a price (or null: cannot supply) for every item, with the seller's
 * active listing that supplies it (left out: their listing of the item's product), and the offer's terms.
 */
export interface OfferRequest {
  items: Array<{ rfq_item_id: number; unit_price: number | null; listing_id?: number | null }>;
  delivery_charge: number;
  delivery_date: string;
  valid_until: string;
  terms?: string | null;
}

/** POST /rfqs/:id/accept: a whole offer, or an offer per item. */
export type AcceptChoice = { offer_id: number; items?: undefined } | { items: Array<{ rfq_item_id: number; offer_id: number }>; offer_id?: undefined };

import { RFQ_MESSAGES, type OfferRequest, type RfqOffer, type RfqOfferItem, type SellerListing, type SellerRfq, type SellerRfqListItem } from '@nirmaan/core';

/*
 * The requests for quotation sent to the fake seller (issue 31), with the server's rules the
 * dashboard relies on: only open requests take an offer, every item is answered, each priced item
 * is supplied by one of the seller's active listings (named, else that of the item's product), a
 * revision counts.
 */

function json(body: unknown, init: ResponseInit = {}): Response {
  return new Response(JSON.stringify(body), { ...init, headers: { 'content-type': 'application/json' } });
}

/**
 * An open request for two items at an MG Road site, sent to the fake seller, without an offer yet:
 * cement of product 1 (the demo seller's listing 11 suggested) and river sand in words (nothing suggested).
 */
export function sampleSellerRfq(id: number, overrides: Partial<SellerRfq> = {}): SellerRfq {
  return {
    id,
    status: 'open',
    site_pincode: '560001',
    site_location: 'MG Road',
    needed_by: '2099-12-10',
    expires_at: '2099-12-12T06:00:00Z',
    created_at: '2026-11-28T06:00:00Z',
    notes: null,
    buyer: { name: 'Ravi Kumar', phone: null },
    items: [
      { id: id * 10 + 1, product_id: 1, description: 'UltraTech OPC 53 Cement', material: null, quantity: 200, unit: 'Bag' },
      { id: id * 10 + 2, product_id: null, description: 'River sand', material: 'Bulk Material (Sand, Aggregate)', quantity: 3, unit: 'Tons (MT)' },
    ],
    offer: null,
    suggested_listings: { [id * 10 + 1]: 11, [id * 10 + 2]: null },
    ...overrides,
  };
}

/** The fake seller's offer on a sample request: the cement priced at ₹395.50, the sand not supplied. */
export function sampleSellerOffer(rfqId: number, overrides: Partial<RfqOffer> = {}): RfqOffer {
  return {
    id: rfqId + 700,
    seller: { id: 3, business_name: 'Sri Balaji Traders' },
    status: 'open',
    revision: 1,
    delivery_charge: 600,
    delivery_date: '2099-12-09',
    valid_until: '2099-12-11',
    terms: null,
    updated_at: '2026-11-28T07:00:00Z',
    order_id: null,
    items: [
      { rfq_item_id: rfqId * 10 + 1, unit_price: 395.5, accepted: false, listing_id: 11, product_name: 'UltraTech OPC 53 Grade Cement' },
      { rfq_item_id: rfqId * 10 + 2, unit_price: null, accepted: false, listing_id: null, product_name: null },
    ],
    ...overrides,
  };
}

export class FakeSellerRfqs {
  rfqs: SellerRfq[];
  private nextOfferId = 900;

  private readonly listings: () => SellerListing[];

  /** `listings`: the fake seller's listings as they are when an offer comes. */
  constructor(rfqs: SellerRfq[] = [], listings: () => SellerListing[] = () => []) {
    this.rfqs = rfqs.map((rfq) => structuredClone(rfq));
    this.listings = listings;
  }

  /** The offer's items with the listing that supplies each priced one, or the server's 422 message. */
  private suppliedItems(rfq: SellerRfq, body: OfferRequest): RfqOfferItem[] | string {
    const usable = this.listings().filter((listing) => listing.is_active && listing.product.is_active);
    const answered: RfqOfferItem[] = [];
    for (const answer of body.items) {
      const item = rfq.items.find((candidate) => candidate.id === answer.rfq_item_id);
      if (!item) return RFQ_MESSAGES.offerItems;
      const listing =
        answer.unit_price === null
          ? undefined
          : answer.listing_id != null
            ? usable.find((candidate) => candidate.id === answer.listing_id)
            : usable.find((candidate) => candidate.product_id === item.product_id);
      if (answer.unit_price !== null && answer.listing_id != null && !listing) return RFQ_MESSAGES.notYourListing;
      if (answer.unit_price !== null && !listing) return RFQ_MESSAGES.listingNeeded(item.description);
      answered.push({ ...answer, accepted: false, listing_id: listing?.id ?? null, product_name: listing?.product.name ?? null });
    }
    return answered;
  }

  private listItem(rfq: SellerRfq): SellerRfqListItem {
    const { notes: _notes, buyer: _buyer, items, offer, ...summary } = rfq;
    return { ...summary, item_count: items.length, offer_status: offer?.status ?? null, asked_at: rfq.created_at };
  }

  /** Withdraws the fake seller's open offer, with the server's refusals: none open (404), accepted, or the request closed (409). */
  private withdraw(rfq: SellerRfq): Response {
    if (!rfq.offer || rfq.offer.status === 'withdrawn') return json({ detail: RFQ_MESSAGES.noOffer }, { status: 404 });
    if (rfq.offer.status === 'accepted') return json({ detail: RFQ_MESSAGES.offerAccepted }, { status: 409 });
    if (rfq.offer.status === 'closed' || rfq.status !== 'open') return json({ detail: RFQ_MESSAGES.closed }, { status: 409 });
    rfq.offer = { ...rfq.offer, status: 'withdrawn' };
    return json(rfq);
  }

  /** The answer to a /sellers/me/rfqs call, or null when the path is not one. */
  async answer(request: Request, requested: string, method: string): Promise<Response | null> {
    const path = requested.replace(/\/$/, '');
    if (path === '/sellers/me/rfqs' && method === 'GET') return json(this.rfqs.map((rfq) => this.listItem(rfq)));
    const match = /^\/sellers\/me\/rfqs\/(\d+)(\/offer(?:\/withdraw)?)?$/.exec(path);
    if (!match) return null;
    const rfq = this.rfqs.find((candidate) => candidate.id === Number(match[1]));
    if (!rfq) return json({ detail: 'Request for quotation not found' }, { status: 404 });
    if (!match[2] && method === 'GET') return json(rfq);
    if (match[2] === '/offer/withdraw' && method === 'POST') return this.withdraw(rfq);
    if (match[2] !== '/offer' || method !== 'PUT') return null;
    if (rfq.status !== 'open') return json({ detail: RFQ_MESSAGES.closed }, { status: 409 });
    const body = (await request.json()) as OfferRequest;
    if (body.items.length !== rfq.items.length) return json({ detail: RFQ_MESSAGES.offerItems }, { status: 422 });
    const items = this.suppliedItems(rfq, body);
    if (typeof items === 'string') return json({ detail: items }, { status: 422 });
    rfq.offer = {
      id: rfq.offer?.id ?? this.nextOfferId++,
      seller: { id: 3, business_name: 'Sri Balaji Traders' },
      status: 'open',
      revision: (rfq.offer?.revision ?? 0) + 1,
      delivery_charge: body.delivery_charge,
      delivery_date: body.delivery_date,
      valid_until: body.valid_until,
      terms: body.terms ?? null,
      updated_at: '2026-11-28T07:00:00Z',
      order_id: null,
      items,
    };
    return json(rfq);
  }
}

import {
  compareOffers,
  indiaDateOf,
  RFQ_MESSAGES,
  type AcceptChoice,
  type BuyerRfq,
  type BuyerRfqListItem,
  type Order,
  type RfqItem,
  type RfqOffer,
} from '@nirmaan/core';
import type { FakeOrders } from './fakeOrders.ts';

/*
 * The signed-in buyer's requests for quotation behind the fake API (issue 31), with the server's
 * rules the compare view relies on: offers compared by core's compareOffers, only an open request
 * and open offers within their validity can be accepted, an acceptance places one order per
 * offer, closes the others, and answers a retry with the same Idempotency-Key with the same orders.
 */

function json(body: unknown, init: ResponseInit = {}): Response {
  return new Response(JSON.stringify(body), { ...init, headers: { 'content-type': 'application/json' } });
}

const paise = (rupees: number) => Math.round(rupees * 100);
const rupees = (amount: number) => amount / 100;

/** The RFQ with its offers side by side, compared as the server compares them. */
export function buyerRfqWith(rfq: Omit<BuyerRfq, 'offers' | 'best_offer_by_item'>, offers: RfqOffer[]): BuyerRfq {
  const comparison = compareOffers(
    rfq.items,
    offers.map((offer) => ({
      id: offer.id,
      deliveryChargePaise: paise(offer.delivery_charge),
      unitPrices: Object.fromEntries(offer.items.map((line) => [line.rfq_item_id, line.unit_price === null ? null : paise(line.unit_price)])),
    })),
  );
  return {
    ...rfq,
    offers: offers.map((offer, index) => {
      const compared = comparison.offers[index]!;
      return {
        ...offer,
        landed_total: rupees(compared.landedTotalPaise),
        missing_item_ids: compared.missingItemIds,
        landed_by_item: Object.fromEntries(Object.entries(compared.landedByItem).map(([itemId, amount]) => [itemId, rupees(amount)])),
      };
    }),
    best_offer_by_item: Object.fromEntries(rfq.items.map((item) => [String(item.id), comparison.bestOfferByItem[item.id] ?? null])),
  };
}

function sampleOffer(id: number, seller: [number, string], delivery: number, prices: Array<[number, number | null, string?]>): RfqOffer {
  return {
    id,
    seller: { id: seller[0], business_name: seller[1] },
    status: 'open',
    revision: 1,
    delivery_charge: delivery,
    delivery_date: '2099-12-08',
    valid_until: '2099-12-11',
    terms: null,
    updated_at: '2026-11-28T08:00:00Z',
    order_id: null,
    // The listing a priced item is ordered from, and its product's name (what the seller offers).
    items: prices.map(([rfq_item_id, unit_price, product_name]) => ({
      rfq_item_id,
      unit_price,
      accepted: false,
      listing_id: unit_price === null ? null : id * 100 + rfq_item_id,
      product_name: unit_price === null ? null : (product_name ?? null),
    })),
  };
}

/**
 * An open request for cement and sand at an MG Road site with three offers: Sri Balaji Traders
 * prices both (with a delivery charge), Chamundi Cement Depot only the cement (a partial offer,
 * best for it), Anand Building Supplies both with free delivery (best for the sand).
 */
export function sampleBuyerRfq(id: number, overrides: Partial<Omit<BuyerRfq, 'offers' | 'best_offer_by_item'>> = {}, offers?: RfqOffer[]): BuyerRfq {
  const cement = id * 10 + 1;
  const sand = id * 10 + 2;
  const items: RfqItem[] = [
    { id: cement, product_id: 1, description: 'UltraTech OPC 53 Cement', material: null, quantity: 200, unit: 'Bag' },
    { id: sand, product_id: null, description: 'River sand', material: 'Bulk Material (Sand, Aggregate)', quantity: 3, unit: 'Tons (MT)' },
  ];
  return buyerRfqWith(
    {
      id,
      status: 'open',
      site_pincode: '560001',
      site_location: 'MG Road',
      needed_by: '2099-12-10',
      expires_at: '2099-12-12T06:00:00Z',
      created_at: '2026-11-28T06:00:00Z',
      notes: null,
      share_phone: false,
      source: 'form',
      partner_id: null,
      sellers_asked: 4,
      items,
      ...overrides,
    },
    offers ?? [
      {
        ...sampleOffer(id * 100 + 1, [3, 'Sri Balaji Traders'], 600, [
          [cement, 395, 'UltraTech OPC 53 Grade Cement (50 kg)'],
          [sand, 1450, 'Washed river sand, Zone II'],
        ]),
        terms: 'Unloading at the site by the buyer. Cash on delivery.',
      },
      sampleOffer(id * 100 + 2, [4, 'Chamundi Cement Depot'], 400, [
        [cement, 385],
        [sand, null],
      ]),
      sampleOffer(id * 100 + 3, [5, 'Anand Building Supplies'], 0, [
        [cement, 399],
        [sand, 1300],
      ]),
    ],
  );
}

/** The sample request once the buyer took the cement from Chamundi (order 131) and the sand from Anand (order 132). */
export function acceptedBuyerRfq(id: number): BuyerRfq {
  const open = sampleBuyerRfq(id);
  const [balaji, chamundi, anand] = open.offers;
  const accept = (offer: RfqOffer, orderId: number, itemId: number) => ({
    ...offer,
    status: 'accepted' as const,
    order_id: orderId,
    items: offer.items.map((line) => ({ ...line, accepted: line.rfq_item_id === itemId })),
  });
  return buyerRfqWith({ ...open, status: 'accepted' }, [
    { ...balaji!, status: 'closed' },
    accept(chamundi!, 131, id * 10 + 1),
    accept(anand!, 132, id * 10 + 2),
  ]);
}

/** The buyer's list: an open request with offers, an accepted one, one expired without offers, one cancelled. */
export function sampleBuyerRfqs(): BuyerRfq[] {
  return [
    sampleBuyerRfq(7),
    acceptedBuyerRfq(6),
    sampleBuyerRfq(5, { status: 'expired', sellers_asked: 2, expires_at: '2026-11-20T06:00:00Z', created_at: '2026-11-13T06:00:00Z' }, []),
    sampleBuyerRfq(4, { status: 'cancelled', site_location: null, site_pincode: '560066', needed_by: null, created_at: '2026-11-10T06:00:00Z' }),
  ];
}

type Refusal = { status: number; detail: string };

export class FakeBuyerRfqs {
  rfqs: BuyerRfq[];
  private readonly orders: FakeOrders;
  private readonly placed = new Map<string, Order & { order_ids: number[] }>();
  private nextOrderId = 301;

  constructor(rfqs: BuyerRfq[], orders: FakeOrders) {
    this.rfqs = structuredClone(rfqs);
    this.orders = orders;
  }

  private listItem(rfq: BuyerRfq): BuyerRfqListItem {
    const { id, status, site_pincode, site_location, needed_by, expires_at, created_at } = rfq;
    const summary = { id, status, site_pincode, site_location, needed_by, expires_at, created_at };
    return { ...summary, item_count: rfq.items.length, sellers_asked: rfq.sellers_asked, offer_count: rfq.offers.length };
  }

  /** The answer to a /rfqs call, or null when the path is not one. */
  async answer(request: Request, requested: string, method: string, url: URL): Promise<Response | null> {
    const path = requested.replace(/\/$/, '');
    if (path === '/rfqs' && method === 'GET') return json(this.rfqs.map((rfq) => this.listItem(rfq)));
    const match = /^\/rfqs\/(\d+)(\/cancel|\/accept)?$/.exec(path);
    if (!match) return null;
    const rfq = this.rfqs.find((candidate) => candidate.id === Number(match[1]));
    if (!rfq) return json({ detail: RFQ_MESSAGES.notFound }, { status: 404 });
    if (!match[2] && method === 'GET') return json(rfq);
    if (method !== 'POST') return null;
    if (match[2] === '/cancel') {
      if (rfq.status !== 'open') return json({ detail: RFQ_MESSAGES.closed }, { status: 409 });
      rfq.status = 'cancelled';
      for (const offer of rfq.offers) if (offer.status === 'open') offer.status = 'closed';
      return json(rfq);
    }
    const key = request.headers.get('idempotency-key') ?? '';
    const earlier = this.placed.get(key);
    if (earlier) return json(earlier, { status: 201 });
    const outcome = this.accept(rfq, (await request.json()) as AcceptChoice, Number(url.searchParams.get('shipping_address_id')));
    if ('detail' in outcome) return json({ detail: outcome.detail }, { status: outcome.status });
    if (key) this.placed.set(key, outcome);
    return json(outcome, { status: 201 });
  }

  private accept(rfq: BuyerRfq, choice: AcceptChoice, addressId: number): (Order & { order_ids: number[] }) | Refusal {
    if (rfq.status !== 'open') return { status: 409, detail: RFQ_MESSAGES.closed };
    if ((choice.offer_id === undefined) === (choice.items === undefined)) return { status: 422, detail: RFQ_MESSAGES.acceptChoice };
    const lines =
      choice.offer_id !== undefined
        ? (rfq.offers.find((offer) => offer.id === choice.offer_id)?.items.filter((line) => line.unit_price !== null) ?? []).map((line) => ({
            rfq_item_id: line.rfq_item_id,
            offer_id: choice.offer_id!,
          }))
        : choice.items!;
    const today = indiaDateOf(new Date());
    for (const line of lines) {
      const offer = rfq.offers.find((candidate) => candidate.id === line.offer_id);
      if (!offer || offer.status !== 'open' || offer.valid_until < today) return { status: 422, detail: RFQ_MESSAGES.offerGone };
      if ((offer.items.find((answer) => answer.rfq_item_id === line.rfq_item_id)?.unit_price ?? null) === null)
        return { status: 422, detail: RFQ_MESSAGES.acceptItem };
    }
    if (lines.length === 0) return { status: 422, detail: RFQ_MESSAGES.offerGone };
    const address = this.orders.addresses.find((candidate) => candidate.id === addressId);
    if (!address) return { status: 404, detail: 'Address not found' };
    const placed = rfq.offers.flatMap((offer) => {
      const chosen = lines.filter((line) => line.offer_id === offer.id).map((line) => line.rfq_item_id);
      if (chosen.length === 0) return [];
      const order = this.orderOf(rfq, offer, chosen, address);
      offer.status = 'accepted';
      offer.order_id = order.id;
      offer.items = offer.items.map((line) => ({ ...line, accepted: chosen.includes(line.rfq_item_id) }));
      return [order];
    });
    for (const offer of rfq.offers) if (offer.status === 'open') offer.status = 'closed';
    rfq.status = 'accepted';
    this.orders.orders = [...placed, ...this.orders.orders];
    return { ...placed[0]!, order_ids: placed.map((order) => order.id) };
  }

  private orderOf(rfq: BuyerRfq, offer: RfqOffer, itemIds: number[], address: FakeOrders['addresses'][number]): Order {
    const items = rfq.items.filter((item) => itemIds.includes(item.id));
    const priceOf = (itemId: number) => offer.items.find((line) => line.rfq_item_id === itemId)?.unit_price ?? 0;
    const subtotal = items.reduce((total, item) => total + priceOf(item.id) * item.quantity, 0);
    const id = this.nextOrderId++;
    return {
      id,
      user_id: 1,
      shipping_address_id: address.id,
      shipping_address: { ...address },
      order_date: '2026-11-28T09:30:00Z',
      subtotal,
      delivery_charges: offer.delivery_charge,
      total_amount: subtotal + offer.delivery_charge,
      delivery_distance_km: null,
      status: 'pending',
      status_history: [{ status: 'pending', changed_at: '2026-11-28T09:30:00Z' }],
      payment_method: 'cod',
      buyer_gstin: null,
      buyer_business_name: null,
      invoice_number: null,
      credit_note_number: null,
      seller: { id: offer.seller.id, name: offer.seller.business_name, phone: null },
      order_items: items.map((item) => ({
        id: item.id,
        quantity: item.quantity,
        price_per_unit: priceOf(item.id),
        listing: { id: item.id, product: { id: item.product_id ?? 0, name: item.description, image_url: null, image: null } },
      })),
    };
  }
}

import { describe, expect, it } from 'vitest';
import { canAcceptOffers, chosenOrders, offeredProductName, offersForItem, rfqStatusTone, startingChoice } from './buyerRfqView.ts';
import { bestChoice, wholeOfferChoice } from './comparisonTable.ts';
import type { BuyerRfq, ComparedRfqOffer } from './rfqTypes.ts';

const offer = (id: number, seller: string, prices: [number | null, number | null], status: ComparedRfqOffer['status'] = 'open'): ComparedRfqOffer => ({
  id,
  seller: { id, business_name: seller },
  status,
  revision: 1,
  delivery_charge: 100 * id,
  delivery_date: '2026-12-02',
  valid_until: '2026-12-04',
  terms: null,
  updated_at: '',
  order_id: null,
  items: prices.map((unit_price, index) => ({
    rfq_item_id: index + 1,
    unit_price,
    accepted: false,
    listing_id: unit_price === null ? null : 500 + index,
    product_name: null,
  })),
  landed_total: 0,
  missing_item_ids: prices.flatMap((price, index) => (price === null ? [index + 1] : [])),
  landed_by_item: {},
});

const rfq = (status: BuyerRfq['status'], offers: ComparedRfqOffer[]): BuyerRfq => ({
  id: 5,
  status,
  site_pincode: '560001',
  site_location: null,
  needed_by: null,
  expires_at: '2026-12-05T00:00:00Z',
  created_at: '',
  notes: null,
  share_phone: false,
  source: 'form',
  partner_id: null,
  sellers_asked: 3,
  items: [
    { id: 1, product_id: 7, description: 'Floor tile', material: null, quantity: 20, unit: 'Box' },
    { id: 2, product_id: null, description: 'River sand', material: null, quantity: 3, unit: 'Tons (MT)' },
  ],
  offers,
  best_offer_by_item: { '1': 1, '2': 2 },
});

describe("the buyer's RFQ view", () => {
  it('gives each status its own colour', () => {
    expect((['open', 'accepted', 'cancelled', 'expired'] as const).map(rfqStatusTone)).toEqual(['info', 'success', 'danger', 'neutral']);
  });

  it('offers a choice per item only from open offers that price it, and none once the request is closed', () => {
    const open = rfq('open', [offer(1, 'A', [50, null]), offer(2, 'B', [55, 900]), offer(3, 'C', [40, 800], 'closed')]);
    expect(offersForItem(open, 1).map((candidate) => candidate.id)).toEqual([1, 2]);
    expect(offersForItem(open, 2).map((candidate) => candidate.id)).toEqual([2]);
    expect(canAcceptOffers(open)).toBe(true);
    const accepted = { ...open, status: 'accepted' as const };
    expect(offersForItem(accepted, 1)).toEqual([]);
    expect(canAcceptOffers(accepted)).toBe(false);
    expect(canAcceptOffers(rfq('open', [offer(3, 'C', [40, 800], 'closed')]))).toBe(false);
  });

  it('starts each item from its best offer while that offer can be chosen', () => {
    const open = rfq('open', [offer(1, 'A', [50, null]), offer(2, 'B', [55, 900], 'closed')]);
    expect(startingChoice(open)).toEqual({ 1: 1, 2: undefined });
    expect(startingChoice({ ...open, status: 'expired' })).toEqual({ 1: undefined, 2: undefined });
  });

  it("names the seller's product for an item only when the API sends it", () => {
    const named = offer(1, 'A', [50, null]);
    named.items[0] = { ...named.items[0]!, product_name: 'Kajaria Vitrified 600x600' } as ComparedRfqOffer['items'][number];
    expect(offeredProductName(named, 1)).toBe('Kajaria Vitrified 600x600');
    expect(offeredProductName(named, 2)).toBeNull();
    expect(offeredProductName(named, 9)).toBeNull();
  });

  it('groups the chosen items into one order per offer, with its delivery charge', () => {
    const open = rfq('open', [offer(1, 'A', [50, null]), offer(2, 'B', [55, 900])]);
    expect(chosenOrders(open, bestChoice(open))).toEqual([
      { offerId: 1, seller: 'A', deliveryCharge: 100, lines: [{ itemId: 1, description: 'Floor tile', quantity: 20, unit: 'Box', unitPrice: 50 }] },
      { offerId: 2, seller: 'B', deliveryCharge: 200, lines: [{ itemId: 2, description: 'River sand', quantity: 3, unit: 'Tons (MT)', unitPrice: 900 }] },
    ]);
    expect(chosenOrders(open, wholeOfferChoice(open, 2)).map((order) => [order.seller, order.lines.length])).toEqual([['B', 2]]);
    expect(chosenOrders(open, {})).toEqual([]);
  });
});

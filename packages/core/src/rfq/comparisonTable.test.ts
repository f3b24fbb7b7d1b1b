import { describe, expect, it } from 'vitest';
import { acceptChoiceOf, bestChoice, choiceTotal, comparisonTable, wholeOfferChoice } from './comparisonTable.ts';
import type { BuyerRfq, ComparedRfqOffer } from './rfqTypes.ts';

const offer = (id: number, seller: string, delivery: number, prices: [number | null, number | null], landed: Record<string, number>): ComparedRfqOffer => ({
  id,
  seller: { id, business_name: seller },
  status: 'open',
  revision: 1,
  delivery_charge: delivery,
  delivery_date: '2026-12-02',
  valid_until: '2026-12-04',
  terms: null,
  updated_at: '',
  order_id: null,
  items: [
    {
      rfq_item_id: 1,
      unit_price: prices[0],
      accepted: false,
      listing_id: prices[0] === null ? null : id * 10 + 1,
      product_name: prices[0] === null ? null : 'Floor tile',
    },
    {
      rfq_item_id: 2,
      unit_price: prices[1],
      accepted: false,
      listing_id: prices[1] === null ? null : id * 10 + 2,
      product_name: prices[1] === null ? null : 'Grout',
    },
  ],
  landed_total: Object.values(landed).reduce((total, value) => total + value, 0),
  missing_item_ids: prices.flatMap((price, index) => (price === null ? [index + 1] : [])),
  landed_by_item: landed,
});

// Tiles 20 boxes, grout 10 packs: A prices both with a delivery charge, B only the grout, C both, free delivery.
const rfq: BuyerRfq = {
  id: 5,
  status: 'open',
  site_pincode: '560001',
  site_location: null,
  needed_by: null,
  expires_at: '2026-12-05T00:00:00Z',
  created_at: '',
  notes: null,
  share_phone: false,
  source: 'boq',
  partner_id: 'tile-blog',
  sellers_asked: 3,
  items: [
    { id: 1, product_id: 7, description: 'Floor tile', material: null, quantity: 20, unit: 'Box' },
    { id: 2, product_id: 8, description: 'Grout', material: null, quantity: 10, unit: 'Pack' },
  ],
  offers: [
    offer(11, 'Near Tiles', 300, [50, 90], { '1': 1000 + 158.73, '2': 900 + 141.27 }),
    offer(12, 'Also Near', 0, [null, 80], { '2': 800 }),
    offer(13, 'Third Tiles', 0, [48, 95], { '1': 960, '2': 950 }),
  ],
  best_offer_by_item: { '1': 13, '2': 12 },
};

describe('the comparison table', () => {
  it('has a row per item and a cell per offer, the best marked and a missing item said', () => {
    const { columns, rows } = comparisonTable(rfq);
    expect(columns.map((column) => [column.seller, column.missing])).toEqual([
      ['Near Tiles', 0],
      ['Also Near', 1],
      ['Third Tiles', 0],
    ]);
    expect(rows[0]!.cells).toEqual([
      { kind: 'priced', offerId: 11, unitPrice: 50, landed: 1158.73, best: false },
      { kind: 'missing', offerId: 12 },
      { kind: 'priced', offerId: 13, unitPrice: 48, landed: 960, best: true },
    ]);
    expect(rows[1]!.bestOfferId).toBe(12);
  });

  it('starts from the best offer per item, and costs a choice with each chosen seller’s delivery once', () => {
    const best = bestChoice(rfq);
    expect(best).toEqual({ 1: 13, 2: 12 });
    expect(choiceTotal(rfq, best)).toEqual({ total: 20 * 48 + 10 * 80, orders: 2, items: 2 });
    expect(choiceTotal(rfq, wholeOfferChoice(rfq, 11))).toEqual({ total: 1000 + 900 + 300, orders: 1, items: 2 });
    expect(choiceTotal(rfq, {})).toEqual({ total: 0, orders: 0, items: 0 });
  });

  it('sends a whole offer as one, anything else item by item, and nothing chosen as nothing', () => {
    expect(acceptChoiceOf(rfq, wholeOfferChoice(rfq, 13))).toEqual({ offer_id: 13 });
    // A partial offer's whole choice is its priced items.
    expect(acceptChoiceOf(rfq, wholeOfferChoice(rfq, 12))).toEqual({ offer_id: 12 });
    expect(acceptChoiceOf(rfq, bestChoice(rfq))).toEqual({
      items: [
        { rfq_item_id: 1, offer_id: 13 },
        { rfq_item_id: 2, offer_id: 12 },
      ],
    });
    expect(acceptChoiceOf(rfq, { 1: 13 })).toEqual({ items: [{ rfq_item_id: 1, offer_id: 13 }] });
    expect(acceptChoiceOf(rfq, {})).toBeNull();
  });
});

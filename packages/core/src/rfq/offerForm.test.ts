import { describe, expect, it } from 'vitest';
import { RFQ_MESSAGES } from '../rules/rfq.ts';
import { offerFormFor, offerRequestOf, parseRupees, priceBox, validateOfferForm } from './offerForm.ts';
import type { SellerRfq } from './rfqTypes.ts';

const NOW = new Date('2026-11-28T06:00:00Z'); // 11:30 in India
const rfq: SellerRfq = {
  id: 9,
  status: 'open',
  site_pincode: '560001',
  site_location: null,
  needed_by: '2026-12-02',
  expires_at: '2026-12-05T06:00:00Z',
  created_at: '2026-11-28T05:00:00Z',
  notes: null,
  buyer: { name: 'Test Buyer', phone: null },
  items: [
    { id: 1, product_id: 4, description: 'OPC 53 cement', material: null, quantity: 200, unit: 'Bag' },
    { id: 2, product_id: null, description: 'River sand', material: 'Bulk Material (Sand, Aggregate)', quantity: 3, unit: 'Tons (MT)' },
  ],
  offer: null,
  suggested_listings: { 1: 31, 2: null },
};

describe('the offer form', () => {
  it('starts blank with the needed-by date and the request’s last day, or with the offer already made', () => {
    expect(offerFormFor(rfq, NOW)).toEqual({
      'price-1': '',
      'price-2': '',
      delivery_charge: '0',
      delivery_date: '2026-12-02',
      valid_until: '2026-12-05',
      terms: '',
    });
    const offered = {
      ...rfq,
      offer: {
        id: 3,
        seller: { id: 1, business_name: 'S' },
        status: 'open' as const,
        revision: 1,
        delivery_charge: 250,
        delivery_date: '2026-12-01',
        valid_until: '2026-12-03',
        terms: 'Unloading extra',
        updated_at: '',
        order_id: null,
        items: [
          { rfq_item_id: 1, unit_price: 395.5, accepted: false, listing_id: 31, product_name: 'UltraTech OPC 53' },
          { rfq_item_id: 2, unit_price: null, accepted: false, listing_id: null, product_name: null },
        ],
      },
    };
    expect(offerFormFor(offered, NOW)).toMatchObject({ 'price-1': '395.5', 'price-2': '', delivery_charge: '250', terms: 'Unloading extra' });
  });

  it('takes a blank price as "cannot supply", and sends rupees', () => {
    const form = { ...offerFormFor(rfq, NOW), [priceBox(1)]: '₹ 1,395.50', delivery_charge: '300' };
    expect(validateOfferForm(form, rfq, NOW)).toEqual({});
    expect(offerRequestOf(form, rfq)).toEqual({
      items: [
        { rfq_item_id: 1, unit_price: 1395.5 },
        { rfq_item_id: 2, unit_price: null },
      ],
      delivery_charge: 300,
      delivery_date: '2026-12-02',
      valid_until: '2026-12-05',
      terms: null,
    });
  });

  it('names each box that needs attention', () => {
    const form = { ...offerFormFor(rfq, NOW), [priceBox(2)]: '0', delivery_charge: '-5', delivery_date: '2026-11-27', valid_until: '2026-12-06' };
    expect(validateOfferForm(form, rfq, NOW)).toEqual({
      'price-2': RFQ_MESSAGES.unitPrice,
      delivery_charge: RFQ_MESSAGES.deliveryCharge,
      delivery_date: RFQ_MESSAGES.deliveryDate,
      valid_until: RFQ_MESSAGES.validUntil,
    });
    expect(validateOfferForm(offerFormFor(rfq, NOW), rfq, NOW)).toEqual({ 'price-1': RFQ_MESSAGES.offerSomething });
  });

  it('reads rupees with at most two decimals', () => {
    expect(parseRupees('420')).toBe(420);
    expect(parseRupees('1,250.50')).toBe(1250.5);
    expect(parseRupees('1.005')).toBeNull();
    expect(parseRupees('abc')).toBeNull();
  });
});

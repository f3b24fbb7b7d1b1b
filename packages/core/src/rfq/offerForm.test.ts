import { describe, expect, it } from 'vitest';
import { RFQ_MESSAGES } from '../rules/rfq.ts';
import type { SellerListing } from '../seller/sellerTypes.ts';
import { listingBox, offerFormFor, offerListingOptions, offerRequestOf, parseRupees, priceBox, validateOfferForm } from './offerForm.ts';
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
  it('starts blank with the needed-by date, the request’s last day and the suggested listings, or with the offer already made', () => {
    expect(offerFormFor(rfq, NOW)).toEqual({
      'price-1': '',
      'listing-1': '31',
      'price-2': '',
      'listing-2': '',
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
    // The listing the offer named wins over the suggestion.
    const named = { ...offered, offer: { ...offered.offer, items: [{ ...offered.offer.items[0]!, listing_id: 35 }, offered.offer.items[1]!] } };
    expect(offerFormFor(named, NOW)).toMatchObject({ 'listing-1': '35', 'listing-2': '' });
  });

  it('takes a blank price as "cannot supply", and sends rupees', () => {
    const form = { ...offerFormFor(rfq, NOW), [priceBox(1)]: '₹ 1,395.50', delivery_charge: '300' };
    expect(validateOfferForm(form, rfq, NOW)).toEqual({});
    expect(offerRequestOf(form, rfq)).toEqual({
      items: [
        { rfq_item_id: 1, unit_price: 1395.5, listing_id: 31 },
        { rfq_item_id: 2, unit_price: null, listing_id: null },
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

  it('needs a listing for each priced item, each listing once, and sends none for an item not priced', () => {
    const priced = { ...offerFormFor(rfq, NOW), [priceBox(1)]: '395', [priceBox(2)]: '1800' };
    expect(validateOfferForm(priced, rfq, NOW)).toEqual({ [listingBox(2)]: RFQ_MESSAGES.listingNeeded('River sand') });
    expect(validateOfferForm({ ...priced, [listingBox(2)]: '31' }, rfq, NOW)).toEqual({ [listingBox(2)]: RFQ_MESSAGES.listingTwice });
    const sand = { ...priced, [listingBox(2)]: '32' };
    expect(validateOfferForm(sand, rfq, NOW)).toEqual({});
    // Listing 32 paused since: not among the choices offered.
    expect(validateOfferForm(sand, rfq, NOW, ['31', '33'])).toEqual({ [listingBox(2)]: RFQ_MESSAGES.notYourListing });
    expect(offerRequestOf(sand, rfq).items).toEqual([
      { rfq_item_id: 1, unit_price: 395, listing_id: 31 },
      { rfq_item_id: 2, unit_price: 1800, listing_id: 32 },
    ]);
    expect(offerRequestOf({ ...sand, [priceBox(2)]: '' }, rfq).items[1]).toEqual({ rfq_item_id: 2, unit_price: null, listing_id: null });
  });

  it('offers the seller’s active listings of products still for sale as the "Supplied as" choices', () => {
    const listing = (id: number, name: string, price: number, unit: string, active = true, onSale = true): SellerListing => ({
      id,
      product_id: id,
      product: { id, name, master_sku: `SKU-${id}`, unit, is_active: onSale },
      price,
      stock_quantity: 10,
      seller_sku: null,
      is_active: active,
      created_at: '',
      updated_at: '',
    });
    expect(
      offerListingOptions([
        listing(31, 'UltraTech OPC 53', 395.5, 'Bag'),
        listing(32, 'Robo M-Sand', 1800, 'Ton'),
        listing(33, 'Paused cement', 380, 'Bag', false),
        listing(34, 'Withdrawn sand', 1500, 'Ton', true, false),
      ]),
    ).toEqual([
      { value: '31', label: 'UltraTech OPC 53 (₹395.50/Bag)' },
      { value: '32', label: 'Robo M-Sand (₹1,800/Ton)' },
    ]);
  });

  it('reads rupees with at most two decimals', () => {
    expect(parseRupees('420')).toBe(420);
    expect(parseRupees('1,250.50')).toBe(1250.5);
    expect(parseRupees('1.005')).toBeNull();
    expect(parseRupees('abc')).toBeNull();
  });
});

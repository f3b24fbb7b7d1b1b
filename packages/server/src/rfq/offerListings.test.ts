import { RFQ_MESSAGES } from '@nirmaan/core/pure';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../http/errors.ts';
import { listingsForOffer, suggestListings, type OwnListing } from './offerListings.ts';

// The seller's listings: 11 of product 1 (an OPC cement, category 2), 12 of product 3 (another
// cement of category 2), 13 of product 4 (TMT bars, category 5).
const own: OwnListing[] = [
  { id: 11, productId: 1, categoryId: 2 },
  { id: 12, productId: 3, categoryId: 2 },
  { id: 13, productId: 4, categoryId: 5 },
];
const items = [
  { id: 1, productId: 3, description: 'Dalmia OPC 53', material: null },
  { id: 2, productId: null, description: 'TMT steel bars', material: 'TMT Bars' },
  { id: 3, productId: null, description: 'Exterior paint', material: 'Other' },
];

describe('suggestListings', () => {
  it('suggests the listing of the item’s product first, else the first one in the item’s categories, else none', () => {
    const categories = new Map([
      [1, [2]],
      [2, [4, 5]],
      [3, []],
    ]);
    expect(suggestListings(items, own, categories)).toEqual({ 1: 12, 2: 13, 3: null });
    expect(suggestListings([{ id: 1, productId: 99 }], own, new Map([[1, [2]]]))).toEqual({ 1: 11 });
  });
});

describe('listingsForOffer', () => {
  it('keeps the listing named, defaults to the listing of the item’s product, and gives an unpriced item none', () => {
    const chosen = listingsForOffer(
      items,
      [
        { rfq_item_id: 1, unit_price: 380_00 },
        { rfq_item_id: 2, unit_price: 72_00, listing_id: 13 },
        { rfq_item_id: 3, unit_price: null, listing_id: 11 },
      ],
      own,
    );
    expect([...chosen]).toEqual([
      [1, 12],
      [2, 13],
      [3, null],
    ]);
  });

  it('refuses a listing that is not one of the seller’s, a priced item without one, and one listing for two items', () => {
    const refusal = (answers: Parameters<typeof listingsForOffer>[1]) => {
      try {
        listingsForOffer(items, answers, own);
        return null;
      } catch (error) {
        if (!(error instanceof HttpError)) throw error;
        return { status: error.statusCode, message: error.message };
      }
    };
    expect(refusal([{ rfq_item_id: 2, unit_price: 1, listing_id: 99 }])).toEqual({ status: 422, message: RFQ_MESSAGES.notYourListing });
    expect(refusal([{ rfq_item_id: 2, unit_price: 1 }])).toEqual({ status: 422, message: RFQ_MESSAGES.listingNeeded('TMT steel bars') });
    expect(
      refusal([
        { rfq_item_id: 1, unit_price: 1, listing_id: 13 },
        { rfq_item_id: 2, unit_price: 1, listing_id: 13 },
      ]),
    ).toEqual({ status: 422, message: RFQ_MESSAGES.listingTwice });
  });
});

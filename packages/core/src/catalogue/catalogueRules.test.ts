import { describe, expect, it } from 'vitest';
import {
  isLimitedStock,
  isOutOfStock,
  isShortOf,
  landedTotal,
  leadingSpecifications,
  productsPath,
  shouldSuggest,
  sortListings,
  splitByReach,
} from './catalogueRules.ts';
import { CATALOGUE_MESSAGES, productTitle, sellerAddress, sellerName } from './catalogueTexts.ts';
import { aListing, aProduct } from './testing.ts';

describe('catalogue texts', () => {
  it('words the empty and missing states as the spec does', () => {
    expect(CATALOGUE_MESSAGES.noProducts).toBe('No products found.');
    expect(CATALOGUE_MESSAGES.noProductsHint).toBe('Try adjusting your search or filters.');
    expect(CATALOGUE_MESSAGES.productNotFound).toBe('Product not found');
    expect(CATALOGUE_MESSAGES.noSuppliers).toBe('No suppliers available for this product at the moment.');
  });
});

describe('shouldSuggest', () => {
  it('asks only when the trimmed text is longer than 1 character', () => {
    expect(shouldSuggest('')).toBe(false);
    expect(shouldSuggest(' c ')).toBe(false);
    expect(shouldSuggest('ce')).toBe(true);
  });
});

describe('product and seller display', () => {
  it('shows display_name, or name when absent or blank', () => {
    expect(productTitle(aProduct({ display_name: 'UltraTech Cement 53' }))).toBe('UltraTech Cement 53');
    expect(productTitle(aProduct({ display_name: '  ' }))).toBe('UltraTech OPC 53 Grade Cement');
  });

  it("falls back to 'Unknown Seller' and 'Address not available'", () => {
    const orphan = aListing({ seller: null });
    expect(sellerName(orphan)).toBe('Unknown Seller');
    expect(sellerAddress(orphan)).toBe('Address not available');
    expect(sellerAddress(aListing({ seller: { id: 1, name: 'A', address: '', phone: null, city: null } }))).toBe('Address not available');
  });

  it('marks stock under 50 as limited, and none at all as out of stock (not limited)', () => {
    expect(isLimitedStock(aListing({ stock_quantity: 49 }))).toBe(true);
    expect(isLimitedStock(aListing({ stock_quantity: 1 }))).toBe(true);
    expect(isLimitedStock(aListing({ stock_quantity: 50 }))).toBe(false);
    expect(isLimitedStock(aListing({ stock_quantity: 0 }))).toBe(false);
    expect(isOutOfStock(aListing({ stock_quantity: 0 }))).toBe(true);
    expect(isOutOfStock(aListing({ stock_quantity: 1 }))).toBe(false);
  });

  it('takes the first two specifications in order', () => {
    expect(leadingSpecifications(aProduct())).toEqual([
      ['Grade', '53'],
      ['Weight', '50 kg'],
    ]);
  });
});

describe('sortListings', () => {
  const near = aListing({
    id: 1,
    price: 420,
    delivery: { distance_km: 2, delivery_charge: 300, landed_total: 720, delivery_radius_km: 80, within_reach: true },
  });
  const far = aListing({
    id: 2,
    price: 380,
    delivery: { distance_km: 20, delivery_charge: 750, landed_total: 1130, delivery_radius_km: 80, within_reach: true },
  });
  const unknown = aListing({ id: 3, price: 350, delivery: null });

  it('orders by landed price for the chosen quantity', () => {
    // 1 bag: near 420 + 300 = 720, far 380 + 750 = 1130
    expect(sortListings([far, near], 'landed', 1).map((l) => l.id)).toEqual([1, 2]);
    // 100 bags: near 42,000 + 300 = 42,300, far 38,000 + 750 = 38,750
    expect(sortListings([near, far], 'landed', 100).map((l) => l.id)).toEqual([2, 1]);
  });

  it('orders by unit price and by distance; listings without an estimate go last by distance', () => {
    expect(sortListings([near, far, unknown], 'price').map((l) => l.id)).toEqual([3, 2, 1]);
    expect(sortListings([unknown, far, near], 'distance').map((l) => l.id)).toEqual([1, 2, 3]);
  });

  it('puts out-of-stock offers last in every order, however cheap or near', () => {
    const soldOut = aListing({
      id: 4,
      price: 300,
      stock_quantity: 0,
      delivery: { distance_km: 1, delivery_charge: 100, landed_total: 400, delivery_radius_km: 80, within_reach: true },
    });
    for (const order of ['landed', 'price', 'distance'] as const) {
      expect(sortListings([soldOut, far, near], order).at(-1)?.id, order).toBe(4);
    }
  });

  it('puts offers that cannot fill the quantity after those that can, and before those out of stock', () => {
    const short = aListing({
      id: 5,
      price: 300,
      stock_quantity: 30,
      delivery: { distance_km: 1, delivery_charge: 100, landed_total: 400, delivery_radius_km: 80, within_reach: true },
    });
    const soldOut = aListing({ id: 4, stock_quantity: 0, delivery: short.delivery });
    for (const order of ['landed', 'price', 'distance'] as const) {
      expect(
        sortListings([soldOut, short, far, near], order, 50)
          .map((l) => l.id)
          .slice(2),
        order,
      ).toEqual([5, 4]);
      // 30 bags: the cheapest and nearest again.
      expect(sortListings([soldOut, far, near, short], order, 30)[0]?.id, order).toBe(5);
    }
    expect(isShortOf(short, 31)).toBe(true);
    expect(isShortOf(short, 30)).toBe(false);
    expect(isShortOf(soldOut, 1)).toBe(false);
  });

  it('computes the landed total as price x quantity + delivery charge', () => {
    expect(landedTotal(near, 10)).toBe(4500);
    expect(landedTotal(unknown, 10)).toBeNull();
  });
});

describe('splitByReach', () => {
  it('keeps the order, and sets aside the offers whose seller does not deliver to the place; no estimate means no verdict', () => {
    const reach = (within_reach: boolean) => ({ distance_km: 10, delivery_charge: 500, landed_total: 900, delivery_radius_km: 80, within_reach });
    const [a, b, c, d] = [
      aListing({ id: 1, delivery: reach(true) }),
      aListing({ id: 2, delivery: reach(false) }),
      aListing({ id: 3, delivery: null }),
      aListing({ id: 4, delivery: reach(false) }),
    ];
    const split = splitByReach([a, b, c, d]);
    expect(split.inReach.map((listing) => listing.id)).toEqual([1, 3]);
    expect(split.beyondReach.map((listing) => listing.id)).toEqual([2, 4]);
  });
});

describe('links', () => {
  it('builds /products addresses without empty parameters', () => {
    expect(productsPath({})).toBe('/products');
    expect(productsPath({ search: ' tmt bar ', category_id: 4 })).toBe('/products?search=tmt+bar&category_id=4');
  });
});

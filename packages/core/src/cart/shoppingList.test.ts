import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/errors.ts';
import type { CatalogueApi } from '../catalogue/catalogueApi.ts';
import type { Listing, Product } from '../catalogue/catalogueTypes.ts';
import { aListing, aProduct } from '../catalogue/testing.ts';
import { addLinesToCart, findOffer, packLitres, quoteMessageFor, shoppingListTotal, unitsToOrder, type MaterialNeed } from './shoppingList.ts';

const cementNeed: MaterialNeed = { label: 'Cement (OPC 43)', search: 'OPC 43 cement', quantity: 12, unit: 'Bag', quoteMaterial: 'Cement', quoteUnit: 'Bags' };
const paintNeed: MaterialNeed = {
  label: 'Emulsion paint',
  search: 'emulsion',
  quantity: 25,
  unit: 'Ltr',
  litresPerPack: true,
  quoteMaterial: 'Other',
  quoteUnit: 'Other',
};

/** A catalogue answering `search` with `products` and each product's listings from `listings`. */
function catalogue(products: Product[], listings: Record<number, Listing[]>): Pick<CatalogueApi, 'listProducts' | 'getListings'> & { listingCalls: number[] } {
  const listingCalls: number[] = [];
  return {
    listingCalls,
    listProducts: async () => ({ items: products, total: products.length, offset: 0 }),
    getListings: async (productId) => {
      listingCalls.push(productId);
      return listings[productId] ?? [];
    },
  };
}

describe('packLitres and unitsToOrder', () => {
  it('reads a can size from the product name', () => {
    expect(packLitres('Asian Paints Tractor Emulsion 20 L')).toBe(20);
    expect(packLitres('Nerolac Primer 3.6 Ltr')).toBe(3.6);
    expect(packLitres('Asian Paints Royale Luxury Emulsion – 10 Litres')).toBe(10);
    expect(packLitres('UltraTech OPC 53 Grade Cement')).toBeNull();
  });

  it('orders the need in its own unit, and paint litres as whole cans', () => {
    expect(unitsToOrder(cementNeed, aProduct({ unit: 'Bag' }))).toBe(12);
    expect(unitsToOrder(cementNeed, aProduct({ unit: 'Kg' }))).toBeNull();
    // 25 litres in 10 L cans: 3 cans; in 20 L cans: 2 cans.
    expect(unitsToOrder(paintNeed, aProduct({ unit: 'Nos', name: 'Royale Emulsion 10 L' }))).toBe(3);
    expect(unitsToOrder(paintNeed, aProduct({ unit: 'Nos', name: 'Tractor Emulsion 20 L' }))).toBe(2);
    expect(unitsToOrder(paintNeed, aProduct({ unit: 'Nos', name: 'Emulsion (shade card)' }))).toBeNull();
    expect(unitsToOrder(paintNeed, aProduct({ unit: 'Ltr' }))).toBe(25);
  });
});

describe('findOffer', () => {
  it('picks the cheapest delivered offer across the best matches sold in the unit', async () => {
    const products = [aProduct({ id: 1 }), aProduct({ id: 2, name: 'Chettinad OPC 43' }), aProduct({ id: 3, unit: 'Kg', name: 'Loose cement' })];
    const api = catalogue(products, {
      // 12 bags at 400 + 330 delivery = 5130
      1: [
        aListing({ id: 11, price: 400, delivery: { distance_km: 3.2, delivery_charge: 330, landed_total: 5130, delivery_radius_km: 80, within_reach: true } }),
      ],
      // cheaper per bag but far away: 12 x 380 + 900 = 5460
      2: [
        aListing({ id: 21, price: 380, delivery: { distance_km: 26, delivery_charge: 900, landed_total: 5460, delivery_radius_km: 80, within_reach: true } }),
      ],
      3: [aListing({ id: 31, price: 1 })],
    });
    const line = await findOffer(cementNeed, api);
    expect(line.status).toBe('found');
    if (line.status !== 'found') return;
    expect(line.offer).toMatchObject({ quantity: 12, total: 5130, delivered: true });
    expect(line.offer.listing.id).toBe(11);
    // The product sold by the kg was never a candidate.
    expect(api.listingCalls).toEqual([1, 2]);
  });

  it('never picks a supplier whose delivery radius does not reach the buyer, however cheap', async () => {
    const api = catalogue([aProduct({ id: 1 })], {
      1: [
        // The cheapest landed by far (12 x 10 + 300), but its seller does not deliver here.
        aListing({ id: 11, price: 10, delivery: { distance_km: 216, delivery_charge: 300, landed_total: 420, delivery_radius_km: 80, within_reach: false } }),
        aListing({ id: 12, price: 400, delivery: { distance_km: 9, delivery_charge: 475, landed_total: 5275, delivery_radius_km: 80, within_reach: true } }),
      ],
    });
    const line = await findOffer(cementNeed, api);
    expect(line.status === 'found' && line.offer.listing.id).toBe(12);
  });

  it('passes over suppliers without enough stock and says so when nobody has enough', async () => {
    const api = catalogue([aProduct({ id: 1 })], {
      1: [aListing({ id: 11, price: 300, stock_quantity: 5 }), aListing({ id: 12, price: 300, stock_quantity: 8 })],
    });
    expect(await findOffer(cementNeed, api)).toEqual({ need: cementNeed, status: 'short-stock', available: 8 });
  });

  it('reports a material nobody sells', async () => {
    expect((await findOffer(cementNeed, catalogue([aProduct({ id: 1, listing_count: 0 })], {}))).status).toBe('not-found');
    expect((await findOffer(cementNeed, catalogue([], {}))).status).toBe('not-found');
  });

  it('prices an offer without a known delivery as price x quantity', async () => {
    const line = await findOffer(
      paintNeed,
      catalogue([aProduct({ id: 5, unit: 'Nos', name: 'Tractor Emulsion 20 L' })], { 5: [aListing({ id: 51, price: 4300 })] }),
    );
    expect(line).toMatchObject({ status: 'found', offer: { quantity: 2, total: 8600, delivered: false } });
  });
});

describe('adding a shopping list to the cart', () => {
  const found = (id: number, total: number) =>
    ({ need: cementNeed, status: 'found', offer: { product: aProduct(), listing: aListing({ id }), quantity: 12, total, delivered: false } }) as const;

  it('adds every found line, keeps the server explanation of a refusal and totals the found lines', async () => {
    const added: Array<[number, number]> = [];
    const lines = [found(11, 5130), { need: paintNeed, status: 'not-found' } as const, found(12, 900)];
    const outcomes = await addLinesToCart(lines, async (listingId, quantity) => {
      if (listingId === 12) throw new ApiError({ status: 409, body: { detail: 'Only 4 left in stock' } });
      added.push([listingId, quantity]);
    });
    expect(added).toEqual([[11, 12]]);
    expect(outcomes.map((outcome) => (outcome.ok ? 'ok' : outcome.detail))).toEqual(['ok', 'Only 4 left in stock']);
    expect(shoppingListTotal(lines)).toBe(6030);
  });

  it('writes the quote message with every material', () => {
    expect(quoteMessageFor([cementNeed, paintNeed], 'Material Calculator')).toBe(
      'Materials from the Material Calculator: Cement (OPC 43) 12 Bag; Emulsion paint 25 litres',
    );
  });
});

describe('a need nothing matches exactly', () => {
  it('falls back to its broader words', async () => {
    const searched: string[] = [];
    const api: Pick<CatalogueApi, 'listProducts' | 'getListings'> = {
      listProducts: async (query) => {
        searched.push(query.search ?? '');
        const items = query.search === 'cement' ? [aProduct({ id: 1 })] : [];
        return { items, total: items.length, offset: 0 };
      },
      getListings: async () => [aListing({ id: 11 })],
    };
    const line = await findOffer({ ...cementNeed, search: 'OPC 33 cement', fallbackSearch: 'cement' }, api);
    expect(searched).toEqual(['OPC 33 cement', 'cement']);
    expect(line).toMatchObject({ status: 'found', offer: { quantity: 12 } });
  });
});

import { describe, expect, it } from 'vitest';
import { boardCategoryOf, cityNamed } from './boardCategories.ts';
import { medianPaise, percentChange, priceAt, priceRows, type ListingPrices } from './priceBoard.ts';
import { cityNear } from './queries.ts';

const NOW = new Date('2026-11-22T06:30:00Z');
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 24 * 60 * 60 * 1000);

let nextListingId = 1;

/** A listing whose prices were `[paise, days ago]`, oldest first; the last is its current price. */
function listing(productId: number, prices: Array<[number, number]>, overrides: Partial<ListingPrices> = {}): ListingPrices {
  const history = prices.map(([pricePaise, days]) => ({ pricePaise, changedAt: daysAgo(days) }));
  return {
    listingId: nextListingId++,
    productId,
    material: `Material ${productId}`,
    category: 'Cement',
    unit: 'Bag',
    currentPricePaise: prices.at(-1)?.[0] ?? 0,
    updatedAt: daysAgo(prices.at(-1)?.[1] ?? 0),
    history,
    ...overrides,
  };
}

describe('priceAt', () => {
  const raised = listing(1, [
    [40_000, 40],
    [42_000, 3],
  ]);

  it('is the latest price recorded at or before the moment', () => {
    expect(priceAt(raised, daysAgo(7))).toBe(40_000);
    expect(priceAt(raised, daysAgo(3))).toBe(42_000);
    expect(priceAt(raised, NOW)).toBe(42_000);
  });

  it('is the first price for a listing that appeared later, and the current price without history', () => {
    expect(priceAt(raised, daysAgo(60))).toBe(40_000);
    expect(priceAt({ currentPricePaise: 39_500, history: [] }, daysAgo(7))).toBe(39_500);
  });
});

describe('medianPaise', () => {
  it('takes the middle price, the mean of the middle two (rounded) for an even count', () => {
    expect(medianPaise([42_000])).toBe(42_000);
    expect(medianPaise([43_000, 41_000, 42_000])).toBe(42_000);
    expect(medianPaise([41_000, 42_001])).toBe(41_501);
  });

  it('is not pulled by one odd price the way a mean would be', () => {
    expect(medianPaise([41_000, 42_000, 4_200])).toBe(41_000);
  });
});

describe('percentChange', () => {
  it('has 2 decimals and never answers -0', () => {
    expect(percentChange(40_000, 42_000)).toBe(5);
    expect(percentChange(30_000, 29_000)).toBe(-3.33);
    expect(percentChange(40_000, 40_000)).toBe(0);
    expect(Object.is(percentChange(1_000_000, 999_999), 0)).toBe(true);
  });
});

describe('priceRows', () => {
  it("compares today's median with the same listings' median 7 days ago", () => {
    const [row] = priceRows(
      [
        listing(7, [
          [40_000, 40],
          [42_000, 3],
        ]),
      ],
      NOW,
    );
    expect(row).toEqual({
      id: 7,
      material: 'Material 7',
      category: 'Cement',
      unit: 'Bag',
      current_price: 420,
      previous_price: 400,
      change: 5,
      trend: 'up',
      last_updated: daysAgo(3).toISOString(),
      supplier_count: 1,
    });
  });

  it('calls a price that last moved more than a week ago stable', () => {
    const [row] = priceRows(
      [
        listing(8, [
          [40_000, 40],
          [38_000, 10],
        ]),
      ],
      NOW,
    );
    expect(row).toMatchObject({ current_price: 380, previous_price: 380, change: 0, trend: 'stable', last_updated: daysAgo(10).toISOString() });
  });

  it('takes the median over suppliers: with two, their mean; a fall shows as down', () => {
    const rows = priceRows(
      [
        listing(
          9,
          [
            [7_000, 50],
            [6_800, 2],
          ],
          { unit: 'Kg', category: 'TMT Bars' },
        ),
        listing(9, [[7_200, 30]], { unit: 'Kg', category: 'TMT Bars' }),
      ],
      NOW,
    );
    expect(rows).toEqual([
      expect.objectContaining({
        id: 9,
        current_price: 70,
        previous_price: 71,
        change: -1.41,
        trend: 'down',
        supplier_count: 2,
        last_updated: daysAgo(2).toISOString(),
      }),
    ]);
  });

  it('keeps one supplier\u2019s odd price from moving the board', () => {
    const rows = priceRows(
      [
        listing(10, [[41_000, 30]]),
        listing(10, [[42_000, 30]]),
        listing(10, [
          [43_000, 30],
          [4_300, 1],
        ]),
      ],
      NOW,
    );
    expect(rows[0]).toMatchObject({ current_price: 410, previous_price: 420, trend: 'down' });
  });

  it('does not count a supplier joining this week as a market move', () => {
    const rows = priceRows([listing(11, [[40_000, 30]]), listing(11, [[44_000, 2]])], NOW);
    expect(rows[0]).toMatchObject({ current_price: 420, previous_price: 420, change: 0, trend: 'stable', supplier_count: 2 });
  });

  it('orders rows by the board\u2019s categories, then by material', () => {
    const rows = priceRows(
      [
        listing(1, [[500_000, 30]], { material: 'RMC M20', category: 'RMC', unit: 'Cum' }),
        listing(2, [[7_000, 30]], { material: 'TMT 12 mm', category: 'TMT Bars', unit: 'Kg' }),
        listing(3, [[41_000, 30]], { material: 'PPC Cement', category: 'Cement' }),
        listing(4, [[42_000, 30]], { material: 'OPC 53 Cement', category: 'Cement' }),
        listing(5, [[5_500, 30]], { material: 'Solid Block 6"', category: 'Bricks and Blocks', unit: 'Nos' }),
      ],
      NOW,
    );
    expect(rows.map((row) => row.material)).toEqual(['OPC 53 Cement', 'PPC Cement', 'TMT 12 mm', 'RMC M20', 'Solid Block 6"']);
  });

  it('answers no rows for no listings', () => {
    expect(priceRows([], NOW)).toEqual([]);
  });
});

describe('board categories and cities', () => {
  it("maps the catalogue's categories onto the board's five", () => {
    expect(boardCategoryOf('Cement', 'OPC 53 Grade')).toBe('Cement');
    expect(boardCategoryOf('Cement', 'Ready Mix Concrete')).toBe('RMC');
    expect(boardCategoryOf('Steel', 'TMT Bars')).toBe('TMT Bars');
    expect(boardCategoryOf('Steel', 'Binding Wire')).toBeNull();
    expect(boardCategoryOf('Sand', 'M-Sand')).toBe('Bulk Material');
    expect(boardCategoryOf('Aggregates', '20 mm Aggregate')).toBe('Bulk Material');
    expect(boardCategoryOf('Bricks', null)).toBe('Bricks and Blocks');
    expect(boardCategoryOf('Blocks', 'AAC Blocks')).toBe('Bricks and Blocks');
    expect(boardCategoryOf('Paint', 'Emulsion')).toBeNull();
  });

  it('knows a city by its other names and a buyer by where they are', () => {
    expect(cityNamed(' Bengaluru ')).toBe('Bangalore');
    expect(cityNamed('madras')).toBe('Chennai');
    expect(cityNamed('Mumbai')).toBeNull();
    expect(cityNear({ latitude: 13.05, longitude: 80.25 })).toBe('Chennai');
    expect(cityNear({ latitude: 12.93, longitude: 77.62 })).toBe('Bangalore');
    expect(cityNear({ latitude: 19.07, longitude: 72.87 })).toBeNull();
  });
});

import type { City, PriceBoard, PriceBoardCategory, PriceRow } from '@nirmaan/core';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A week of prices in Bangalore for stories and tests (the real board is computed by the server). */
export const FAKE_PRICE_ROWS: PriceRow[] = [
  {
    id: 1,
    material: 'UltraTech OPC 53 Grade Cement – 50 kg Bag',
    category: 'Cement',
    unit: 'Bag',
    current_price: 430,
    previous_price: 415,
    change: 3.61,
    trend: 'up',
    last_updated: '2026-11-20T05:30:00.000Z',
    supplier_count: 2,
  },
  {
    id: 2,
    material: 'Dalmia DSP PPC Cement',
    category: 'Cement',
    unit: 'Bag',
    current_price: 372,
    previous_price: 372,
    change: 0,
    trend: 'stable',
    last_updated: '2026-11-02T09:00:00.000Z',
    supplier_count: 1,
  },
  {
    id: 3,
    material: 'JSW Neosteel 550D TMT Bar – 12 mm (per kg)',
    category: 'TMT Bars',
    unit: 'Kg',
    current_price: 66.5,
    previous_price: 68,
    change: -2.21,
    trend: 'down',
    last_updated: '2026-11-21T07:15:00.000Z',
    supplier_count: 2,
  },
  {
    id: 4,
    material: 'M-Sand (Concrete Grade)',
    category: 'Bulk Material',
    unit: 'Cft',
    current_price: 58,
    previous_price: 57,
    change: 1.75,
    trend: 'up',
    last_updated: '2026-11-19T11:00:00.000Z',
    supplier_count: 1,
  },
  {
    id: 5,
    material: 'UltraTech Ready Mix Concrete M20 (per m³)',
    category: 'RMC',
    unit: 'Cum',
    current_price: 5250,
    previous_price: 5250,
    change: 0,
    trend: 'stable',
    last_updated: '2026-10-30T04:00:00.000Z',
    supplier_count: 1,
  },
  {
    id: 6,
    material: 'Solid Concrete Block 6 inch',
    category: 'Bricks and Blocks',
    unit: 'Nos',
    current_price: 52,
    previous_price: 54,
    change: -3.7,
    trend: 'down',
    last_updated: '2026-11-21T10:45:00.000Z',
    supplier_count: 2,
  },
];

export function fakePriceBoard(city: City = 'Bangalore', category: PriceBoardCategory | null = null, rows: PriceRow[] = FAKE_PRICE_ROWS): PriceBoard {
  return {
    city,
    city_source: 'query',
    category,
    compared_with: '2026-11-15T06:30:00.000Z',
    generated_at: '2026-11-22T06:30:00.000Z',
    rows: rows.filter((row) => category === null || row.category === category),
  };
}

export interface FakePricesOptions {
  /** The rows of every city's board (filtered by the asked category); FAKE_PRICE_ROWS by default. */
  rows?: PriceRow[];
  /** The city answered when none is asked (the server's pick). */
  defaultCity?: City;
  /** Fail this many calls first (a network failure), then answer. Infinity fails every call. */
  failures?: number;
  /** Answer after this many ms; Infinity never answers (the loading state). */
  delay?: number;
  /** Told of every query asked. */
  onQuery?: (query: { city: string | null; category: string | null }) => void;
}

/**
 * GET /price-board answered in the page (layered over whatever fetch is installed, e.g.
 * installFakeApi, which answers the quote form). Returns the function that removes it.
 */
export function installFakePrices(options: FakePricesOptions = {}): () => void {
  const previous = globalThis.fetch;
  let failuresLeft = options.failures ?? 0;
  globalThis.fetch = async (input, init) => {
    const request = input instanceof Request ? input : new Request(new URL(String(input), 'http://localhost'), init);
    const url = new URL(request.url);
    if (url.pathname.replace(/^.*\/api\/v1/, '') !== '/price-board') return previous(input, init);
    const city = url.searchParams.get('city');
    const category = url.searchParams.get('category');
    options.onQuery?.({ city, category });
    if (options.delay === Infinity) return new Promise<Response>(() => {});
    if (options.delay) await new Promise((resolve) => setTimeout(resolve, options.delay));
    if (failuresLeft-- > 0) throw new TypeError('Failed to fetch');
    const board = fakePriceBoard(
      (city as City | null) ?? options.defaultCity ?? 'Bangalore',
      category as PriceBoardCategory | null,
      options.rows ?? FAKE_PRICE_ROWS,
    );
    return json(city ? board : { ...board, city_source: 'default' });
  };
  return () => {
    globalThis.fetch = previous;
  };
}

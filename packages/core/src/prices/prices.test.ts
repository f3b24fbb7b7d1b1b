import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../api/client.ts';
import { memoryStorage } from '../testing/memoryStorage.ts';
import { chosenCity, comparedWith, formatChange, lastUpdated, marketInsights, quoteUnitFor } from './priceBoardRules.ts';
import { createPricesApi } from './pricesApi.ts';
import type { PriceBoard, PriceRow } from './priceTypes.ts';

const row = (overrides: Partial<PriceRow>): PriceRow => ({
  id: 1,
  material: 'UltraTech OPC 53',
  category: 'Cement',
  unit: 'Bag',
  current_price: 420,
  previous_price: 400,
  change: 5,
  trend: 'up',
  last_updated: '2026-11-20T10:00:00.000Z',
  supplier_count: 2,
  ...overrides,
});

const board = (rows: PriceRow[]): PriceBoard => ({
  city: 'Bangalore',
  city_source: 'default',
  category: null,
  compared_with: '2026-11-15T10:00:00.000Z',
  generated_at: '2026-11-22T10:00:00.000Z',
  rows,
});

describe('formatChange', () => {
  it('shows the sign and 2 decimals', () => {
    expect(formatChange(2.345)).toBe('+2.35%');
    expect(formatChange(-1.2)).toBe('-1.20%');
    expect(formatChange(0)).toBe('0.00%');
    expect(formatChange(-0.001)).toBe('0.00%');
    expect(formatChange(12.5)).toBe('+12.50%');
  });
});

describe('marketInsights', () => {
  it('finds the biggest riser and faller and counts the moves', () => {
    const rows = [
      row({ id: 1, change: 5, trend: 'up' }),
      row({ id: 2, change: 1.5, trend: 'up' }),
      row({ id: 3, change: -3.33, trend: 'down' }),
      row({ id: 4, change: -0.5, trend: 'down' }),
      row({ id: 5, change: 0, trend: 'stable' }),
    ];
    const insights = marketInsights(rows);
    expect(insights.riser?.id).toBe(1);
    expect(insights.faller?.id).toBe(3);
    expect(insights).toMatchObject({ rising: 2, falling: 2, stable: 1, averageChange: 0.53 });
  });

  it('has no riser or faller when nothing moved', () => {
    expect(marketInsights([row({ change: 0, trend: 'stable' })])).toMatchObject({ riser: null, faller: null, stable: 1, averageChange: 0 });
    expect(marketInsights([])).toMatchObject({ riser: null, faller: null, rising: 0, averageChange: 0 });
  });
});

describe('board helpers', () => {
  it("'Last updated' is the latest price change, else when the board was made", () => {
    expect(lastUpdated(board([row({ last_updated: '2026-11-20T10:00:00.000Z' }), row({ last_updated: '2026-11-21T08:00:00.000Z' })]))).toBe(
      '2026-11-21T08:00:00.000Z',
    );
    expect(lastUpdated(board([]))).toBe('2026-11-22T10:00:00.000Z');
  });

  it("compares with the board's own moment, else with 7 days before now while it loads", () => {
    expect(comparedWith(board([]))).toBe(board([]).compared_with);
    expect(comparedWith(null, Date.parse('2026-11-22T10:00:00.000Z'))).toBe('2026-11-15T10:00:00.000Z');
  });

  it('fills the quote form unit where it has one that fits', () => {
    expect(quoteUnitFor('Bag')).toBe('Bags');
    expect(quoteUnitFor('Cum')).toBe('Cubic Meters (Mcu)');
    expect(quoteUnitFor('Kg')).toBe('');
  });

  it('knows the city only when the visitor chose one', () => {
    expect(chosenCity(memoryStorage())).toBeNull();
    expect(chosenCity(memoryStorage({ city: 'Chennai' }))).toBe('Chennai');
    expect(chosenCity(memoryStorage({ city: 'Mumbai' }))).toBeNull();
  });
});

describe('pricesApi', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks GET /price-board with the city and category, leaving out what is not chosen', async () => {
    const urls: string[] = [];
    const fetch = vi.fn(async (input: RequestInfo | URL) => {
      urls.push(String(input instanceof Request ? input.url : input));
      return new Response(JSON.stringify(board([])), { headers: { 'content-type': 'application/json' } });
    });
    const api = createPricesApi(createApiClient({ baseURL: 'http://test/api/v1', fetch }));
    await api.board({ city: 'Chennai', category: 'TMT Bars' });
    await api.board();
    expect(urls).toEqual(['http://test/api/v1/price-board?city=Chennai&category=TMT+Bars', 'http://test/api/v1/price-board']);
  });
});

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SEED_CATEGORIES } from './categories.ts';
import { CATEGORY_TAX, SUB_CATEGORY_TAX } from './categoryTax.ts';

/** The tax data migration 0011 gives categories seeded before it, as "Top" or "Top/Sub" → [hsn, rate]. */
function migratedTax(): Record<string, [string, number]> {
  const sql = readFileSync(new URL('../../../drizzle/0011_gst_invoices.sql', import.meta.url), 'utf8');
  const entries: Record<string, [string, number]> = {};
  for (const [, hsn, rate, rest] of sql.matchAll(/SET "hsn_code" = '(\d+)', "gst_rate_percent" = (\d+) WHERE (.*);/g)) {
    const names = [...rest!.matchAll(/"name" = '((?:[^']|'')+)'/g)].map((match) => match[1]!.replaceAll("''", "'"));
    const key = names.length === 1 ? names[0]! : `${names[1]}/${names[0]}`;
    entries[key] = [hsn!, Number(rate)];
  }
  return entries;
}

describe("categories' HSN codes and GST rates", () => {
  it('name only categories that exist, with an HSN heading and a GST rate that exists', () => {
    for (const key of Object.keys(SUB_CATEGORY_TAX)) {
      const [top, sub] = key.split('/') as [keyof typeof SEED_CATEGORIES, string];
      expect(
        SEED_CATEGORIES[top]?.children.map((child) => child.name),
        key,
      ).toContain(sub);
    }
    for (const tax of [...Object.values(CATEGORY_TAX), ...Object.values(SUB_CATEGORY_TAX)]) {
      expect(tax.hsn).toMatch(/^\d{4}(\d{2}){0,2}$/);
      expect([0, 5, 12, 18, 28, 40]).toContain(tax.gstRatePercent);
    }
    // The 2025 rate change: cement down from 28 % to 18 %; bricks at 12 %.
    expect(CATEGORY_TAX.Cement).toEqual({ hsn: '2523', gstRatePercent: 18 });
    expect(CATEGORY_TAX.Bricks.gstRatePercent).toBe(12);
  });

  it('are the same in the seed and in the migration that fills them in for databases seeded before', () => {
    const seeded = Object.fromEntries(
      [...Object.entries(CATEGORY_TAX), ...Object.entries(SUB_CATEGORY_TAX)].map(([key, tax]) => [key, [tax.hsn, tax.gstRatePercent]]),
    );
    expect(migratedTax()).toEqual(seeded);
  });
});

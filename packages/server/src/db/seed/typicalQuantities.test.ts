import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SEED_CATEGORIES } from './categories.ts';

/** The quantities migration 0009 gives categories seeded before it, as [top, sub, quantity]. */
function migratedQuantities(): Array<[string, string, number]> {
  const sql = readFileSync(new URL('../../../drizzle/0009_typical_quantity.sql', import.meta.url), 'utf8');
  const update = /SET "typical_quantity" = (\d+) WHERE .*? "name" = '((?:[^']|'')+)' AND "parent_id" = \(SELECT .*? "name" = '((?:[^']|'')+)'\)/g;
  return [...sql.matchAll(update)].map(([, quantity, sub, top]) => [top!.replaceAll("''", "'"), sub!.replaceAll("''", "'"), Number(quantity)]);
}

describe('typical order quantities', () => {
  it('are the same in the seed and in the migration that fills them in for databases seeded before', () => {
    const seeded = Object.values(SEED_CATEGORIES).flatMap((top) =>
      top.children
        .filter((child) => child.typicalQuantity !== undefined)
        .map((child): [string, string, number] => [top.name, child.name, child.typicalQuantity!]),
    );
    expect(seeded.length).toBeGreaterThan(20);
    expect(migratedQuantities()).toEqual(seeded);
  });
});

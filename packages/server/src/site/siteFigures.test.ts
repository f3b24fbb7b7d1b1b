import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenedDatabase } from '../db/database.ts';
import { sellers } from '../db/schema.ts';
import { seedDemoData } from '../db/seed/index.ts';
import { SEED_SELLERS } from '../db/seed/sellers.ts';
import { openTestDatabase } from '../testing/testDatabase.ts';
import { cachedSiteFigures, countSiteFigures, FIGURES_FRESH_MS } from './siteFigures.ts';

let database: OpenedDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemoData(database.db);
});
afterAll(() => database.close());

describe('the site figures', () => {
  it('counts the sellers who trade, their cities and the products they offer', async () => {
    const figures = await countSiteFigures(database.db);
    expect(figures.cities).toBe(3);
    expect(figures.verified_sellers).toBeGreaterThan(0);
    expect(figures.verified_sellers).toBeLessThanOrEqual(SEED_SELLERS.length);
    expect(figures.products).toBeGreaterThan(0);
  });

  it('counts again once a minute has passed, not on every page', async () => {
    let now = 0;
    const figures = cachedSiteFigures(database.db, () => now);
    const before = (await figures())!.verified_sellers;
    const [trader] = await database.db.select({ id: sellers.id }).from(sellers).where(eq(sellers.status, 'approved')).limit(1);
    await database.db.update(sellers).set({ isActive: false }).where(eq(sellers.id, trader!.id));
    expect((await figures())!.verified_sellers).toBe(before);
    now += FIGURES_FRESH_MS;
    expect((await figures())!.verified_sellers).toBe(before - 1);
  });
});

import { count, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './database.ts';
import { categories } from './schema.ts';
import { seedDemoData } from './seed/index.ts';
import { databaseContract } from './testing/databaseContract.ts';
import { startTestPostgres } from './testing/postgres.ts';

// The same checks on PostgreSQL 15, in a throw-away cluster; skipped (with the reason) where none can start.
const cluster = await startTestPostgres().catch((error: Error) => {
  console.warn(`Skipping the PostgreSQL database tests: ${error.message}`);
  return undefined;
});
afterAll(() => cluster?.stop());

describe.skipIf(!cluster)('PostgreSQL 15', () => {
  if (!cluster) return;

  databaseContract('throw-away cluster', async () => openDatabase({ databaseUrl: await cluster.createDatabase('contract') }));

  it('lets servers start concurrently on one empty database: one migrates and seeds, the others wait', async () => {
    const databaseUrl = await cluster.createDatabase('concurrent');
    const opened = await Promise.all([1, 2, 3].map(() => openDatabase({ databaseUrl, poolSize: 2 })));
    try {
      expect(opened.every((database) => database.kind === 'postgres')).toBe(true);
      const seeded = await Promise.all(opened.map((database) => seedDemoData(database.db)));
      expect(seeded.filter(Boolean)).toHaveLength(1);
      const [tops] = await opened[0]!.db
        .select({ n: count() })
        .from(categories)
        .where(sql`${categories.parentId} is null`);
      expect(tops?.n).toBe(19);
    } finally {
      await Promise.all(opened.map((database) => database.close()));
    }
  }, 60_000);
});

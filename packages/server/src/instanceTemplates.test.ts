import { count, eq, sql } from 'drizzle-orm';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, prepareInstance } from './accounts/bootstrap.ts';
import { openDatabase } from './db/database.ts';
import { cachedTemplate, type TemplateRecipe } from './db/pgliteTemplate.ts';
import { admins, instanceFacts, sellers, users } from './db/schema.ts';
import { templateForMode } from './instanceTemplates.ts';

// Issue 30 (quick start): a new PGlite data directory is copied from a template built once,
// migrated (production) or migrated and seeded (demo), instead of creating and seeding a cluster.

const root = mkdtempSync(join(tmpdir(), 'nirmaan-templates-'));
const cacheDir = join(root, 'cache');
afterAll(() => rmSync(root, { recursive: true, force: true }));

const noAdmin = { adminEmail: undefined, adminPassword: undefined };

describe('a new data directory started from a template', () => {
  it('in demo mode holds the demo marketplace and accounts, in a private directory locked while open', async () => {
    const dataDir = join(root, 'demo', 'pglite');
    const database = await openDatabase({ dataDir, template: () => templateForMode('demo', cacheDir) });
    try {
      expect(statSync(dataDir).mode & 0o777).toBe(0o700);
      expect(readFileSync(join(dataDir, 'server.lock'), 'utf8')).toBe(String(process.pid));
      await prepareInstance(database.db, { mode: 'demo', ...noAdmin }, () => {});
      const { db } = database;
      expect(await db.select({ id: admins.id }).from(admins).where(eq(admins.email, DEMO_ACCOUNTS.admin.email))).toHaveLength(1);
      expect(
        await db
          .select({ id: users.id })
          .from(users)
          .where(eq(users.phone, `+91${DEMO_ACCOUNTS.buyer.phone}`)),
      ).toHaveLength(1);
      const [demoSellers] = await db.select({ n: count() }).from(sellers);
      expect(demoSellers!.n).toBeGreaterThan(1);
      // Only the instance's database: template0 and template1 were half the files every start copies.
      const databases = await db.execute<{ datname: string }>(sql`select datname from pg_database`);
      expect(databases.rows.map((row) => row.datname)).toEqual(['postgres']);
      // A write lands in this directory, not in the template: reopened, it is there.
      await db.insert(instanceFacts).values({ key: 'written_after_copy', value: 'yes' });
    } finally {
      await database.close();
    }
    const reopened = await openDatabase({ dataDir, template: () => Promise.reject(new Error('a database that exists is not copied over')) });
    try {
      expect(await reopened.db.select().from(instanceFacts).where(eq(instanceFacts.key, 'written_after_copy'))).toHaveLength(1);
    } finally {
      await reopened.close();
    }
    const again = await openDatabase({ dataDir: join(root, 'demo-again', 'pglite'), template: () => templateForMode('demo', cacheDir) });
    try {
      expect(await again.db.select().from(instanceFacts).where(eq(instanceFacts.key, 'written_after_copy'))).toEqual([]);
    } finally {
      await again.close();
    }
  }, 180_000);

  it('in production mode gets no demo account nor demo seller, and starts with the configured admin', async () => {
    const database = await openDatabase({ dataDir: join(root, 'production', 'pglite'), template: () => templateForMode('production', cacheDir) });
    try {
      const { db } = database;
      const config = { mode: 'production' as const, adminEmail: 'owner@example.com', adminPassword: 'a long and unguessable phrase' };
      await prepareInstance(db, config, () => {});
      expect(await db.select({ email: admins.email }).from(admins)).toEqual([{ email: 'owner@example.com' }]);
      expect(await db.select({ id: users.id }).from(users)).toEqual([]);
      expect(await db.select({ id: sellers.id }).from(sellers)).toEqual([]);
      expect(await db.select({ value: instanceFacts.value }).from(instanceFacts).where(eq(instanceFacts.key, 'mode'))).toEqual([{ value: 'production' }]);
    } finally {
      await database.close();
    }
  }, 180_000);
});

describe('the template cache', () => {
  /** A recipe whose "database" is one file, counting its builds. */
  function countingRecipe(input: string) {
    const recipe = {
      name: 'counting',
      inputs: [input],
      builds: 0,
      build: async (dataDir: string) => {
        recipe.builds += 1;
        mkdirSync(dataDir, { recursive: true });
        writeFileSync(join(dataDir, 'PG_VERSION'), '17');
      },
    } satisfies TemplateRecipe & { builds: number };
    return recipe;
  }

  it('builds once for the same inputs, again when an input changes, and keeps only the newest build', async () => {
    const cache = join(root, 'counting-cache');
    const input = join(root, 'seed-input.ts');
    writeFileSync(input, 'export const PRICE = 1;');
    const recipe = countingRecipe(input);
    const first = await cachedTemplate(recipe, cache);
    expect(await cachedTemplate(recipe, cache)).toBe(first);
    expect(recipe.builds).toBe(1);

    writeFileSync(input, 'export const PRICE = 2;');
    const second = await cachedTemplate(recipe, cache);
    expect(second).not.toBe(first);
    expect(recipe.builds).toBe(2);
    expect(existsSync(join(second, 'PG_VERSION'))).toBe(true);
    expect(readdirSync(cache)).toEqual([second.slice(cache.length + 1)]);
  });
});

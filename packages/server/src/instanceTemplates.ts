import { sql } from 'drizzle-orm';
import { prepareInstance } from './accounts/bootstrap.ts';
import type { ServerMode } from './config.ts';
import { openDatabase, type Database } from './db/database.ts';
import { cachedTemplate } from './db/pgliteTemplate.ts';
import { MIGRATIONS_FOLDER, serverSource, TEMPLATE_CACHE_DIR } from './paths.ts';

/**
 * Makes a PGlite data directory at `dataDir`, runs `fill` on it and closes it. Its template0 and
 * template1 databases are dropped: a start copies every file of the template, they were half of
 * them (600 of 1,268, 14 of 42 MB), and nothing creates a database in an instance's cluster.
 */
async function makeDataDirectory(dataDir: string, fill: (db: Database) => Promise<void>): Promise<void> {
  const database = await openDatabase({ dataDir });
  try {
    await fill(database.db);
    await database.db.execute(sql`update pg_database set datistemplate = false where datname in ('template0', 'template1')`);
    await database.db.execute(sql`drop database template1`);
    await database.db.execute(sql`drop database template0`);
  } finally {
    await database.close();
  }
}

/**
 * An empty PGlite cluster with every migration applied: what a production start on a new data
 * directory copies. Creating a cluster and migrating it takes seconds; copying this well under one.
 */
export function migratedTemplate(cacheDir = TEMPLATE_CACHE_DIR): Promise<string> {
  return cachedTemplate(
    { name: 'migrated', inputs: [MIGRATIONS_FOLDER, serverSource('instanceTemplates.ts')], build: (dataDir) => makeDataDirectory(dataDir, async () => {}) },
    cacheDir,
  );
}

/**
 * The migrated cluster after a demo start's preparation (accounts/bootstrap.ts, prepareInstance in
 * demo mode): the demo marketplace and the demo accounts, no configured admin (a start adds that).
 * Built from everything that seeding reads, so a changed seed, schema or migration rebuilds it.
 */
export function demoTemplate(cacheDir = TEMPLATE_CACHE_DIR): Promise<string> {
  return cachedTemplate(
    {
      // Hashes made at a lowered cost (tests) must not reach a real start, nor replace its template.
      name: process.env.PASSWORD_HASH_COST ? `demo-cost${process.env.PASSWORD_HASH_COST.replace(/[^a-z0-9]/gi, '')}` : 'demo',
      inputs: [
        MIGRATIONS_FOLDER,
        serverSource('instanceTemplates.ts'),
        serverSource('db/seed'),
        serverSource('db/schema.ts'),
        serverSource('db/tables'),
        serverSource('accounts/bootstrap.ts'),
      ],
      build: (dataDir) => makeDataDirectory(dataDir, (db) => prepareInstance(db, { mode: 'demo', adminEmail: undefined, adminPassword: undefined }, () => {})),
    },
    cacheDir,
  );
}

/**
 * The template a new PGlite data directory starts from in `mode`. Production never gets the demo
 * template: its databases start migrated and empty, and the start adds the reference data and the
 * configured admin as before. Either way the start's own preparation still runs on top.
 */
export function templateForMode(mode: ServerMode, cacheDir = TEMPLATE_CACHE_DIR): Promise<string> {
  return mode === 'demo' ? demoTemplate(cacheDir) : migratedTemplate(cacheDir);
}

import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { cpSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { ConfigError } from '../configError.ts';
import { MIGRATIONS_FOLDER } from '../paths.ts';
import { lockDataDirectory, preparePrivateDirectory } from './dataDirectory.ts';
import * as schema from './schema.ts';

/** The generated SQL migrations (packages/server/drizzle), shared by both drivers. */

/**
 * Sessions run in India time, so `current_date` is the buyer's and seller's calendar day (CRM
 * reminders, "today" on dashboards). Timestamps are stored as timestamptz either way.
 */
export const DATABASE_TIME_ZONE = 'Asia/Kolkata';

/**
 * pg_trgm's `%` threshold for every session: how alike a typed word's trigrams and a dictionary
 * word's must be for the word to be shortlisted as a close spelling (catalogue/searchTerms.ts). Low
 * enough that a swap ('hnige' → 'hinge', 0.2) or a changed letter in a short word is on the list;
 * edit distance decides after. Set on the connection, not per transaction, so that a search needs
 * no BEGIN, SET LOCAL and COMMIT around its statements (issue 30).
 */
export const TRIGRAM_SHORTLIST_SIMILARITY = 0.15;

/** The settings every session starts with, as `-c name=value` options of a PostgreSQL connection. */
const SESSION_OPTIONS = `-c TimeZone=${DATABASE_TIME_ZONE} -c pg_trgm.similarity_threshold=${TRIGRAM_SHORTLIST_SIMILARITY}`;

/** Only one server start runs the migrations at a time on a shared PostgreSQL. */
const MIGRATION_LOCK_KEY = 7_305_221_001;

export type Schema = typeof schema;

/** What `db.execute(sql)` answers on both drivers: PGlite's Results and pg's QueryResult both carry `rows`. */
export interface RowsResult<TRow> {
  rows: TRow[];
}

export interface RowsQueryResultHKT extends PgQueryResultHKT {
  type: RowsResult<this['row']>;
}

/**
 * The query builder route code is written against, whichever driver is underneath.
 * `PgliteDatabase<Schema>` and `NodePgDatabase<Schema>` are both `PgDatabase<…, Schema>` and differ
 * only in the raw result type of `execute()`; both are assignable to this type (no cast), which
 * narrows that result to what they share (`{ rows }`). Select/insert/update/delete, relational
 * queries (`db.query.*`) and `db.transaction` behave the same on both.
 */
export type Database = PgDatabase<RowsQueryResultHKT, Schema>;

/** The `tx` of `db.transaction(async (tx) => …)`; it is also a Database, so helpers may take either. */
export type Transaction = PgTransaction<RowsQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

export interface OpenDatabaseOptions {
  /** PostgreSQL connection string; when set, PGlite is not used. */
  databaseUrl?: string | undefined;
  /** PGlite data directory; 'memory://' or undefined for an in-memory database (tests). */
  dataDir?: string | undefined;
  /** Size of the PostgreSQL connection pool (default 10). */
  poolSize?: number | undefined;
  /**
   * A PGlite data directory dumped earlier (`dumpDataDir`), to start from instead of an empty
   * cluster: loading one takes well under a second where creating a cluster takes several (tests).
   */
  loadDataDir?: Blob | undefined;
  /**
   * For a file-backed `dataDir`: answers a closed PGlite data directory (a migrated or seeded
   * template, ../instanceTemplates.ts) that a new, empty `dataDir` is copied from instead of
   * creating a cluster. Not called when `dataDir` already holds a database.
   */
  template?: (() => Promise<string>) | undefined;
}

export interface OpenedDatabase {
  db: Database;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
  /** PGlite only: the whole data directory as an uncompressed tarball, for `loadDataDir`. */
  dumpDataDir?: () => Promise<Blob>;
  /** PGlite only: LISTEN on a channel of the embedded database (http/catalogueVersion.ts); answers the UNLISTEN. */
  listen?: (channel: string, onPayload: (payload: string) => void) => Promise<() => Promise<void>>;
}

/**
 * Opens the database and brings its schema up to date: PostgreSQL through a node-postgres pool when
 * `databaseUrl` is given, otherwise embedded PGlite (file-backed at `dataDir`, or in memory) with
 * the pg_trgm extension. The same migrations run on both.
 */
export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<OpenedDatabase> {
  return options.databaseUrl ? openPostgres(options.databaseUrl, options.poolSize ?? 10) : openPglite(options.dataDir, options.loadDataDir, options.template);
}

/**
 * PGlite's own start parameters, and PostgreSQL's buffer cache at 32 MB instead of the 128 MB of
 * initdb's postgresql.conf: in WebAssembly the cache is ordinary memory of the process, and 128 MB
 * of it was most of PGlite's resident size (a demo database opened and queried 300 times: 344 MB
 * resident, 194 MB with 32 MB, 171 MB with 16 MB; bench/README.md). The demo database is 12 MB, and a
 * large catalogue belongs on PostgreSQL.
 */
const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'];

/**
 * PGlite in memory, or file-backed at `dataDir`: a private (0700), writable directory that this
 * process holds locked while it runs (./dataDirectory.ts); another server on it is refused.
 */
async function openPglite(dataDir: string | undefined, loadDataDir: Blob | undefined, template: (() => Promise<string>) | undefined): Promise<OpenedDatabase> {
  const inMemory = dataDir === undefined || dataDir === '' || dataDir.startsWith('memory://');
  let unlock = () => {};
  if (!inMemory) {
    preparePrivateDirectory(dataDir);
    unlock = lockDataDirectory(dataDir);
  }
  let client: PGlite;
  try {
    // Copying a built data directory and resuming it took 0.5 s where PGlite's own loadDataDir
    // (unpacking a dump into a file-backed directory) took 4.4 s and creating a cluster 3-8 s.
    // A template that cannot be built or stored (a read-only install) leaves creating the cluster here.
    const source = !inMemory && template && !holdsDatabase(dataDir) ? await template().catch(templateUnavailable) : undefined;
    if (source && !inMemory) cpSync(source, dataDir, { recursive: true });
    client = await PGlite.create({
      ...(inMemory ? {} : { dataDir }),
      ...(loadDataDir ? { loadDataDir } : {}),
      extensions: { pg_trgm },
      startParams: PGLITE_START_PARAMS,
    });
  } catch (error) {
    unlock();
    throw inMemory
      ? error
      : new ConfigError(
          `The embedded database in ${dataDir} could not be opened (${(error as Error).message.slice(0, 200)}). Is it a PGlite data directory of this version, and is the disk full?`,
        );
  }
  const close = async () => {
    await client.close();
    unlock();
  };
  try {
    await client.exec(`SET TIME ZONE '${DATABASE_TIME_ZONE}'; SET pg_trgm.similarity_threshold = ${TRIGRAM_SHORTLIST_SIMILARITY}`);
    const db = drizzlePglite({ client, schema });
    await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
    const listen = (channel: string, onPayload: (payload: string) => void) => client.listen(channel, onPayload);
    return { db, kind: 'pglite', close, dumpDataDir: () => client.dumpDataDir('none'), listen };
  } catch (error) {
    await close();
    throw error;
  }
}

function templateUnavailable(error: unknown): undefined {
  console.warn(`No database template (${(error as Error).message.slice(0, 200)}): creating the database instead, which takes longer.`);
  return undefined;
}

/** Whether a PGlite data directory already holds a cluster (PostgreSQL writes PG_VERSION first). */
function holdsDatabase(dataDir: string): boolean {
  return existsSync(join(dataDir, 'PG_VERSION'));
}

async function openPostgres(connectionString: string, max: number): Promise<OpenedDatabase> {
  await migratePostgres(connectionString);
  const pool = new pg.Pool({ connectionString, max, options: SESSION_OPTIONS, application_name: 'nirmaan-server' });
  // An idle client losing its connection must not crash the server; the pool replaces it.
  pool.on('error', (error) => console.error('PostgreSQL pool error:', error.message));
  const db = drizzleNodePg({ client: pool, schema });
  return { db, kind: 'postgres', close: () => pool.end() };
}

/** Runs the migrations on one dedicated connection holding an advisory lock, so concurrent starts take turns. */
async function migratePostgres(connectionString: string): Promise<void> {
  const client = new pg.Client({ connectionString, application_name: 'nirmaan-migrate' });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migrateNodePg(drizzleNodePg({ client }), { migrationsFolder: MIGRATIONS_FOLDER });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    await client.end();
  }
}

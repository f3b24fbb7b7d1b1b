import { randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Database, OpenedDatabase } from '../db/database.ts';

/*
 * The catalogue version every server instance agrees on, for the ETags of the public reads
 * (./publicReads.ts). Migration 0023 makes every statement that changes a table those reads answer
 * from NOTIFY 'catalogue_version' with its transaction's id; PostgreSQL delivers notifications on
 * commit, in commit order, to every listener, so all instances hold the same last payload for the
 * same committed data. An instance that (re)starts listening announces itself the same way, so
 * notifications it may have missed, and answers an older build of the server may have given, are
 * never matched by an old ETag. The version carries the cluster's system identifier too: a database
 * created afresh (a new data directory, a restored dump) counts transaction ids from the start again.
 * PGlite's data directories are copies of one template (same identifier, same transaction ids), and
 * only one process opens each: there the version carries a number drawn at each start instead.
 *
 * While the listener is not connected (starting, reconnecting) there is no version: no ETag is
 * given and no 304 answered, since a change could go unnoticed.
 */

/** The channel migration 0023's triggers notify. */
export const CATALOGUE_CHANNEL = 'catalogue_version';

/** What the public reads ask: the version now, or null while changes could go unnoticed. */
export interface CatalogueVersion {
  current: () => string | null;
  close: () => Promise<void>;
}

/** How long a lost PostgreSQL listener waits before connecting again. */
export const RECONNECT_DELAY_MS = 1_000;

/**
 * How often the listener checks its connection with a query: a connection that died without a word
 * (a dropped route, a frozen peer) would otherwise keep a version that misses every change.
 */
export const CHECK_EVERY_MS = 10_000;
const CHECK_TIMEOUT_MS = 5_000;

const ANNOUNCE = `select pg_notify('${CATALOGUE_CHANNEL}', txid_current()::text)`;
const CLUSTER = 'select system_identifier::text as cluster from pg_control_system()';

/** The version of a cluster after the transaction `transactionId` (pure: both parts are the database's). */
export function versionOf(cluster: string, transactionId: string): string {
  return `${cluster}.${transactionId}`;
}

/**
 * Follows the catalogue version of the opened database: on PostgreSQL (`databaseUrl`) through a
 * dedicated connection that reconnects when lost, on PGlite through its own LISTEN.
 */
export async function watchCatalogueVersion(database: OpenedDatabase, databaseUrl: string | undefined): Promise<CatalogueVersion> {
  if (database.listen) return watchPglite(database.db, database.listen);
  if (!databaseUrl) throw new Error('a PostgreSQL database needs its connection string to be listened to');
  return watchPostgres(databaseUrl);
}

/** Stands for the cluster in a PGlite database's versions: no earlier start, nor a copy of its template, draws the same. */
const pgliteStart = () => String(randomInt(2 ** 48 - 1));

async function watchPglite(db: Database, listen: NonNullable<OpenedDatabase['listen']>): Promise<CatalogueVersion> {
  const thisStart = pgliteStart();
  let version: string | null = null;
  const unlisten = await listen(CATALOGUE_CHANNEL, (payload) => (version = versionOf(thisStart, payload)));
  await db.execute(sql.raw(ANNOUNCE));
  // PGlite hands notifications over after the statement that committed them: wait for our own.
  for (let tries = 0; version === null && tries < 100; tries++) await new Promise((resolve) => setTimeout(resolve, 5));
  // Closing the database first ends the listening too.
  return { current: () => version, close: () => unlisten().catch(() => {}) };
}

/**
 * A dedicated PostgreSQL connection that LISTENs, announces itself and follows the notifications;
 * when it is lost the version is forgotten until a new connection has done the same again.
 */
export function watchPostgres(connectionString: string, reconnectDelayMs = RECONNECT_DELAY_MS): CatalogueVersion {
  let version: string | null = null;
  let listening = false;
  let closed = false;
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | undefined;
  let check: NodeJS.Timeout | undefined;

  const lose = (lost: pg.Client) => {
    if (client !== lost) return;
    client = null;
    listening = false;
    version = null;
    clearInterval(check);
    lost.removeAllListeners('notification');
    void lost.end().catch(() => {});
    if (!closed) retry = setTimeout(connect, reconnectDelayMs);
  };

  function connect(): void {
    const next = new pg.Client({
      connectionString,
      application_name: 'nirmaan-catalogue-version',
      keepAlive: true,
      query_timeout: CHECK_TIMEOUT_MS,
    });
    client = next;
    let cluster: string | null = null;
    next.on('notification', (message) => {
      if (message.channel === CATALOGUE_CHANNEL && message.payload && cluster) version = versionOf(cluster, message.payload);
    });
    next.on('error', () => lose(next));
    next.on('end', () => lose(next));
    void (async () => {
      await next.connect();
      cluster = (await next.query<{ cluster: string }>(CLUSTER)).rows[0]!.cluster;
      await next.query(`LISTEN ${CATALOGUE_CHANNEL}`);
      // Our own notification arrives before this statement's answer, so the version is set by then.
      await next.query(ANNOUNCE);
      // Through a pooler in transaction mode our own notification may never come: then no version.
      if (client !== next || version === null) throw new Error('the catalogue version listener did not hear itself');
      listening = true;
      check = setInterval(() => void next.query('select 1').catch(() => lose(next)), CHECK_EVERY_MS);
      check.unref();
    })().catch(() => lose(next));
  }

  connect();
  return {
    current: () => (listening ? version : null),
    close: async () => {
      closed = true;
      clearTimeout(retry);
      clearInterval(check);
      const last = client;
      client = null;
      listening = false;
      await last?.end().catch(() => {});
    },
  };
}

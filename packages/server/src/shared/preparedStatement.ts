import type { Query, SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Database, RowsResult } from '../db/database.ts';

/**
 * A statement whose text is built once (at import), with `sql.placeholder('name')` for its inputs,
 * and run under a fixed name: on PostgreSQL node-postgres parses it once per connection and then
 * only binds and executes it (no planning of a new text, no query building in Node per request).
 */
export interface PreparedStatement<Row> {
  name: string;
  query: Query;
  /** Only for typing the rows; never set. */
  readonly row?: Row;
}

const dialect = new PgDialect();

/** Renders `statement` to its text and placeholders once; run it with {@link runPrepared}. */
export function preparedStatement<Row>(name: string, statement: SQL): PreparedStatement<Row> {
  return { name, query: dialect.sqlToQuery(statement) };
}

/**
 * Runs a prepared statement on `db` — the pool, or a transaction's own connection (unlike a query
 * built with `db.select(…).prepare()`, which stays bound to the database it was built on) — and
 * answers its rows as the driver gives them (timestamps as text, jsonb parsed). Works on both
 * drivers: PGlite ignores the name and parses the text each time.
 */
export async function runPrepared<Row>(db: Database, statement: PreparedStatement<Row>, values: Record<string, unknown>): Promise<Row[]> {
  const prepared = db._.session.prepareQuery(statement.query, undefined, statement.name, false);
  const result = (await prepared.execute(values)) as RowsResult<Row>;
  return result.rows;
}

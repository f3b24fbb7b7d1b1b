import type { Database } from './database.ts';

/**
 * A prepared statement built once per database handle and reused for every request (issue 30:
 * planning cost more than executing for most of the hot reads). `build` runs Drizzle's
 * `.prepare(name)` with `sql.placeholder`s; on PostgreSQL each pooled connection then parses and
 * plans the named statement once, on PGlite the statement is simply built once. Names must be
 * unique across the server. A statement written as SQL, or run inside a transaction on its
 * connection (checkout), uses shared/preparedStatement.ts instead.
 */
export function preparedOnce<T>(build: (db: Database) => T): (db: Database) => T {
  const byDatabase = new WeakMap<Database, T>();
  return (db) => {
    let prepared = byDatabase.get(db);
    if (prepared === undefined) {
      prepared = build(db);
      byDatabase.set(db, prepared);
    }
    return prepared;
  };
}

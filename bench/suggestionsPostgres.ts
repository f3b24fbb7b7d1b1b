// Search-suggestion latency with 1M products (BENCH_PG_PRODUCTS) on PostgreSQL 15 in a throw-away
// cluster. Goal (issue 11): p95 ≤ 50 ms for every bench query. Prints one JSON object (or
// `{ "skipped": reason }` without PostgreSQL); bench/run.mjs runs it.
import { openDatabase } from '../packages/server/src/db/database.ts';
import { seedDemoData } from '../packages/server/src/db/seed/index.ts';
import { report } from './support/latency.ts';
import { benchPostgres } from './support/postgres.ts';
import { measureSuggestions } from './support/suggestionLatency.ts';
import { addSyntheticProducts } from './support/syntheticCatalogue.ts';

const PRODUCTS = Number(process.env.BENCH_PG_PRODUCTS ?? 1_000_000);

const cluster = await benchPostgres();
if (cluster) {
  try {
    const { db, close } = await openDatabase({ databaseUrl: await cluster.createDatabase('suggestions') });
    await seedDemoData(db);
    await addSyntheticProducts(db, PRODUCTS);
    report({ database: 'PostgreSQL 15', ...(await measureSuggestions(db, 50)) });
    await close();
  } finally {
    await cluster.stop();
  }
}

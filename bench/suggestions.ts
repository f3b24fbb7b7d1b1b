// Search-suggestion latency with 100k products (BENCH_PRODUCTS) on PGlite, the embedded default, in
// memory. Goal (issue 11): p95 ≤ 25 ms for every bench query. Prints one JSON object; bench/run.mjs runs it.
import { openDatabase } from '../packages/server/src/db/database.ts';
import { seedDemoData } from '../packages/server/src/db/seed/index.ts';
import { report } from './support/latency.ts';
import { measureSuggestions } from './support/suggestionLatency.ts';
import { addSyntheticProducts } from './support/syntheticCatalogue.ts';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000);

const { db, close } = await openDatabase({ dataDir: 'memory://' });
await seedDemoData(db);
await addSyntheticProducts(db, PRODUCTS);
report({ database: 'PGlite (in memory)', ...(await measureSuggestions(db, 25)) });
await close();

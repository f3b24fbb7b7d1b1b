// Search-suggestion latency with 100k products, on PGlite (the embedded default), as ratios to a
// primary-key product lookup measured in the same run. Prints one JSON object; bench/run.mjs runs it.
// Also checks that the answers stay right at that size (a typo still finds the UltraTech cements).
import { performance } from 'node:perf_hooks';
import { productById, suggestProducts } from '../packages/server/src/catalogue/products.ts';
import { openDatabase } from '../packages/server/src/db/database.ts';
import { seedDemoData } from '../packages/server/src/db/seed/index.ts';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const ROUNDS = 30;

const { db, close } = await openDatabase({ dataDir: 'memory://' });
await seedDemoData(db);

// Synthetic products beside the real catalogue: brand x product x size, each with its own SKU.
await db.execute(`
  insert into products (name, master_sku, brand, unit, category_id, description, specifications)
  select
    b.brand || ' ' || p.kind || ' ' || (i % 997) || ' ' || p.unit,
    'BENCH-' || i,
    b.brand,
    'Nos',
    (select id from categories order by id limit 1 offset (i % 19)),
    'Synthetic bench product ' || i,
    '{}'::json
  from generate_series(1, ${Math.trunc(PRODUCTS)}) as i
  cross join lateral (select (array['Asian','Berger','Nerolac','Dulux','Fosroc','Dr Fixit','Pidilite','Jaquar','Havells','Finolex'])[1 + i % 10] as brand) b
  cross join lateral (select (array['Wall Putty','Tile Grout','Primer','Exterior Emulsion','Waterproofing Coat','Tile Adhesive','Silicone Sealant','Ready Mortar','Gypsum Plaster','PVC Conduit','Copper Wire','Ball Valve'])[1 + (i / 10) % 12] as kind,
                             (array['kg','litre','metre','piece'])[1 + (i / 120) % 4] as unit) p
`);
await db.execute('analyze products');

const QUERIES = ['ultr', 'cemnt ultratech', 'tile adh', 'waterprof', 'asian primer 42', 'brik'];

async function timePerCall(work: () => Promise<unknown>): Promise<number> {
  for (let i = 0; i < 3; i++) await work();
  const start = performance.now();
  for (let i = 0; i < ROUNDS; i++) await work();
  return (performance.now() - start) / ROUNDS;
}

const lookupMs = await timePerCall(() => productById(db, 1));
const perQuery: Record<string, { ms: number; ratioToLookup: number; results: number }> = {};
for (const query of QUERIES) {
  const ms = await timePerCall(() => suggestProducts(db, query));
  perQuery[query] = { ms: +ms.toFixed(2), ratioToLookup: +(ms / lookupMs).toFixed(1), results: (await suggestProducts(db, query)).length };
}

const typo = await suggestProducts(db, 'cemnt ultratech');
const stillRight = typo.length > 0 && typo.every((suggestion) => /UltraTech/.test(suggestion.name));
const plan = await db.execute("explain select id from products where 'waterprof' <% search_text");
const usesTrigramIndex = JSON.stringify(plan).includes('products_search_text_trgm_idx');

console.log(
  JSON.stringify({
    products: PRODUCTS + 107,
    productLookupMs: +lookupMs.toFixed(2),
    perQuery,
    typoStillFindsUltraTech: stillRight,
    trigramIndexUsed: usesTrigramIndex,
  }),
);
await close();

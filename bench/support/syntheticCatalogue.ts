// A large catalogue for the search benchmarks: the demo products plus synthetic ones, brand x kind x
// size x unit, each with its own SKU. A quarter of them are named '... Waterproofing Coat ...' or
// '... Tile ...', so some queries match tens of thousands of products.
import type { Database } from '../../packages/server/src/db/database.ts';

const BRANDS = ['Asian', 'Berger', 'Nerolac', 'Dulux', 'Fosroc', 'Dr Fixit', 'Pidilite', 'Jaquar', 'Havells', 'Finolex'];
const KINDS = [
  'Wall Putty',
  'Tile Grout',
  'Primer',
  'Exterior Emulsion',
  'Waterproofing Coat',
  'Tile Adhesive',
  'Silicone Sealant',
  'Ready Mortar',
  'Gypsum Plaster',
  'PVC Conduit',
  'Copper Wire',
  'Ball Valve',
];
const UNITS = ['kg', 'litre', 'metre', 'piece'];

/**
 * What a buyer types, timed for each: a prefix of a demo brand, a typo plus a brand, two prefixes,
 * a typo matching a quarter of the synthetic products (every Waterproofing Coat), three words
 * matching a handful, a typo matching a few demo products, and words no product has together
 * (matched by fewer words: the slowest path).
 */
export const SUGGESTION_QUERIES = ['ultr', 'cemnt ultratech', 'tile adh', 'waterprof', 'asian primer 42', 'birck', 'putty price today'];

const sqlArray = (values: readonly string[]) => `array[${values.map((value) => `'${value}'`).join(', ')}]`;

/** Inserts products `from`..`to` (inclusive) of the synthetic catalogue in one statement, spread over the given categories. */
async function insertRange(db: Database, from: number, to: number, categoryIds: readonly number[]): Promise<void> {
  await db.execute(`
    insert into products (name, master_sku, brand, unit, category_id, description, specifications)
    select b.brand || ' ' || k.kind || ' ' || (i % 997) || ' ' || k.unit, 'BENCH-' || i, b.brand, 'Nos',
           (array[${categoryIds.join(', ')}])[1 + i % ${categoryIds.length}], 'Synthetic bench product ' || i, '{}'::json
    from generate_series(${from}, ${to}) as i
    cross join lateral (select (${sqlArray(BRANDS)})[1 + i % ${BRANDS.length}] as brand) b
    cross join lateral (select (${sqlArray(KINDS)})[1 + (i / 10) % ${KINDS.length}] as kind,
                               (${sqlArray(UNITS)})[1 + (i / 120) % ${UNITS.length}] as unit) k`);
}

/**
 * Adds `count` synthetic products in batches (progress on stderr), numbered from `first` (a second
 * call continues where the first stopped), spread over the categories (not those a benchmark made,
 * named 'Bench …'), then analyzes the table. The
 * products' indexes (all but the primary key) are dropped for the load and built again from their
 * own definitions afterwards: one build is far quicker than a million index insertions.
 */
export async function addSyntheticProducts(db: Database, count: number, first = 1, batch = 100_000): Promise<void> {
  const indexes = await db.execute<{ name: string; definition: string }>(
    "select indexname as name, indexdef as definition from pg_indexes where schemaname = current_schema() and tablename = 'products' and indexname <> 'products_pkey'",
  );
  const categories = await db.execute<{ id: number }>("select id from categories where name not like 'Bench %' order by id");
  const categoryIds = categories.rows.map((row) => Number(row.id));
  for (const { name } of indexes.rows) await db.execute(`drop index "${name}"`);
  const last = first + count - 1;
  for (let from = first; from <= last; from += batch) {
    const to = Math.min(last, from + batch - 1);
    await insertRange(db, from, to, categoryIds);
    process.stderr.write(`  ${to.toLocaleString('en')} synthetic products\n`);
  }
  for (const { definition } of indexes.rows) await db.execute(definition);
  process.stderr.write(`  ${indexes.rows.length} indexes built again\n`);
  // Every table vacuumed and analyzed, as autovacuum would soon after such a load: the visibility map
  // lets page ids come from the index alone, and the statistics of the freshly seeded tables (sellers,
  // listings) keep the planner from joining them as if they held one row.
  await db.execute('vacuum analyze');
}

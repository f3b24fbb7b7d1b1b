// The unsearched catalogue's pages at scale (issue 30) on PostgreSQL 15 in a throw-away cluster: the
// first page, a category's first and 101st page, a small category's page and a deep page of GET /products/ (cataloguePage: the page's
// rows, its total and its photos), at 200k and then 1M products (BENCH_PAGES_PRODUCTS). Next to
// them, in the same run: a product lookup by id (the yardstick) and the first page as it was read
// before issue 30 (ordered by the shown name in the database's collation, counted with count(*)).
// Prints one JSON object (or `{ "skipped": reason }`); bench/run.mjs runs it.
import { cataloguePage, productById } from '../packages/server/src/catalogue/cataloguePages.ts';
import { onSale, productView, selectProducts, shownName } from '../packages/server/src/catalogue/productSql.ts';
import { openDatabase, type Database } from '../packages/server/src/db/database.ts';
import { products } from '../packages/server/src/db/schema.ts';
import { seedDemoData } from '../packages/server/src/db/seed/index.ts';
import { latencies, percentiles, report, type Percentiles } from './support/latency.ts';
import { benchPostgres } from './support/postgres.ts';
import { addSyntheticProducts } from './support/syntheticCatalogue.ts';

const SIZES = (process.env.BENCH_PAGES_PRODUCTS ?? '200000,1000000').split(',').map(Number);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 60);
const PAGE = 12;
/** Page 1,000 of 12: deeper than any buyer pages, the cost of skipping is what it shows. */
const DEEP_OFFSET = 999 * PAGE;
const GOAL_MS = 5;

interface Timed extends Percentiles {
  p50RatioToLookup: number;
}

async function measureAt(db: Database, categoryId: number, smallCategoryId: number) {
  const time = async (work: () => Promise<unknown>, rounds = ROUNDS) => percentiles(await latencies(work, rounds));
  const lookup = await time(() => productById(db, 1));
  const ratio = (timing: Percentiles): Timed => ({ ...timing, p50RatioToLookup: +(timing.p50 / lookup.p50).toFixed(1) });
  const page = (categoryId: number | null, offset: number) => () => cataloguePage(db, { categoryId, reaching: null, limit: PAGE, offset });
  const firstPage = ratio(await time(page(null, 0)));
  const categoryPage = ratio(await time(page(categoryId, 0)));
  const smallCategoryPage = ratio(await time(page(smallCategoryId, 0)));
  const deepCategoryPage = ratio(await time(page(categoryId, 100 * PAGE)));
  const deepPage = ratio(await time(page(null, DEEP_OFFSET)));
  // Before issue 30: every page sorted the catalogue by the shown name in the database's collation, and counted it.
  const sortedAndCounted = ratio(
    await time(async () => {
      const rows = await selectProducts(db).where(onSale).orderBy(shownName, products.id).limit(PAGE);
      await db.$count(products, onSale);
      return rows.map(productView);
    }, 5),
  );
  const worstP95Ms = Math.max(firstPage.p95, categoryPage.p95, deepPage.p95, smallCategoryPage.p95, deepCategoryPage.p95);
  return {
    products: await db.$count(products),
    productLookupP50Ms: lookup.p50,
    firstPage,
    categoryPage,
    smallCategoryPage,
    deepCategoryPage,
    deepPage,
    firstPageBeforeIssue30: sortedAndCounted,
    worstP95Ms,
    meetsGoal: worstP95Ms < GOAL_MS,
  };
}

const cluster = await benchPostgres();
if (cluster) {
  try {
    const { db, close } = await openDatabase({ databaseUrl: await cluster.createDatabase('pages') });
    await seedDemoData(db);
    const paint = await db.execute<{ id: number }>("select id from categories where name = 'Paint' and parent_id is null");
    const paintId = Number(paint.rows[0]?.id);
    if (!paintId) throw new Error('the demo catalogue has no Paint category');
    // A category with three products: before migration 0025 its page walked the whole catalogue's name index.
    const small = await db.execute<{ id: number }>("insert into categories (name) values ('Bench Small Category') returning id");
    const smallId = Number(small.rows[0]?.id);
    await db.execute(
      `insert into products (name, master_sku, unit, category_id) select 'Small Category Item ' || i, 'BENCH-SMALL-' || i, 'Nos', ${smallId} from generate_series(1, 3) as i`,
    );
    const bySize: Record<string, Awaited<ReturnType<typeof measureAt>>> = {};
    let added = 0;
    for (const size of SIZES) {
      await addSyntheticProducts(db, size - added, added + 1);
      added = size;
      bySize[String(size)] = await measureAt(db, paintId, smallId);
    }
    report({
      database: 'PostgreSQL 15',
      goalMs: GOAL_MS,
      pageSize: PAGE,
      deepOffset: DEEP_OFFSET,
      category: 'Paint (and its sub-categories); its deep page is page 101; the small category holds 3 products',
      bySize,
    });
    await close();
  } finally {
    await cluster.stop();
  }
}

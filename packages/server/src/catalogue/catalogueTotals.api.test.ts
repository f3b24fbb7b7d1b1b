import { eq, Placeholder, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, products } from '../db/schema.ts';
import { seedDemoData } from '../db/seed/index.ts';
import { startTestPostgres } from '../db/testing/postgres.ts';
import { startTestServer, type TestServer } from '../testing/testServer.ts';
import { categoryPageQuery } from './cataloguePages.ts';

// The unsearched catalogue's totals come from counters the database keeps (migration 0026) and its
// pages from an index in name order (issue 30): both must say what counting and sorting would, on
// PGlite and on PostgreSQL 15 (prepared statements are named there; skipped where none can start).

const cluster = await startTestPostgres().catch((error: Error) => {
  console.warn(`Skipping the catalogue totals on PostgreSQL: ${error.message}`);
  return undefined;
});
afterAll(() => cluster?.stop());

/** A parameter's value written into SQL text (EXECUTE's arguments). */
const literal = (value: unknown): string =>
  value === null || value === undefined ? 'null' : typeof value === 'string' ? `'${value.replaceAll("'", "''")}'` : String(value);

const backends = [
  { name: 'PGlite', databaseUrl: async () => undefined },
  ...(cluster ? [{ name: 'PostgreSQL 15', databaseUrl: () => cluster.createDatabase('totals') }] : []),
];

describe.each(backends)('the unsearched catalogue on $name', ({ databaseUrl }) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ databaseUrl: await databaseUrl() });
    await seedDemoData(server.db);
  }, 60_000);
  afterAll(() => server?.close());

  const get = (path: string) => server.call('GET', `/api/v1${path}`);

  /** Products on sale per category, counted afresh, with those of the categories below each. */
  async function countedAfresh(): Promise<{ total: number; byCategory: Map<number, number> }> {
    const rows = await server.db.execute<{ id: number; n: string }>(sql`
    select c.id, (with recursive tree(id) as (select c.id union all select k.id from categories k join tree on k.parent_id = tree.id)
                  select count(*) from products p where p.is_active and p.category_id in (select id from tree)) as n
    from categories c`);
    const [all] = await server.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(products)
      .where(eq(products.isActive, true));
    return { total: all?.n ?? 0, byCategory: new Map(rows.rows.map((row) => [Number(row.id), Number(row.n)])) };
  }

  /** What the API answers: X-Total-Count of the catalogue and of each category's page, and the categories' product counts. */
  async function answered(): Promise<{ total: number; byCategory: Map<number, number>; pageTotals: Map<number, number> }> {
    const first = await get('/products/?limit=1');
    const listed = await get('/categories/');
    const byCategory = new Map<number, number>(listed.body.map((category: { id: number; product_count: number }) => [category.id, category.product_count]));
    const pageTotals = new Map<number, number>();
    for (const id of byCategory.keys()) pageTotals.set(id, Number((await get(`/products/?limit=1&category_id=${id}`)).headers.get('x-total-count')));
    return { total: Number(first.headers.get('x-total-count')), byCategory, pageTotals };
  }

  async function expectTotalsTrue() {
    const truth = await countedAfresh();
    const shown = await answered();
    expect(shown.total).toBe(truth.total);
    expect(shown.byCategory).toEqual(truth.byCategory);
    expect(shown.pageTotals).toEqual(truth.byCategory);
  }

  describe('its totals', () => {
    it('match a fresh count after products are added, deactivated, moved and deleted', async () => {
      await expectTotalsTrue();
      const [tiles] = await server.db.select({ id: categories.id }).from(categories).where(eq(categories.name, 'Vitrified Tiles'));
      const [cement] = await server.db.select({ id: categories.id }).from(categories).where(eq(categories.name, 'OPC 53 Grade'));
      if (!tiles || !cement) throw new Error('demo categories missing');
      const added = await server.db
        .insert(products)
        .values([1, 2, 3].map((n) => ({ name: `Totals Test Tile ${n}`, masterSku: `TOTALS-${n}`, unit: 'Sqft', categoryId: tiles.id })))
        .returning({ id: products.id });
      await expectTotalsTrue();
      await server.db.update(products).set({ isActive: false }).where(eq(products.masterSku, 'TOTALS-1'));
      await server.db.update(products).set({ categoryId: cement.id }).where(eq(products.masterSku, 'TOTALS-2'));
      await expectTotalsTrue();
      await server.db.update(products).set({ isActive: true, categoryId: cement.id }).where(eq(products.masterSku, 'TOTALS-1'));
      await expectTotalsTrue();
      for (const { id } of added) await server.db.delete(products).where(eq(products.id, id));
      await expectTotalsTrue();
    }, 60_000);
  });

  describe('its pages', () => {
    it('follow one another in name order (byte order, then id) without gaps or repeats, at any depth', async () => {
      const shown = await server.db
        .select({ id: products.id, name: sql<string>`coalesce(nullif(trim(${products.displayName}), ''), ${products.name})` })
        .from(products)
        .where(eq(products.isActive, true));
      const byName = (a: { id: number; name: string }, b: { id: number; name: string }) =>
        Buffer.compare(Buffer.from(a.name.toLowerCase()), Buffer.from(b.name.toLowerCase())) || a.id - b.id;
      const expected = shown.sort(byName).map((product) => product.id);
      const paged: number[] = [];
      for (let offset = 0; offset < expected.length; offset += 50) {
        const { body } = await get(`/products/?limit=50&offset=${offset}`);
        paged.push(...body.map((product: { id: number }) => product.id));
      }
      expect(paged).toEqual(expected);
      const deep = await get(`/products/?limit=12&offset=${expected.length - 5}`);
      expect(deep.body.map((product: { id: number }) => product.id)).toEqual(expected.slice(-5));
    });

    it("of a category follow one another in name order through its sub-categories, and read that category's products only", async () => {
      const [paint] = await server.db.select({ id: categories.id }).from(categories).where(eq(categories.name, 'Paint'));
      const [cement] = await server.db.select({ id: categories.id }).from(categories).where(eq(categories.name, 'OPC 53 Grade'));
      if (!paint || !cement) throw new Error('demo categories missing');
      const [tiny] = await server.db.insert(categories).values({ name: 'Pages Test Category' }).returning({ id: categories.id });
      await server.db.insert(products).values(
        ['Zinc Primer', 'Anchor Bolt', 'Mesh Tape'].map((name, n) => ({
          name,
          masterSku: `PAGES-${n}`,
          unit: 'Nos',
          categoryId: tiny!.id,
          isActive: n !== 2,
        })),
      );
      // A catalogue of 20k products elsewhere: a category's page must not walk through them.
      await server.db.execute(sql`insert into products (name, master_sku, unit, category_id)
        select 'Bulk Cement Bag ' || i, 'PAGES-BULK-' || i, 'Bag', ${cement.id} from generate_series(1, 20000) as i`);
      await server.db.execute(sql`analyze products`);

      const pagedIds = async (categoryId: number, size: number) => {
        const ids: number[] = [];
        for (let offset = 0; ; offset += size) {
          const { body } = await get(`/products/?limit=${size}&offset=${offset}&category_id=${categoryId}`);
          ids.push(...body.map((product: { id: number }) => product.id));
          if (body.length < size) return ids;
        }
      };
      const inNameOrder = await server.db.execute<{ id: number }>(sql`
        select id from products where is_active and category_id in (with recursive tree(id) as (select ${paint.id}::int union all
          select k.id from categories k join tree on k.parent_id = tree.id) select id from tree) order by sort_name, id`);
      expect(await pagedIds(paint.id, 5)).toEqual(inNameOrder.rows.map((row) => Number(row.id)));
      const tinyNames = (await get(`/products/?limit=12&category_id=${tiny!.id}`)).body.map((product: { name: string }) => product.name);
      expect(tinyNames).toEqual(['Anchor Bolt', 'Zinc Primer']);

      // What the page's statement reads for the small category: its own index entries, not the catalogue's.
      const page = categoryPageQuery(server.db).toSQL();
      const values: Record<string, number | null> = { category: tiny!.id, limit: 12, offset: 0, reaching: null };
      const parameters = page.params.map((value) => (value instanceof Placeholder ? values[value.name as string] : value));
      await server.db.execute(sql.raw(`prepare category_page_plan as ${page.sql}`));
      const explained = await server.db.execute<{ 'QUERY PLAN': unknown }>(
        sql.raw(`explain (analyze, buffers, format json) execute category_page_plan(${parameters.map(literal).join(', ')})`),
      );
      const plan = explained.rows[0]!['QUERY PLAN'];
      const [{ Plan: top }] = (typeof plan === 'string' ? JSON.parse(plan) : plan) as [{ Plan: { 'Shared Hit Blocks': number; 'Shared Read Blocks': number } }];
      expect(top['Shared Hit Blocks'] + top['Shared Read Blocks']).toBeLessThan(200);
    }, 60_000);
  });
});

import { count, eq, getTableName, is, isNull, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, OpenedDatabase } from '../database.ts';
import * as schema from '../schema.ts';
import { cartItems, categories, listings, orders, pincodes, priceHistory, products, sellers, users } from '../schema.ts';
import { CATEGORY_NAMES } from '../seed/categories.ts';
import { DEMO_SELLER_EMAIL, SEED_PRODUCTS, seedDemoData, UNSET_PASSWORD_HASH } from '../seed/index.ts';
import { rejectionState, SQLSTATE } from './pgErrors.ts';

/** Every table the schema declares. */
export const SCHEMA_TABLES = Object.values(schema)
  .flatMap((value: unknown) => (is(value, PgTable) ? [getTableName(value)] : []))
  .sort();

/** Tables the demo seed fills (search_words and category_product_counts through the products' triggers), and tables it leaves to accounts and later activity. */
const SEEDED_TABLES = [
  'affiliates',
  'blog_posts',
  'categories',
  'category_product_counts',
  'default_products',
  'listings',
  'pincodes',
  'price_history',
  'products',
  'search_words',
  'sellers',
];

/** Tables a migration fills with reference data: they hold rows before any seed runs. */
const MIGRATION_FILLED_TABLES = ['search_synonyms'];

async function rowCounts(db: Database): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of SCHEMA_TABLES) {
    const result = await db.execute<{ n: number }>(sql.raw(`select count(*)::int as n from "${table}"`));
    counts[table] = result.rows[0]?.n ?? -1;
  }
  return counts;
}

async function newBuyer(db: Database, phone: string) {
  const [user] = await db.insert(users).values({ phone, passwordHash: 'x', firstName: 'Test' }).returning();
  if (!user) throw new Error('no user');
  return user;
}

/**
 * The same checks for every database the server runs on: migrations create the schema, the demo
 * seed fills it as promised (once), constraints hold, pg_trgm and full-text search work, and
 * transactions commit and roll back.
 */
export function databaseContract(name: string, open: () => Promise<OpenedDatabase>): void {
  describe(name, () => {
    let opened: OpenedDatabase;
    let db: Database;

    beforeAll(async () => {
      opened = await open();
      db = opened.db;
    }, 60_000);
    afterAll(async () => {
      await opened?.close();
    });

    it('creates every table of the schema, with pg_trgm installed', async () => {
      const tables = await db.execute<{ name: string }>(sql`select table_name as name from information_schema.tables where table_schema = 'public' order by 1`);
      expect(tables.rows.map((row) => row.name)).toEqual(SCHEMA_TABLES);
      expect(SCHEMA_TABLES).toHaveLength(48);
      const extension = await db.execute<{ extname: string }>(sql`select extname from pg_extension where extname = 'pg_trgm'`);
      expect(extension.rows).toHaveLength(1);
    });

    it('seeds an empty database once, and a second run adds nothing', async () => {
      const migrated = await rowCounts(db);
      for (const table of SCHEMA_TABLES) {
        if (MIGRATION_FILLED_TABLES.includes(table)) expect(migrated[table], table).toBeGreaterThan(0);
        else expect(migrated[table], table).toBe(0);
      }
      expect(await seedDemoData(db)).toBe(true);
      const seeded = await rowCounts(db);
      for (const table of SCHEMA_TABLES) {
        if (MIGRATION_FILLED_TABLES.includes(table)) expect(seeded[table], table).toBe(migrated[table]);
        else if (SEEDED_TABLES.includes(table)) expect(seeded[table], table).toBeGreaterThan(0);
        else expect(seeded[table], table).toBe(0);
      }
      expect(await seedDemoData(db)).toBe(false);
      expect(await rowCounts(db)).toEqual(seeded);
    }, 30_000);

    it('seeds the 19 categories of the spec, each with 1-4 sub-categories', async () => {
      const tops = await db.select().from(categories).where(isNull(categories.parentId)).orderBy(categories.id);
      expect(tops.map((row) => row.name)).toEqual([...CATEGORY_NAMES]);
      const children = await db.select({ parentId: categories.parentId, n: count() }).from(categories).groupBy(categories.parentId);
      for (const top of tops) {
        const n = children.find((row) => row.parentId === top.id)?.n ?? 0;
        expect(n, top.name).toBeGreaterThanOrEqual(1);
        expect(n, top.name).toBeLessThanOrEqual(4);
      }
    });

    it('seeds 80-120 products, 4-5 sellers per city and 2-6 listings for most products', async () => {
      const [productCount] = await db.select({ n: count() }).from(products);
      expect(productCount?.n).toBe(SEED_PRODUCTS.length);
      expect(SEED_PRODUCTS.length).toBeGreaterThanOrEqual(80);
      expect(SEED_PRODUCTS.length).toBeLessThanOrEqual(120);

      const perCity = await db.select({ city: sellers.city, n: count() }).from(sellers).groupBy(sellers.city);
      expect(Object.fromEntries(perCity.map((row) => [row.city, row.n]))).toEqual({ Bangalore: 5, Chennai: 5, Coimbatore: 4 });
      const [demo] = await db.select().from(sellers).where(eq(sellers.email, DEMO_SELLER_EMAIL));
      expect(demo?.city).toBe('Bangalore');
      const hashes = await db.selectDistinct({ hash: sellers.passwordHash }).from(sellers);
      expect(hashes).toEqual([{ hash: UNSET_PASSWORD_HASH }]);

      const perProduct = await db.select({ productId: listings.productId, n: count() }).from(listings).groupBy(listings.productId);
      expect(perProduct.length).toBeGreaterThanOrEqual(SEED_PRODUCTS.length * 0.9);
      for (const row of perProduct) {
        expect(row.n).toBeGreaterThanOrEqual(2);
        expect(row.n).toBeLessThanOrEqual(6);
      }
      const [limited] = await db
        .select({ n: count() })
        .from(listings)
        .where(sql`${listings.stockQuantity} < 50`);
      expect(limited?.n).toBeGreaterThan(0);
    });

    it('gives listings plausible prices and a price history with earlier prices', async () => {
      const priceRange = async (sku: string) => {
        const [range] = await db
          .select({ min: sql<number>`min(${listings.pricePaise})::int`, max: sql<number>`max(${listings.pricePaise})::int` })
          .from(listings)
          .innerJoin(products, eq(products.id, listings.productId))
          .where(eq(products.masterSku, sku));
        return range;
      };
      const cement = await priceRange('CEM-OPC53-ULT-50');
      expect(cement?.min).toBeGreaterThanOrEqual(380_00);
      expect(cement?.max).toBeLessThanOrEqual(450_00);
      const tmt = await priceRange('STL-TMT-TAT-12');
      expect(tmt?.min).toBeGreaterThanOrEqual(65_00);
      expect(tmt?.max).toBeLessThanOrEqual(75_00);

      const [withoutHistory] = await db
        .select({ n: count() })
        .from(listings)
        .where(sql`not exists (select 1 from ${priceHistory} where ${priceHistory.listingId} = ${listings.id})`);
      expect(withoutHistory?.n).toBe(0);
      const [changes] = await db
        .select({ n: count() })
        .from(priceHistory)
        .where(sql`${priceHistory.oldPricePaise} is not null`);
      const [listingCount] = await db.select({ n: count() }).from(listings);
      expect(changes?.n).toBeGreaterThan((listingCount?.n ?? 0) / 2);
      // The latest history row of each listing is its current price.
      const [mismatched] = await db
        .select({ n: count() })
        .from(listings)
        .where(
          sql`${listings.pricePaise} <> (select ${priceHistory.newPricePaise} from ${priceHistory} where ${priceHistory.listingId} = ${listings.id} order by ${priceHistory.changedAt} desc limit 1)`,
        );
      expect(mismatched?.n).toBe(0);
    });

    it('seeds serviceable pincodes for the three cities', async () => {
      const perCity = await db.select({ city: pincodes.city, state: pincodes.state, n: count() }).from(pincodes).groupBy(pincodes.city, pincodes.state);
      const byCity = Object.fromEntries(perCity.map((row) => [row.city, row]));
      expect(byCity.Bangalore?.state).toBe('Karnataka');
      expect(byCity.Bangalore?.n).toBeGreaterThanOrEqual(25);
      expect(byCity.Chennai?.state).toBe('Tamil Nadu');
      expect(byCity.Chennai?.n).toBeGreaterThanOrEqual(15);
      expect(byCity.Coimbatore?.n).toBeGreaterThanOrEqual(10);
    });

    it('rejects negative stock, duplicate phones, malformed phones and a second listing per seller and product', async () => {
      const [listing] = await db.select().from(listings).limit(1);
      if (!listing) throw new Error('no listing');
      expect(await rejectionState(db.update(listings).set({ stockQuantity: -1 }).where(eq(listings.id, listing.id)))).toBe(SQLSTATE.checkViolation);
      // The checkout's guarded decrement changes nothing when stock is short.
      const decremented = await db
        .update(listings)
        .set({ stockQuantity: sql`${listings.stockQuantity} - ${listing.stockQuantity + 1}` })
        .where(sql`${listings.id} = ${listing.id} and ${listings.stockQuantity} >= ${listing.stockQuantity + 1}`)
        .returning({ id: listings.id });
      expect(decremented).toHaveLength(0);

      const buyer = await newBuyer(db, '+919800000001');
      expect(await rejectionState(newBuyer(db, '+919800000001'))).toBe(SQLSTATE.uniqueViolation);
      expect(await rejectionState(newBuyer(db, '9800000002'))).toBe(SQLSTATE.checkViolation);
      expect(await rejectionState(db.insert(users).values({ phone: '+919800000003', email: 'Mixed@Case.example', passwordHash: 'x' }))).toBe(
        SQLSTATE.checkViolation,
      );

      expect(
        await rejectionState(db.insert(listings).values({ sellerId: listing.sellerId, productId: listing.productId, pricePaise: 100, stockQuantity: 1 })),
      ).toBe(SQLSTATE.uniqueViolation);
      expect(await rejectionState(db.insert(cartItems).values({ userId: buyer.id, listingId: listing.id, quantity: 0 }))).toBe(SQLSTATE.checkViolation);
      expect(
        await rejectionState(
          db.insert(orders).values({
            userId: buyer.id,
            sellerId: listing.sellerId,
            shippingAddress: null,
            subtotalPaise: 100,
            deliveryChargesPaise: 0,
            totalAmountPaise: 100,
          }),
        ),
      ).toBe(SQLSTATE.checkViolation);
    });

    it('finds products by trigram similarity despite a typo, and by full-text prefix', async () => {
      const fuzzy = await db
        .select({ name: products.name, score: sql<number>`word_similarity(${'ultratek opc'}, ${products.searchText})` })
        .from(products)
        .where(sql`${'ultratek opc'} <% ${products.searchText}`)
        .orderBy(sql`word_similarity(${'ultratek opc'}, ${products.searchText}) desc`)
        .limit(3);
      expect(fuzzy[0]?.name).toMatch(/^UltraTech OPC/);

      const similar = await db.execute<{ name: string }>(
        sql`select name from products where similarity(name, 'Tata Tiscon TMT 12mm') > 0.3 order by similarity(name, 'Tata Tiscon TMT 12mm') desc limit 1`,
      );
      expect(similar.rows[0]?.name).toMatch(/Tata Tiscon/);

      const prefix = await db
        .select({ name: products.name })
        .from(products)
        .where(sql`${products.searchVector} @@ to_tsquery('simple', ${'finol:* & wire:*'})`)
        .orderBy(sql`ts_rank(${products.searchVector}, to_tsquery('simple', ${'finol:* & wire:*'})) desc`);
      expect(prefix.length).toBeGreaterThanOrEqual(2);
      expect(prefix.every((row) => row.name.startsWith('Finolex'))).toBe(true);
    });

    it('commits and rolls back transactions', async () => {
      await expect(
        db.transaction(async (tx) => {
          await tx.insert(pincodes).values({ pincode: '999001', city: 'Test', state: 'Test' });
          throw new Error('roll back');
        }),
      ).rejects.toThrow('roll back');
      await db.transaction(async (tx) => {
        await tx.insert(pincodes).values({ pincode: '999002', city: 'Test', state: 'Test' });
      });
      const rows = await db.select({ pincode: pincodes.pincode }).from(pincodes).where(eq(pincodes.city, 'Test'));
      expect(rows).toEqual([{ pincode: '999002' }]);
    });
  });
}

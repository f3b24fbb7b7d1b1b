import { count, eq, like } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import type { OpenedDatabase } from '../db/database.ts';
import { admins, instanceFacts, sellers, users } from '../db/schema.ts';
import { openTestDatabase } from '../testing/testDatabase.ts';
import { DEMO_ACCOUNTS, INSTANCE_MESSAGES, prepareInstance } from './bootstrap.ts';

let database: OpenedDatabase | undefined;
afterEach(async () => {
  await database?.close();
  database = undefined;
});

/** A demo database as one made before the demo domain moved: every demo address at nirmaan.example. */
async function legacyDemoDatabase(): Promise<OpenedDatabase> {
  database = await openTestDatabase();
  const { db } = database;
  await prepareInstance(db, { mode: 'demo', adminEmail: undefined, adminPassword: undefined }, () => {});
  for (const table of [admins, users, sellers]) {
    const rows = await db.select({ id: table.id, email: table.email }).from(table).where(like(table.email, '%@nirmaan.test'));
    for (const row of rows)
      await db
        .update(table)
        .set({ email: row.email!.replace('@nirmaan.test', '@nirmaan.example') })
        .where(eq(table.id, row.id));
  }
  return database;
}

describe('the demo data’s e-mail domain (nirmaan.test, formerly nirmaan.example)', () => {
  it('moves a demo database made with the old domain on the next demo start, without seeding its sellers twice', async () => {
    const { db } = await legacyDemoDatabase();
    const [before] = await db.select({ n: count() }).from(sellers);
    await prepareInstance(db, { mode: 'demo', adminEmail: undefined, adminPassword: undefined }, () => {});
    const [after] = await db.select({ n: count() }).from(sellers);
    expect(after!.n).toBe(before!.n);
    for (const table of [admins, users, sellers]) expect(await db.select().from(table).where(like(table.email, '%example%'))).toEqual([]);
    expect(await db.select({ id: admins.id }).from(admins).where(eq(admins.email, DEMO_ACCOUNTS.admin.email))).toHaveLength(1);
  });

  it('still refuses such a database in production, even one made before demo databases were marked', async () => {
    const { db } = await legacyDemoDatabase();
    await db.delete(instanceFacts);
    await expect(prepareInstance(db, { mode: 'production', adminEmail: undefined, adminPassword: undefined }, () => {})).rejects.toThrow(
      INSTANCE_MESSAGES.demoDatabaseInProduction,
    );
  });
});

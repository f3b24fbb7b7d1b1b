import { count, eq, like } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hasCurrentCost, verifyPassword } from '../auth/passwords.ts';
import type { OpenedDatabase } from '../db/database.ts';
import { admins, instanceFacts, sellers, users } from '../db/schema.ts';
import { openTestDatabase } from '../testing/testDatabase.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD_HASHES, INSTANCE_MESSAGES, prepareInstance } from './bootstrap.ts';

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

describe('the demo accounts’ precomputed password hashes', () => {
  it.each(['buyer', 'seller', 'admin'] as const)('the %s’s hash verifies against its documented password, and no other', async (account) => {
    expect(await verifyPassword(DEMO_ACCOUNTS[account].password, DEMO_PASSWORD_HASHES[account])).toBe(true);
    expect(await verifyPassword(`${DEMO_ACCOUNTS[account].password}x`, DEMO_PASSWORD_HASHES[account])).toBe(false);
  });

  it('are at today’s cost, so a demo start stores them rather than hashing', () => {
    vi.stubEnv('PASSWORD_HASH_COST', '');
    try {
      for (const hash of Object.values(DEMO_PASSWORD_HASHES)) expect(hasCurrentCost(hash)).toBe(true);
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it('are what a demo start gives the demo accounts; with a lowered cost (tests) they are hashed at that cost instead', async () => {
    database = await openTestDatabase();
    const { db } = database;
    vi.stubEnv('PASSWORD_HASH_COST', '');
    await prepareInstance(db, { mode: 'demo', adminEmail: undefined, adminPassword: undefined }, () => {});
    vi.unstubAllEnvs();
    const [admin] = await db.select({ hash: admins.passwordHash }).from(admins).where(eq(admins.email, DEMO_ACCOUNTS.admin.email));
    const [seller] = await db.select({ hash: sellers.passwordHash }).from(sellers).where(eq(sellers.email, DEMO_ACCOUNTS.seller.email));
    const [buyer] = await db
      .select({ hash: users.passwordHash })
      .from(users)
      .where(eq(users.phone, `+91${DEMO_ACCOUNTS.buyer.phone}`));
    expect([buyer?.hash, seller?.hash, admin?.hash]).toEqual([DEMO_PASSWORD_HASHES.buyer, DEMO_PASSWORD_HASHES.seller, DEMO_PASSWORD_HASHES.admin]);

    await db.delete(admins).where(eq(admins.email, DEMO_ACCOUNTS.admin.email));
    vi.stubEnv('PASSWORD_HASH_COST', 'test');
    await prepareInstance(db, { mode: 'demo', adminEmail: undefined, adminPassword: undefined }, () => {});
    vi.unstubAllEnvs();
    const [rehashed] = await db.select({ hash: admins.passwordHash }).from(admins).where(eq(admins.email, DEMO_ACCOUNTS.admin.email));
    expect(rehashed?.hash).toMatch(/^scrypt\$1024\$/);
    expect(await verifyPassword(DEMO_ACCOUNTS.admin.password, rehashed!.hash)).toBe(true);
  });
});

import { and, count, eq, inArray, like, sql } from 'drizzle-orm';
import { hashPassword, hasCurrentCost } from '../auth/passwords.ts';
import type { ServerConfig, ServerMode } from '../config.ts';
import { ConfigError } from '../configError.ts';
import type { Database } from '../db/database.ts';
import { admins, instanceFacts, sellers, users } from '../db/schema.ts';
import { DEMO_SELLER_EMAIL, seedDemoData, seedReferenceData } from '../db/seed/index.ts';

/** The demo accounts the README lists; they exist only in demo mode's databases. */
export const DEMO_ACCOUNTS = {
  buyer: { phone: '9876543210', password: 'demo1234', firstName: 'Ravi', lastName: 'Kumar' },
  seller: { email: DEMO_SELLER_EMAIL, password: 'demo1234' },
  admin: { email: 'admin@nirmaan.test', password: 'admin1234', firstName: 'Asha', lastName: 'Rao' },
} as const;

/**
 * The demo accounts' password hashes, made once ahead of time at OWASP's cost (auth/passwords.ts):
 * hashing the three at start took 1.4-1.6 s of a 6.5-7.7 s cold start (issue 30). Each verifies
 * against its password in DEMO_ACCOUNTS (bootstrap.test.ts checks it through verifyPassword).
 */
export const DEMO_PASSWORD_HASHES = {
  buyer: 'scrypt$131072$8$1$9hkny-cdg9M3WPyaCpWiew$494ECMQnapn2GVrakSLHd0EbIiyc53ZYRofa4oczIgg',
  seller: 'scrypt$131072$8$1$0SHxrrL2PiCXzIAbIl5V0g$XU21WIl8RdQV_4WO8DLOipXNCPvpSU52gCMCIchAiiQ',
  admin: 'scrypt$131072$8$1$ZBTVi7J6n22zXG03e2ZkPQ$nXDIFFKyucENIkP3Qpcnn5s6h7FdDjQigPBAHX063x4',
} as const satisfies Record<keyof typeof DEMO_ACCOUNTS, string>;

/** A demo account's hash: the precomputed one at today's cost, else (a lowered test cost) hashed now at that cost. */
function demoPasswordHash(account: keyof typeof DEMO_ACCOUNTS): Promise<string> {
  const precomputed = DEMO_PASSWORD_HASHES[account];
  return hasCurrentCost(precomputed) ? Promise.resolve(precomputed) : hashPassword(DEMO_ACCOUNTS[account].password);
}

const DEMO_BUYER_PHONE = `+91${DEMO_ACCOUNTS.buyer.phone}`;
const DEMO_BUYER_EMAIL = 'demo.buyer@nirmaan.test';

/**
 * The demo data's addresses ended in `.example` before they moved to `.test` (issue 28: no page
 * shows "example"): databases made then are still recognised as demo databases, and a demo start
 * moves their addresses.
 */
const legacyAddressOf = (email: string) => email.replace(/\.test$/, '.example');

/** Moves a demo database's addresses from `.example` to `.test` (a demo start, before its seeding looks for them). */
async function moveDemoAddresses(db: Database): Promise<void> {
  for (const table of [admins, users, sellers]) {
    await db
      .update(table)
      .set({ email: sql`regexp_replace(${table.email}, '\.example$', '.test')` })
      .where(like(table.email, '%.example'));
  }
}

/** The demo accounts as the sign-in pages show them (GET /site, demo mode only). */
export function demoAccountsShown(): Array<{ role: 'Buyer' | 'Seller' | 'Admin'; login: string; password: string }> {
  const { buyer, seller, admin } = DEMO_ACCOUNTS;
  return [
    { role: 'Buyer', login: buyer.phone, password: buyer.password },
    { role: 'Seller', login: seller.email, password: seller.password },
    { role: 'Admin', login: admin.email, password: admin.password },
  ];
}

/** The first admin from ADMIN_EMAIL and ADMIN_PASSWORD, created at start when absent. */
export async function ensureConfiguredAdmin(db: Database, config: Pick<ServerConfig, 'adminEmail' | 'adminPassword'>): Promise<boolean> {
  if (!config.adminEmail || !config.adminPassword) return false;
  const email = config.adminEmail.trim().toLowerCase();
  const [existing] = await db.select({ id: admins.id }).from(admins).where(eq(admins.email, email)).limit(1);
  if (existing) return false;
  await db.insert(admins).values({ email, passwordHash: await hashPassword(config.adminPassword), firstName: 'Admin', lastName: '' });
  return true;
}

/** Demo buyer, seller and admin for the demo database; each only when absent. Marks the database as holding them. */
export async function ensureDemoAccounts(db: Database): Promise<void> {
  const { buyer, seller, admin } = DEMO_ACCOUNTS;
  await db.insert(instanceFacts).values({ key: 'demo_accounts', value: 'created' }).onConflictDoNothing();
  const [existingBuyer] = await db.select({ id: users.id }).from(users).where(eq(users.phone, DEMO_BUYER_PHONE)).limit(1);
  if (!existingBuyer) {
    await db.insert(users).values({
      phone: DEMO_BUYER_PHONE,
      email: DEMO_BUYER_EMAIL,
      passwordHash: await demoPasswordHash('buyer'),
      firstName: buyer.firstName,
      lastName: buyer.lastName,
      latitude: 12.9352,
      longitude: 77.6245,
      phoneVerifiedAt: new Date(),
    });
  }
  const [demoSeller] = await db.select({ id: sellers.id, passwordHash: sellers.passwordHash }).from(sellers).where(eq(sellers.email, seller.email)).limit(1);
  if (demoSeller && demoSeller.passwordHash.startsWith('!')) {
    await db
      .update(sellers)
      .set({ passwordHash: await demoPasswordHash('seller') })
      .where(eq(sellers.id, demoSeller.id));
  }
  const [existingAdmin] = await db.select({ id: admins.id }).from(admins).where(eq(admins.email, admin.email)).limit(1);
  if (!existingAdmin) {
    await db.insert(admins).values({ email: admin.email, passwordHash: await demoPasswordHash('admin'), firstName: admin.firstName, lastName: admin.lastName });
  }
}

/**
 * Whether the database holds demo accounts (whose passwords the README publishes): marked since
 * they are made, and found by their names in databases made before the mark existed.
 */
async function hasDemoAccounts(db: Database): Promise<boolean> {
  const [mark] = await db.select({ key: instanceFacts.key }).from(instanceFacts).where(eq(instanceFacts.key, 'demo_accounts')).limit(1);
  if (mark) return true;
  const addresses = (email: string) => [email, legacyAddressOf(email)];
  const [admin] = await db
    .select({ id: admins.id })
    .from(admins)
    .where(inArray(admins.email, addresses(DEMO_ACCOUNTS.admin.email)))
    .limit(1);
  const [buyer] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.phone, DEMO_BUYER_PHONE), inArray(users.email, addresses(DEMO_BUYER_EMAIL))))
    .limit(1);
  const [seller] = await db
    .select({ passwordHash: sellers.passwordHash })
    .from(sellers)
    .where(inArray(sellers.email, addresses(DEMO_SELLER_EMAIL)))
    .limit(1);
  return admin !== undefined || buyer !== undefined || (seller !== undefined && !seller.passwordHash.startsWith('!'));
}

/** The mode the database was first started in, recorded by that start (two starts at once agree on one). */
async function claimMode(db: Database, mode: ServerMode): Promise<ServerMode> {
  await db.insert(instanceFacts).values({ key: 'mode', value: mode }).onConflictDoNothing();
  const [recorded] = await db.select({ value: instanceFacts.value }).from(instanceFacts).where(eq(instanceFacts.key, 'mode'));
  return recorded?.value === 'production' ? 'production' : 'demo';
}

export const INSTANCE_MESSAGES = {
  demoDatabaseInProduction:
    'This database was started in demo mode and holds the demo accounts whose passwords the README publishes, so production mode does not start on it. ' +
    'Use a new database (DATABASE_URL, or an empty DATA_DIR for PGlite). To show the sample marketplace in production anyway, load it on purpose with `npm run db:seed-demo`.',
  productionDatabaseInDemo:
    'This database belongs to a production deployment. Demo mode adds demo accounts with published passwords, so it does not start on it: start with NODE_ENV=production, or use another DATA_DIR or DATABASE_URL for a demo.',
  noAdmin: 'There is no admin account yet: set ADMIN_EMAIL and ADMIN_PASSWORD (12 or more characters, hard to guess) for the first start.',
} as const;

/**
 * Makes the database ready for the server's mode, or refuses with a ConfigError that says why.
 * Demo: the demo marketplace and the demo accounts. Production: the reference data only, the
 * first admin from ADMIN_EMAIL/ADMIN_PASSWORD, never a demo account; a database that has been
 * through demo mode is refused, and so is demo mode on a production database.
 */
export async function prepareInstance(
  db: Database,
  config: Pick<ServerConfig, 'mode' | 'adminEmail' | 'adminPassword'>,
  log: (line: string) => void,
): Promise<void> {
  if (config.mode === 'production') {
    if (await hasDemoAccounts(db)) throw new ConfigError(INSTANCE_MESSAGES.demoDatabaseInProduction);
    if ((await claimMode(db, 'production')) !== 'production') throw new ConfigError(INSTANCE_MESSAGES.demoDatabaseInProduction);
    await seedReferenceData(db);
  } else {
    if ((await claimMode(db, 'demo')) !== 'demo') throw new ConfigError(INSTANCE_MESSAGES.productionDatabaseInDemo);
    await moveDemoAddresses(db);
    await seedDemoData(db);
    await ensureDemoAccounts(db);
  }
  if (await ensureConfiguredAdmin(db, config)) log(`Created the admin ${config.adminEmail}`);
  const [admin] = await db.select({ n: count() }).from(admins).where(eq(admins.isActive, true));
  if (config.mode === 'production' && (admin?.n ?? 0) === 0) throw new ConfigError(INSTANCE_MESSAGES.noAdmin);
}

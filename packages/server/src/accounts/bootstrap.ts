import { eq } from 'drizzle-orm';
import { hashPassword } from '../auth/passwords.ts';
import type { ServerConfig } from '../config.ts';
import type { Database } from '../db/database.ts';
import { admins, sellers, users } from '../db/schema.ts';
import { DEMO_SELLER_EMAIL } from '../db/seed/index.ts';

/** The demo accounts the README lists. */
export const DEMO_ACCOUNTS = {
  buyer: { phone: '9876543210', password: 'demo1234', firstName: 'Ravi', lastName: 'Kumar' },
  seller: { email: DEMO_SELLER_EMAIL, password: 'demo1234' },
  admin: { email: 'admin@nirmaan.example', password: 'admin1234', firstName: 'Asha', lastName: 'Rao' },
} as const;

/** The first admin from ADMIN_EMAIL and ADMIN_PASSWORD, created at start when absent. */
export async function ensureConfiguredAdmin(db: Database, config: Pick<ServerConfig, 'adminEmail' | 'adminPassword'>): Promise<boolean> {
  if (!config.adminEmail || !config.adminPassword) return false;
  const email = config.adminEmail.trim().toLowerCase();
  const [existing] = await db.select({ id: admins.id }).from(admins).where(eq(admins.email, email)).limit(1);
  if (existing) return false;
  await db.insert(admins).values({ email, passwordHash: await hashPassword(config.adminPassword), firstName: 'Admin', lastName: '' });
  return true;
}

/** Demo buyer, seller and admin for the demo database; each only when absent. */
export async function ensureDemoAccounts(db: Database): Promise<void> {
  const { buyer, seller, admin } = DEMO_ACCOUNTS;
  const buyerPhone = `+91${buyer.phone}`;
  const [existingBuyer] = await db.select({ id: users.id }).from(users).where(eq(users.phone, buyerPhone)).limit(1);
  if (!existingBuyer) {
    await db.insert(users).values({
      phone: buyerPhone,
      email: 'demo.buyer@nirmaan.example',
      passwordHash: await hashPassword(buyer.password),
      firstName: buyer.firstName,
      lastName: buyer.lastName,
      latitude: 12.9352,
      longitude: 77.6245,
    });
  }
  const [demoSeller] = await db.select({ id: sellers.id, passwordHash: sellers.passwordHash }).from(sellers).where(eq(sellers.email, seller.email)).limit(1);
  if (demoSeller && demoSeller.passwordHash.startsWith('!')) {
    await db.update(sellers).set({ passwordHash: await hashPassword(seller.password) }).where(eq(sellers.id, demoSeller.id));
  }
  const [existingAdmin] = await db.select({ id: admins.id }).from(admins).where(eq(admins.email, admin.email)).limit(1);
  if (!existingAdmin) {
    await db.insert(admins).values({ email: admin.email, passwordHash: await hashPassword(admin.password), firstName: admin.firstName, lastName: admin.lastName });
  }
}

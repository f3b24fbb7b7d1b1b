import { signAccessToken } from '../auth/tokens.ts';
import type { Database } from '../db/database.ts';
import { admins } from '../db/schema.ts';
import { TEST_CONFIG } from './testServer.ts';

let adminCounter = 0;

export interface TestAdmin {
  id: number;
  token: string;
}

/** A new active admin account with a signed token (inserted directly: no sign-in limits spent). */
export async function createAdmin(db: Database): Promise<TestAdmin> {
  const email = `admin-${process.pid}-${Date.now()}-${++adminCounter}@example.com`;
  const [admin] = await db.insert(admins).values({ email, passwordHash: 'x', firstName: 'Test', lastName: 'Admin' }).returning({ id: admins.id });
  if (!admin) throw new Error('no admin inserted');
  return { id: admin.id, token: await signAccessToken(TEST_CONFIG.jwtSecret, { sub: String(admin.id), role: 'admin' }) };
}

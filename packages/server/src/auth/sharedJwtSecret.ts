import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { JWT_SECRET_FILE, type LoadedConfig, type ServerConfig } from '../config.ts';
import type { Database } from '../db/database.ts';
import { instanceFacts } from '../db/schema.ts';

const JWT_SECRET_FACT = 'jwt_secret';

/**
 * The JWT secret kept in the database (instance_facts 'jwt_secret'): the first server to start
 * stores `candidate` (an insert that does nothing when a row is there), and every server, that one
 * included, then reads the row. So all instances on one PostgreSQL sign and accept the same tokens,
 * however many start at once.
 */
export async function sharedJwtSecret(db: Database, candidate: string): Promise<string> {
  await db.insert(instanceFacts).values({ key: JWT_SECRET_FACT, value: candidate }).onConflictDoNothing();
  const [row] = await db.select({ value: instanceFacts.value }).from(instanceFacts).where(eq(instanceFacts.key, JWT_SECRET_FACT));
  if (!row) throw new Error('the shared JWT secret could not be stored');
  return row.value;
}

/**
 * The secret a server offers when the database has none yet: the one its data directory kept from
 * before DATABASE_URL servers shared theirs (so a single server's sessions survive the upgrade), or
 * a new random one.
 */
function candidateSecret(dataDir: string): string {
  const file = join(dataDir, JWT_SECRET_FILE);
  const kept = existsSync(file) ? readFileSync(file, 'utf8').trim() : '';
  return kept || randomBytes(48).toString('base64url');
}

/** The configuration with its JWT secret: JWT_SECRET or the data directory's as loaded, or the database's shared one. */
export async function withJwtSecret(config: LoadedConfig, db: Database): Promise<ServerConfig> {
  const jwtSecret = config.jwtSecret === 'database' ? new TextEncoder().encode(await sharedJwtSecret(db, candidateSecret(config.dataDir))) : config.jwtSecret;
  return { ...config, jwtSecret };
}

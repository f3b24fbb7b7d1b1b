import { eq } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { users } from '../db/schema.ts';
import type { MaybeCoordinates } from '../orders/delivery.ts';

/** The buyer's stored delivery location (either coordinate may be null). */
export async function buyerLocation(db: Database, buyerId: number): Promise<MaybeCoordinates | null> {
  const [buyer] = await db.select({ latitude: users.latitude, longitude: users.longitude }).from(users).where(eq(users.id, buyerId)).limit(1);
  return buyer ?? null;
}

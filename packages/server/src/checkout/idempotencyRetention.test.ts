import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenedDatabase } from '../db/database.ts';
import { idempotencyKeys } from '../db/schema.ts';
import { openTestDatabase } from '../testing/testDatabase.ts';
import { createBuyer } from '../testing/shopFixtures.ts';
import { forgetExpiredIdempotencyKeys, IDEMPOTENCY_KEY_RETENTION_MS } from './idempotencyRetention.ts';

let database: OpenedDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe('forgetExpiredIdempotencyKeys', () => {
  it('deletes the keys older than a day and keeps the recent ones, which still replay', async () => {
    const { db } = database;
    const buyer = await createBuyer(db);
    const now = new Date('2026-11-23T12:00:00Z');
    const ago = (ms: number) => new Date(now.getTime() - ms);
    await db.insert(idempotencyKeys).values([
      { userId: buyer.id, key: 'two-days-old', statusCode: 201, response: { id: 1 }, createdAt: ago(2 * IDEMPOTENCY_KEY_RETENTION_MS) },
      { userId: buyer.id, key: 'just-expired', statusCode: 201, response: { id: 2 }, createdAt: ago(IDEMPOTENCY_KEY_RETENTION_MS + 1000) },
      { userId: buyer.id, key: 'an-hour-old', statusCode: 201, response: { id: 3 }, createdAt: ago(60 * 60 * 1000) },
    ]);

    expect(await forgetExpiredIdempotencyKeys(db, now)).toBe(2);
    const kept = await db.select({ key: idempotencyKeys.key }).from(idempotencyKeys);
    expect(kept.map((row) => row.key)).toEqual(['an-hour-old']);
    expect(await forgetExpiredIdempotencyKeys(db, now)).toBe(0);
  });
});

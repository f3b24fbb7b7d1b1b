import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database.ts';
import { startTestPostgres } from '../db/testing/postgres.ts';
import { webhookEndpoints } from '../db/schema.ts';
import { startWebhookReceiver } from '../testing/webhookReceiver.ts';
import { startDeliveryWorker } from './deliveryWorker.ts';

// Two delivery workers on one PostgreSQL 15 database (two instances' pools) drain one queue: FOR
// UPDATE SKIP LOCKED gives each delivery to one of them, so the receiver gets every event exactly
// once. Skipped, with the reason, where no PostgreSQL cluster can start.
const cluster = await startTestPostgres().catch((error: Error) => {
  console.warn(`Skipping the PostgreSQL webhook worker test: ${error.message}`);
  return undefined;
});
afterAll(() => cluster?.stop());

const EVENTS = 40;

describe.skipIf(!cluster)('webhook delivery workers on PostgreSQL 15', () => {
  if (!cluster) return;

  it('deliver each queued event once between two workers', async () => {
    const databaseUrl = await cluster.createDatabase('webhooks');
    const [first, second] = [await openDatabase({ databaseUrl }), await openDatabase({ databaseUrl })];
    const receiver = await startWebhookReceiver();
    try {
      await first.db.insert(webhookEndpoints).values({ partnerId: 'two-workers', url: receiver.url, events: ['lead.created'], secret: 'whsec_two' });
      await first.db.execute(
        sql`select webhook_enqueue('lead.created', null, 'two-workers', jsonb_build_object('lead_id', n)) from generate_series(1, ${EVENTS}) as n`,
      );
      const settings = { deliver: true, allowLocalTargets: true, pollIntervalMs: 50 };
      const failures: unknown[] = [];
      const workers = [first, second].map((database) => startDeliveryWorker(database.db, settings, (error) => failures.push(error)));
      try {
        await expect
          .poll(
            async () => (await first.db.execute<{ n: number }>(sql`select count(*)::int as n from webhook_deliveries where status = 'delivered'`)).rows[0]!.n,
            {
              timeout: 20_000,
            },
          )
          .toBe(EVENTS);
      } finally {
        await Promise.all(workers.map((worker) => worker.stop()));
      }
      const ids = receiver.received.map((hook) => hook.event.id);
      expect(ids).toHaveLength(EVENTS);
      expect(new Set(ids).size).toBe(EVENTS);
      expect(new Set(receiver.received.map((hook) => hook.event.data.lead_id)).size).toBe(EVENTS);
      expect(failures).toEqual([]);
    } finally {
      await receiver.close();
      await first.close();
      await second.close();
    }
  });
});

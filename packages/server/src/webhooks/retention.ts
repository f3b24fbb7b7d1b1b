import { sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';

/** Days an event (with its deliveries and their log) is kept once none of its deliveries is pending. */
export const WEBHOOK_EVENT_RETENTION_DAYS = 30;

/** Deletes events older than the retention whose deliveries are all settled (delivered or failed); answers how many. */
export async function forgetOldWebhookEvents(db: Database): Promise<number> {
  const result = await db.execute<{ id: string }>(sql`
    delete from webhook_events ev
    where ev.created_at < now() - make_interval(days => ${WEBHOOK_EVENT_RETENTION_DAYS})
      and not exists (select 1 from webhook_deliveries d where d.event_id = ev.id and d.status = 'pending')
    returning ev.id`);
  return result.rows.length;
}

import { sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { postDelivery, type PostOutcome } from './postDelivery.ts';
import { SIGNATURE_HEADER, signatureHeader } from './signature.ts';
import type { WebhookSettings } from './webhookSettings.ts';

/*
 * The delivery worker (docs/webhooks.md "Retries"): every poll it claims due deliveries from the
 * queue (webhook_deliveries) with FOR UPDATE SKIP LOCKED, so instances sharing PostgreSQL never
 * take the same one, and raises their attempt count and pushes them CLAIM_LEASE_SECONDS ahead in
 * the same short statement: no transaction stays open while a receiver is called, and a delivery
 * whose instance dies mid-call is due again when the lease ends (at-least-once). Each claimed
 * delivery is one signed POST; its outcome is logged and the delivery marked delivered (2xx), due
 * again after the next backoff delay, or failed after the last.
 */

/** Seconds to wait after failed attempt n (index n - 1); after the last, the delivery is given up. */
export const RETRY_DELAYS_SECONDS = [10, 60, 300, 1800, 7200, 18_000, 36_000] as const;
/** Attempts in all: the first and one per retry delay. */
export const MAX_ATTEMPTS = RETRY_DELAYS_SECONDS.length + 1;
/** A claimed delivery is due again after this long if its outcome was never recorded (longer than the POST's timeout). */
export const CLAIM_LEASE_SECONDS = 60;
/** Deliveries one poll claims at most (posted side by side). */
export const DELIVERY_BATCH = 10;

type ClaimedDelivery = {
  id: number;
  attempts: number;
  url: string;
  secret: string;
  previous_secret: string | null;
  event_id: string;
  type: string;
  created_at: string;
  data: unknown;
};

/** The JSON body of a delivery: the same bytes on every attempt. */
export function deliveryBody(delivery: Pick<ClaimedDelivery, 'event_id' | 'type' | 'created_at' | 'data'>): string {
  const data = typeof delivery.data === 'string' ? (JSON.parse(delivery.data) as unknown) : delivery.data;
  return JSON.stringify({ id: delivery.event_id, type: delivery.type, created_at: delivery.created_at, data });
}

/** Claims up to `limit` due deliveries (or just `onlyId`, if due), raising their attempts and leasing them. */
async function claimDue(db: Database, limit: number, onlyId?: number): Promise<ClaimedDelivery[]> {
  const result = await db.execute<ClaimedDelivery>(sql`
    with due as (
      select id from webhook_deliveries
      where status = 'pending' and next_attempt_at <= now() ${onlyId === undefined ? sql`` : sql`and id = ${onlyId}`}
      order by next_attempt_at
      limit ${limit}
      for update skip locked
    ), claimed as (
      update webhook_deliveries d
      set attempts = d.attempts + 1, next_attempt_at = now() + make_interval(secs => ${CLAIM_LEASE_SECONDS})
      from due where d.id = due.id
      returning d.id, d.attempts, d.endpoint_id, d.event_id
    )
    select c.id, c.attempts, e.url, e.secret,
      case when e.previous_secret_expires_at > now() then e.previous_secret end as previous_secret,
      ev.id::text as event_id, ev.type, ev.data,
      to_char(ev.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at
    from claimed c
    join webhook_endpoints e on e.id = c.endpoint_id
    join webhook_events ev on ev.id = c.event_id`);
  return result.rows;
}

/** Logs an attempt and moves its delivery on: delivered, due after the next delay, or failed. Ignored if another worker re-claimed it. */
async function recordOutcome(db: Database, delivery: ClaimedDelivery, outcome: PostOutcome): Promise<void> {
  const delivered = outcome.statusCode !== null && outcome.statusCode >= 200 && outcome.statusCode < 300;
  const delay = RETRY_DELAYS_SECONDS[delivery.attempts - 1];
  const status = delivered ? 'delivered' : delay === undefined ? 'failed' : 'pending';
  await db.execute(sql`
    with logged as (
      insert into webhook_attempts (delivery_id, attempt, status_code, response_excerpt, error)
      values (${delivery.id}, ${delivery.attempts}, ${outcome.statusCode}, ${outcome.excerpt}, ${outcome.error})
    )
    update webhook_deliveries
    set status = ${status},
      delivered_at = ${delivered ? sql`now()` : sql`null`},
      next_attempt_at = ${status === 'pending' ? sql`now() + make_interval(secs => ${delay ?? 0})` : sql`next_attempt_at`}
    where id = ${delivery.id} and attempts = ${delivery.attempts} and status = 'pending'`);
}

/** Signs and sends one claimed delivery, then records what happened. */
async function deliver(db: Database, delivery: ClaimedDelivery, allowLocal: boolean): Promise<void> {
  const body = deliveryBody(delivery);
  const secrets = delivery.previous_secret ? [delivery.secret, delivery.previous_secret] : [delivery.secret];
  const timestamp = Math.floor(Date.now() / 1000);
  const outcome = await postDelivery(
    delivery.url,
    body,
    {
      [SIGNATURE_HEADER]: signatureHeader(secrets, timestamp, body),
      'Nirmaan-Event-Id': delivery.event_id,
      'Nirmaan-Event-Type': delivery.type,
      'Nirmaan-Delivery-Attempt': String(delivery.attempts),
      'user-agent': 'Nirmaan-Webhooks/1',
    },
    allowLocal,
  );
  await recordOutcome(db, delivery, outcome);
}

/** Delivers what is due now (at most DELIVERY_BATCH; with `onlyId`, that delivery alone, if due and not claimed elsewhere): answers how many were claimed. */
export async function deliverDue(db: Database, settings: Pick<WebhookSettings, 'allowLocalTargets'>, onlyId?: number): Promise<number> {
  const claimed = await claimDue(db, DELIVERY_BATCH, onlyId);
  await Promise.all(claimed.map((delivery) => deliver(db, delivery, settings.allowLocalTargets)));
  return claimed.length;
}

/** A running worker; stop() waits for the poll under way. */
export interface DeliveryWorker {
  stop: () => Promise<void>;
}

/** Starts polling for due deliveries every settings.pollIntervalMs (at once again after a full batch). */
export function startDeliveryWorker(db: Database, settings: WebhookSettings, onError: (error: unknown) => void): DeliveryWorker {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const poll = async () => {
    let full = false;
    try {
      full = (await deliverDue(db, settings)) === DELIVERY_BATCH;
    } catch (error) {
      if (!stopped) onError(error);
    }
    if (!stopped) timer = setTimeout(() => (running = poll()), full ? 0 : settings.pollIntervalMs);
  };
  timer = setTimeout(() => (running = poll()), 0);
  return {
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}

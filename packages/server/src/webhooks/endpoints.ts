import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import {
  WEBHOOK_ENDPOINTS_MAX,
  WEBHOOK_MESSAGES as M,
  WEBHOOK_TEST_EVENT,
  type WebhookAttempt,
  type WebhookEndpoint,
  type WebhookEndpointWithSecret,
  type WebhookEventType,
} from '@nirmaan/core/pure';
import type { Database } from '../db/database.ts';
import { webhookAttempts, webhookDeliveries, webhookEndpoints, webhookEvents } from '../db/schema.ts';
import { conflict, notFound } from '../http/errors.ts';
import { newWebhookSecret, PREVIOUS_SECRET_HOURS } from './signature.ts';

/** Whose endpoints: a seller's shop, or a partner id's (managed by an admin). */
export type WebhookOwner = { kind: 'seller'; sellerId: number } | { kind: 'partner'; partnerId: string };

/** Lines the delivery log shows at most. */
export const DELIVERY_LOG_LIMIT = 50;

function ownedBy(owner: WebhookOwner): SQL {
  return owner.kind === 'seller' ? eq(webhookEndpoints.sellerId, owner.sellerId) : eq(webhookEndpoints.partnerId, owner.partnerId);
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

const attemptColumns = {
  delivery_id: webhookDeliveries.id,
  event_id: webhookEvents.id,
  event_type: webhookEvents.type,
  attempt: webhookAttempts.attempt,
  status_code: webhookAttempts.statusCode,
  response_excerpt: webhookAttempts.responseExcerpt,
  error: webhookAttempts.error,
  attempted_at: webhookAttempts.attemptedAt,
  delivery_status: webhookDeliveries.status,
};

type AttemptRow = Omit<WebhookAttempt, 'attempted_at'> & { attempted_at: Date | string };

const attemptView = (row: AttemptRow): WebhookAttempt => ({ ...row, attempted_at: iso(row.attempted_at)! });

/** The newest attempts at an endpoint's deliveries, newest first. */
async function attemptsOf(db: Database, endpointId: number, limit: number): Promise<WebhookAttempt[]> {
  const rows = await db
    .select(attemptColumns)
    .from(webhookAttempts)
    .innerJoin(webhookDeliveries, eq(webhookDeliveries.id, webhookAttempts.deliveryId))
    .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
    .where(eq(webhookDeliveries.endpointId, endpointId))
    .orderBy(desc(webhookAttempts.attemptedAt), desc(webhookAttempts.id))
    .limit(limit);
  return rows.map(attemptView);
}

type EndpointRow = typeof webhookEndpoints.$inferSelect;

async function endpointView(db: Database, row: EndpointRow): Promise<WebhookEndpoint> {
  const [last] = await attemptsOf(db, row.id, 1);
  const previousValid = row.previousSecretExpiresAt !== null && row.previousSecretExpiresAt.getTime() > Date.now();
  return {
    id: row.id,
    url: row.url,
    events: row.events as WebhookEventType[],
    created_at: iso(row.createdAt)!,
    previous_secret_expires_at: previousValid ? iso(row.previousSecretExpiresAt) : null,
    last_attempt: last ?? null,
  };
}

/** The owner's endpoints, oldest first, each with its last attempt. */
export async function listEndpoints(db: Database, owner: WebhookOwner): Promise<WebhookEndpoint[]> {
  const rows = await db.select().from(webhookEndpoints).where(ownedBy(owner)).orderBy(webhookEndpoints.id);
  return Promise.all(rows.map((row) => endpointView(db, row)));
}

/** The owner's endpoint `id`; a 404 for anyone else's. */
export async function ownedEndpoint(db: Database, owner: WebhookOwner, id: number): Promise<EndpointRow> {
  const [row] = await db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, id), ownedBy(owner)))
    .limit(1);
  if (!row) throw notFound(M.notFound);
  return row;
}

/** Registers an endpoint (URL and events already checked); answers it with its secret, shown this once. */
export async function createEndpoint(db: Database, owner: WebhookOwner, url: string, events: WebhookEventType[]): Promise<WebhookEndpointWithSecret> {
  return db.transaction(async (tx) => {
    // One owner's creations one after the other, so the cap holds under concurrent requests.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${owner.kind === 'seller' ? `seller:${owner.sellerId}` : `partner:${owner.partnerId}`}))`);
    const [existing] = await tx.select({ n: count() }).from(webhookEndpoints).where(ownedBy(owner));
    if ((existing?.n ?? 0) >= WEBHOOK_ENDPOINTS_MAX) throw conflict(M.tooMany);
    const secret = newWebhookSecret();
    const [row] = await tx
      .insert(webhookEndpoints)
      .values({
        sellerId: owner.kind === 'seller' ? owner.sellerId : null,
        partnerId: owner.kind === 'partner' ? owner.partnerId : null,
        url,
        events: [...new Set(events)],
        secret,
      })
      .returning();
    return { ...(await endpointView(tx, row!)), secret };
  });
}

/** Deletes the owner's endpoint with its queue and log. */
export async function deleteEndpoint(db: Database, owner: WebhookOwner, id: number): Promise<void> {
  await ownedEndpoint(db, owner, id);
  await db.delete(webhookEndpoints).where(eq(webhookEndpoints.id, id));
}

/**
 * A new secret for the owner's endpoint, answered this once. The old one keeps signing deliveries
 * beside it (a second v1) for PREVIOUS_SECRET_HOURS, so receivers can switch without losing any.
 */
export async function rotateSecret(db: Database, owner: WebhookOwner, id: number): Promise<WebhookEndpointWithSecret> {
  const current = await ownedEndpoint(db, owner, id);
  const secret = newWebhookSecret();
  const [row] = await db
    .update(webhookEndpoints)
    .set({
      secret,
      previousSecret: current.secret,
      previousSecretExpiresAt: sql`now() + make_interval(hours => ${PREVIOUS_SECRET_HOURS})`,
      updatedAt: sql`now()`,
    })
    .where(eq(webhookEndpoints.id, id))
    .returning();
  return { ...(await endpointView(db, row!)), secret };
}

/** The delivery log of the owner's endpoint: its newest attempts, newest first. */
export async function deliveryLog(db: Database, owner: WebhookOwner, id: number): Promise<WebhookAttempt[]> {
  await ownedEndpoint(db, owner, id);
  return attemptsOf(db, id, DELIVERY_LOG_LIMIT);
}

/** Queues a `webhook.test` event for the owner's endpoint alone; answers the delivery's id. */
export async function queueTestEvent(db: Database, owner: WebhookOwner, id: number): Promise<number> {
  const endpoint = await ownedEndpoint(db, owner, id);
  return db.transaction(async (tx) => {
    const [event] = await tx
      .insert(webhookEvents)
      .values({ type: WEBHOOK_TEST_EVENT, data: { endpoint_id: endpoint.id, message: 'A test event sent from the Nirmaan dashboard' } })
      .returning({ id: webhookEvents.id });
    const [delivery] = await tx.insert(webhookDeliveries).values({ eventId: event!.id, endpointId: endpoint.id }).returning({ id: webhookDeliveries.id });
    return delivery!.id;
  });
}

/** The attempts logged for one delivery so far, newest first. */
export async function attemptsOfDelivery(db: Database, deliveryId: number): Promise<WebhookAttempt[]> {
  const rows = await db
    .select(attemptColumns)
    .from(webhookAttempts)
    .innerJoin(webhookDeliveries, eq(webhookDeliveries.id, webhookAttempts.deliveryId))
    .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
    .where(eq(webhookDeliveries.id, deliveryId))
    .orderBy(desc(webhookAttempts.attempt));
  return rows.map(attemptView);
}

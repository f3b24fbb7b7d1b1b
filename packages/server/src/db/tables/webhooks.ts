import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { sellers } from './accounts.ts';
import { createdAt, id, isOneOf, timestamptz, updatedAt } from './columns.ts';
import { WEBHOOK_DELIVERY_STATUSES, type WebhookDeliveryStatus } from './values.ts';

/**
 * Signed webhooks (issue 34, docs/webhooks.md). An endpoint belongs to a seller's shop or to a
 * partner id (partners have no accounts: an admin manages theirs). Triggers (migration 0027) write
 * an event and one delivery per subscribed endpoint in the transaction of the change itself; the
 * delivery worker (webhooks/deliveryWorker.ts) posts due deliveries and logs every attempt.
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: id(),
    sellerId: integer('seller_id').references(() => sellers.id, { onDelete: 'cascade' }),
    partnerId: text('partner_id'),
    url: text('url').notNull(),
    /** The event types it receives (core WEBHOOK_EVENT_TYPES). */
    events: text('events').array().notNull(),
    /** The signing secret (`whsec_…`); shown once, when created or rotated. */
    secret: text('secret').notNull(),
    /** The secret before the last rotation: deliveries are signed with it too until it expires. */
    previousSecret: text('previous_secret'),
    previousSecretExpiresAt: timestamptz('previous_secret_expires_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('webhook_endpoints_seller_idx').on(t.sellerId),
    index('webhook_endpoints_partner_idx').on(t.partnerId),
    check('webhook_endpoints_one_owner', sql`(${t.sellerId} is null) <> (${t.partnerId} is null)`),
  ],
);

/** Something that happened, as its deliveries send it: `{ id, type, created_at, data }`. */
export const webhookEvents = pgTable('webhook_events', {
  id: uuid('id').primaryKey().defaultRandom(),
  type: text('type').notNull(),
  data: jsonb('data').$type<Record<string, unknown>>().notNull(),
  createdAt: createdAt(),
});

/** The durable queue: one event for one endpoint, due at next_attempt_at until delivered or given up. */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: id(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => webhookEvents.id, { onDelete: 'cascade' }),
    endpointId: integer('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    status: text('status').$type<WebhookDeliveryStatus>().notNull().default('pending'),
    /** Attempts started so far; a worker claims a delivery by raising it. */
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamptz('next_attempt_at').notNull().defaultNow(),
    deliveredAt: timestamptz('delivered_at'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('webhook_deliveries_event_endpoint_key').on(t.eventId, t.endpointId),
    index('webhook_deliveries_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
    index('webhook_deliveries_endpoint_idx').on(t.endpointId, t.createdAt.desc()),
    check('webhook_deliveries_status_check', isOneOf(t.status, WEBHOOK_DELIVERY_STATUSES)),
  ],
);

/** The delivery log: what each attempt got back (status, the start of the body, or the error). */
export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: id(),
    deliveryId: integer('delivery_id')
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: 'cascade' }),
    attempt: integer('attempt').notNull(),
    /** The receiver's HTTP status; null when there was no answer (refused, timed out, guard). */
    statusCode: integer('status_code'),
    /** The first characters of the answer's body, or why there was none. */
    responseExcerpt: text('response_excerpt'),
    error: text('error'),
    attemptedAt: timestamptz('attempted_at').notNull().defaultNow(),
  },
  (t) => [index('webhook_attempts_delivery_idx').on(t.deliveryId, t.attempt)],
);

import { z } from 'zod';
import { PARTNER_ID_MESSAGE, partnerIdError, WEBHOOK_EVENT_TYPES, WEBHOOK_MESSAGES as M, WEBHOOK_URL_MAX_LENGTH } from '@nirmaan/core/pure';
import { idText } from '../shared/schemas.ts';

/*
 * The webhook routes' shapes (docs/webhooks.md): an endpoint's URL and events in, endpoints (the
 * secret only when created or rotated) and delivery-log lines out.
 */

const eventType = z.enum(WEBHOOK_EVENT_TYPES, { error: M.eventNotAllowed });

export const createEndpointBody = z.object({
  url: z.string({ error: M.urlInvalid }).trim().min(1, M.urlInvalid).max(WEBHOOK_URL_MAX_LENGTH, M.urlInvalid),
  events: z
    .array(eventType, { error: M.noEvents })
    .min(1, M.noEvents)
    .max(WEBHOOK_EVENT_TYPES.length * 2, M.eventNotAllowed),
});

/** A partner id in a path: the widgets' partner id rule (1-64 characters, no control characters). */
const partnerIdText = z
  .string({ error: PARTNER_ID_MESSAGE })
  .min(1, PARTNER_ID_MESSAGE)
  .refine((value) => partnerIdError(value) === null && value.trim() === value, PARTNER_ID_MESSAGE);

const endpointId = idText('The webhook id must be a positive whole number');

export const sellerEndpointParams = z.object({ id: endpointId });
export const partnerParams = z.object({ partnerId: partnerIdText });
export const partnerEndpointParams = z.object({ partnerId: partnerIdText, id: endpointId });

export const webhookAttemptResponse = z.object({
  delivery_id: z.number(),
  event_id: z.string(),
  event_type: z.string(),
  attempt: z.number(),
  status_code: z.number().nullable(),
  response_excerpt: z.string().nullable(),
  error: z.string().nullable(),
  attempted_at: z.string(),
  delivery_status: z.enum(['pending', 'delivered', 'failed']),
});

export const webhookEndpointResponse = z.object({
  id: z.number(),
  url: z.string(),
  events: z.array(eventType),
  created_at: z.string(),
  previous_secret_expires_at: z.string().nullable(),
  last_attempt: webhookAttemptResponse.nullable(),
});

export const webhookEndpointWithSecretResponse = webhookEndpointResponse.extend({ secret: z.string() });

export const webhookTestResponse = z.object({
  delivery_id: z.number(),
  /** The attempt made now; null when the delivery worker took it first (see the log). */
  attempt: webhookAttemptResponse.nullable(),
});

export const webhookDeletedResponse = z.object({ deleted: z.literal(true) });

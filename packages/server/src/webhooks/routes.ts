import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { WEBHOOK_EVENTS_FOR, WEBHOOK_MESSAGES as M, type WebhookEventType, type WebhookOwnerKind } from '@nirmaan/core/pure';
import { accountOf, requireRole } from '../auth/guard.ts';
import type { AppContext } from '../http/context.ts';
import { HttpError } from '../http/errors.ts';
import { WEBHOOK_TEST_MAX, WEBHOOK_TEST_WINDOW, webhookTestLimits } from '../http/rateLimits.ts';
import { adminErrors, errorResponse, sellerErrors } from '../shared/schemas.ts';
import { deliverDue } from './deliveryWorker.ts';
import {
  attemptsOfDelivery,
  createEndpoint,
  deleteEndpoint,
  deliveryLog,
  listEndpoints,
  queueTestEvent,
  rotateSecret,
  type WebhookOwner,
} from './endpoints.ts';
import {
  createEndpointBody,
  partnerEndpointParams,
  partnerParams,
  sellerEndpointParams,
  webhookAttemptResponse,
  webhookDeletedResponse,
  webhookEndpointResponse,
  webhookEndpointWithSecretResponse,
  webhookTestResponse,
} from './schemas.ts';
import { targetRefusal } from './targetGuard.ts';
import { NO_WEBHOOK_DELIVERY } from './webhookSettings.ts';
import { z } from 'zod';

/**
 * Signed webhooks' endpoints (issue 34, docs/webhooks.md): a seller's own under
 * /api/v1/sellers/me/webhooks, a partner id's under /api/v1/admin/partners/{partnerId}/webhooks
 * (partners have no accounts: an admin manages them). List, add (the secret shown once), delete,
 * rotate the secret, send a test event, and read the delivery log; another owner's endpoint is a 404.
 */
export function webhookRoutes(kind: WebhookOwnerKind) {
  return async (app: FastifyInstance, context: AppContext): Promise<void> => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const { db } = context;
    const settings = context.config.webhooks ?? NO_WEBHOOK_DELIVERY;
    const guard = kind === 'seller' ? requireRole(context, 'seller') : requireRole(context, 'admin');
    const tags = [kind === 'seller' ? 'seller webhooks' : 'partner webhooks'];
    const errors = kind === 'seller' ? sellerErrors : adminErrors;
    const whose = kind === 'seller' ? "the seller's own" : "a partner id's (admin)";
    // The seller's list has no path parameter: its schema names none (Fastify warns of an undefined one).
    const listParams = kind === 'seller' ? {} : { params: partnerParams };
    const endpointParams = kind === 'seller' ? sellerEndpointParams : partnerEndpointParams;

    const ownerOf = (request: FastifyRequest): WebhookOwner =>
      kind === 'seller' ? { kind, sellerId: accountOf(request).id } : { kind, partnerId: (request.params as { partnerId: string }).partnerId };
    const endpointIdOf = (request: FastifyRequest) => (request.params as { id: number }).id;
    /** The owner a test send is counted against: one seller, or one partner id. */
    const ownerKeyOf = (request: FastifyRequest) => {
      const owner = ownerOf(request);
      return owner.kind === 'seller' ? `seller-${owner.sellerId}` : `partner-${owner.partnerId}`;
    };

    api.get(
      '/',
      {
        schema: {
          tags,
          summary: `Webhook endpoints, ${whose}, each with its last delivery attempt`,
          ...listParams,
          response: { 200: z.array(webhookEndpointResponse), ...errors },
        },
        onRequest: guard,
      },
      async (request) => listEndpoints(db, ownerOf(request)),
    );

    api.post(
      '/',
      {
        schema: {
          tags,
          summary: `Register a webhook endpoint, ${whose}: an https URL on a public address and its events; the signing secret is answered this once`,
          ...listParams,
          body: createEndpointBody,
          response: { 201: webhookEndpointWithSecretResponse, ...errors },
        },
        onRequest: guard,
      },
      async (request, reply) => {
        const { url, events } = request.body;
        const allowed: readonly WebhookEventType[] = WEBHOOK_EVENTS_FOR[kind];
        if (!events.every((event) => allowed.includes(event))) throw new HttpError(422, M.eventNotAllowed);
        const refusal = await targetRefusal(url, settings.allowLocalTargets);
        if (refusal) throw new HttpError(422, refusal);
        return reply.code(201).send(await createEndpoint(db, ownerOf(request), url, events));
      },
    );

    api.delete(
      '/:id',
      {
        schema: {
          tags,
          summary: `Delete a webhook endpoint, ${whose}, with its queued deliveries and log`,
          params: endpointParams,
          response: { 200: webhookDeletedResponse, ...errors },
        },
        onRequest: guard,
      },
      async (request) => {
        await deleteEndpoint(db, ownerOf(request), endpointIdOf(request));
        return { deleted: true as const };
      },
    );

    api.post(
      '/:id/rotate-secret',
      {
        schema: {
          tags,
          summary: `Rotate a webhook endpoint's signing secret, ${whose}: the new one is answered this once; the old one also signs for 24 hours`,
          params: endpointParams,
          response: { 200: webhookEndpointWithSecretResponse, ...errors },
        },
        onRequest: guard,
      },
      async (request) => rotateSecret(db, ownerOf(request), endpointIdOf(request)),
    );

    api.post(
      '/:id/test',
      {
        schema: {
          tags,
          summary: `Send a signed webhook.test event to an endpoint now, ${whose}; answers the attempt (at most ${WEBHOOK_TEST_MAX} every ${WEBHOOK_TEST_WINDOW} per owner, else 429)`,
          params: endpointParams,
          response: { 200: webhookTestResponse, ...errors, 429: errorResponse },
        },
        onRequest: guard,
        preHandler: webhookTestLimits(app, ownerKeyOf),
      },
      async (request) => {
        const deliveryId = await queueTestEvent(db, ownerOf(request), endpointIdOf(request));
        await deliverDue(db, settings, deliveryId);
        const [attempt] = await attemptsOfDelivery(db, deliveryId);
        return { delivery_id: deliveryId, attempt: attempt ?? null };
      },
    );

    api.get(
      '/:id/deliveries',
      {
        schema: {
          tags,
          summary: `A webhook endpoint's delivery log, ${whose}: the newest 50 attempts, newest first`,
          params: endpointParams,
          response: { 200: z.array(webhookAttemptResponse), ...errors },
        },
        onRequest: guard,
      },
      async (request) => deliveryLog(db, ownerOf(request), endpointIdOf(request)),
    );
  };
}

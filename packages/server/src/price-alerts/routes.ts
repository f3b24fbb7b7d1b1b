import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accountOf, requireRole } from '../auth/guard.ts';
import type { AppContext } from '../http/context.ts';
import { buyerErrors, idParams } from '../shared/schemas.ts';
import { deletePriceAlert, listNotifications, listPriceAlerts, markNotificationsRead, setPriceAlert } from './queries.ts';
import { notificationResponse, priceAlertBody, priceAlertResponse } from './schemas.ts';

/** The buyer's price alerts: /api/v1/users/me/price-alerts (issue 28). */
export async function priceAlertRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = context;
  const buyerOnly = requireRole(context, 'buyer');
  const tags = ['price alerts'];

  api.get(
    '/',
    {
      schema: { tags, summary: 'The buyer’s price alerts, newest first', response: { 200: z.array(priceAlertResponse), ...buyerErrors } },
      onRequest: buyerOnly,
    },
    async (request) => listPriceAlerts(db, accountOf(request).id),
  );

  api.post(
    '/',
    {
      schema: {
        tags,
        summary: 'Set a target price for a product in a city (again: replaces the target and re-arms the alert)',
        body: priceAlertBody,
        response: { 201: priceAlertResponse, ...buyerErrors },
      },
      onRequest: buyerOnly,
    },
    async (request, reply) => {
      const { product_id: productId, city, target_price: targetPricePaise } = request.body;
      return reply.code(201).send(await setPriceAlert(db, accountOf(request).id, { productId, city, targetPricePaise }));
    },
  );

  api.delete(
    '/:id',
    { schema: { tags, summary: 'Remove a price alert', params: idParams, response: { 204: z.null(), ...buyerErrors } }, onRequest: buyerOnly },
    async (request, reply) => {
      await deletePriceAlert(db, accountOf(request).id, request.params.id);
      return reply.code(204).send(null);
    },
  );
}

/** What the site told the buyer (price alerts that fired): /api/v1/users/me/notifications. */
export async function notificationRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = context;
  const buyerOnly = requireRole(context, 'buyer');
  const tags = ['price alerts'];

  api.get(
    '/',
    {
      schema: { tags, summary: 'The latest 50 notifications, newest first', response: { 200: z.array(notificationResponse), ...buyerErrors } },
      onRequest: buyerOnly,
    },
    async (request) => listNotifications(db, accountOf(request).id),
  );

  api.post(
    '/read',
    { schema: { tags, summary: 'Mark every notification read', response: { 204: z.null(), ...buyerErrors } }, onRequest: buyerOnly },
    async (request, reply) => {
      await markNotificationsRead(db, accountOf(request).id);
      return reply.code(204).send(null);
    },
  );
}

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accountOf, requireRole } from '../auth/guard.ts';
import type { AppContext } from '../http/context.ts';
import { notFound } from '../http/errors.ts';
import { buyerErrors, idParams } from '../shared/schemas.ts';
import { cancelOrder, ORDER_MESSAGES } from './cancel.ts';
import { buyerOrder, buyerOrders } from './orderView.ts';
import { orderResponse } from './schemas.ts';

/** The buyer's own orders: /api/v1/orders (spec storefront §7; issue 5 adds the detail and cancel). */
export async function orderRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = context;
  const buyerOnly = requireRole(context, 'buyer');
  const tags = ['orders'];

  api.get(
    '/',
    { schema: { tags, summary: "The buyer's orders, newest first", response: { 200: z.array(orderResponse), ...buyerErrors } }, onRequest: buyerOnly },
    async (request) => buyerOrders(db, accountOf(request).id),
  );

  api.get(
    '/:id',
    { schema: { tags, summary: "One of the buyer's orders", params: idParams, response: { 200: orderResponse, ...buyerErrors } }, onRequest: buyerOnly },
    async (request) => {
      const order = await buyerOrder(db, accountOf(request).id, request.params.id);
      if (!order) throw notFound(ORDER_MESSAGES.notFound);
      return order;
    },
  );

  api.post(
    '/:id/cancel',
    {
      schema: {
        tags,
        summary: 'Cancel a pending order (its stock goes back to the listings)',
        params: idParams,
        response: { 200: orderResponse, ...buyerErrors },
      },
      onRequest: buyerOnly,
    },
    async (request) => cancelOrder(db, accountOf(request).id, request.params.id),
  );
}

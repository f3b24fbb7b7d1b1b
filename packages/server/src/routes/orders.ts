import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accountOf, requireRole } from '../auth/guard.ts';
import { orders } from '../db/schema.ts';
import type { AppContext } from '../http/context.ts';
import { notFound } from '../http/errors.ts';
import { cancelOrder, ORDER_MESSAGES } from '../orders/cancel.ts';
import { loadOrders } from '../orders/orderView.ts';
import { buyerErrors, idParams, orderResponse } from './shopSchemas.ts';

/** The buyer's own orders: /api/v1/orders (spec storefront §7; issue 5 adds the detail and cancel). */
export async function orderRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = context;
  const buyerOnly = requireRole(context, 'buyer');
  const tags = ['orders'];

  api.get('/', { schema: { tags, summary: "The buyer's orders, newest first", response: { 200: z.array(orderResponse), ...buyerErrors } }, onRequest: buyerOnly }, async (request) =>
    loadOrders(db, eq(orders.userId, accountOf(request).id)),
  );

  api.get('/:id', { schema: { tags, summary: "One of the buyer's orders", params: idParams, response: { 200: orderResponse, ...buyerErrors } }, onRequest: buyerOnly }, async (request) => {
    const [order] = await loadOrders(db, and(eq(orders.id, request.params.id), eq(orders.userId, accountOf(request).id)));
    if (!order) throw notFound(ORDER_MESSAGES.notFound);
    return order;
  });

  api.post(
    '/:id/cancel',
    { schema: { tags, summary: 'Cancel a pending order (its stock goes back to the listings)', params: idParams, response: { 200: orderResponse, ...buyerErrors } }, onRequest: buyerOnly },
    async (request) => cancelOrder(db, accountOf(request).id, request.params.id),
  );
}

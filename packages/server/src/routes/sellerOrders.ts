import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accountOf, requireRole } from '../auth/guard.ts';
import type { AppContext } from '../http/context.ts';
import { advanceOrderStatus, countSellerOrders, loadSellerOrders } from '../seller/orders.ts';
import { sellerErrors } from './sellerListingSchemas.ts';
import { orderStatusBody, sellerOrderResponse, sellerOrdersQuery } from './sellerOrderSchemas.ts';
import { idParams } from './shopSchemas.ts';

const tags = ['seller orders'];

/** GET /api/v1/sellers/me/orders: the seller's orders, newest first (X-Total-Count carries how many there are). */
export async function sellerOrderRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = context;
  api.get(
    '/',
    {
      schema: { tags, summary: "The seller's orders, newest first, with customer, address, items and totals", querystring: sellerOrdersQuery, response: { 200: z.array(sellerOrderResponse), ...sellerErrors } },
      onRequest: requireRole(context, 'seller'),
    },
    async (request, reply) => {
      const sellerId = accountOf(request).id;
      void reply.header('x-total-count', String(await countSellerOrders(db, sellerId)));
      return loadSellerOrders(db, sellerId, undefined, request.query);
    },
  );
}

/** PUT /api/v1/orders/seller/orders/{id}/status: the seller advances one of their orders one step. */
export async function sellerOrderStatusRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.put(
    '/:id/status',
    {
      schema: {
        tags,
        summary: 'Advance an order: pending → processing → shipped → delivered (cash collected); anything else is 409',
        params: idParams,
        body: orderStatusBody,
        response: { 200: sellerOrderResponse, ...sellerErrors },
      },
      onRequest: requireRole(context, 'seller'),
    },
    async (request) => advanceOrderStatus(context.db, accountOf(request).id, request.params.id, request.body.status),
  );
}

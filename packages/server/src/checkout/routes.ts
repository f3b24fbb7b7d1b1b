import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { accountOf, requireRole } from '../auth/guard.ts';
import type { AppContext } from '../http/context.ts';
import { buyerErrors } from '../shared/schemas.ts';
import { placeOrders } from './placeOrders.ts';
import { checkoutHeaders, checkoutQuery, checkoutResponse } from './schemas.ts';

/** POST /api/v1/cart/checkout (spec storefront §7): the cart becomes orders, one per seller. Registered under the cart's prefix. */
export async function checkoutRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = context;
  const buyerOnly = requireRole(context, 'buyer');
  const tags = ['cart'];

  api.post(
    '/checkout',
    {
      schema: {
        tags,
        summary: 'Place the cart as orders, one per seller (Idempotency-Key makes a retry return the same orders)',
        querystring: checkoutQuery,
        headers: checkoutHeaders,
        response: { 201: checkoutResponse, ...buyerErrors },
      },
      onRequest: buyerOnly,
    },
    async (request, reply) => {
      const outcome = await placeOrders(db, {
        userId: accountOf(request).id,
        shippingAddressId: request.query.shipping_address_id,
        partnerId: request.query.partner_id,
        buyerGstin: request.query.buyer_gstin,
        buyerBusinessName: request.query.buyer_business_name,
        idempotencyKey: request.headers['idempotency-key'],
      });
      return reply.code(outcome.statusCode as 201).send(outcome.body);
    },
  );
}

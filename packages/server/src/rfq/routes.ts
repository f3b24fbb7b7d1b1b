import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accountOf, requireRole } from '../auth/guard.ts';
import type { AppContext } from '../http/context.ts';
import { noteInLanguage } from '../http/detailTexts.ts';
import { rfqLimits } from '../http/rateLimits.ts';
import { adminErrors, buyerErrors, errorResponse, idParams, sellerErrors, wholeNumberText } from '../shared/schemas.ts';
import { cancelRfq, createRfq, listRfqs, rfqWithOffers } from './buyerRfqs.ts';
import { checkoutHeaders, checkoutQuery, checkoutResponse } from '../checkout/schemas.ts';
import { acceptOffers } from './acceptOffers.ts';
import {
  acceptBody,
  buyerRfqListResponse,
  buyerRfqResponse,
  createdRfqResponse,
  offerBody,
  rfqBody,
  sellerRfqListResponse,
  sellerRfqResponse,
} from './schemas.ts';
import { textAskedSellers, textClosedSellers, type RfqClosedNotice } from './rfqNotices.ts';
import { listSellerRfqs, saveOffer, sellerRfq, withdrawOffer } from './sellerOffers.ts';

const tags = ['requests for quotation'];

/**
 * Texts the sellers whose open offers an acceptance or cancellation closed, without holding the
 * buyer's answer up; whatever fails is logged, never the buyer's problem.
 */
function tellClosed(context: AppContext, notice: RfqClosedNotice, log: FastifyBaseLogger): void {
  const logError = (line: string) => log.error(line);
  void textClosedSellers(context.db, context.sms, notice, logError).catch((error: unknown) => logError(`RFQ closed notice: ${(error as Error).message}`));
}

/** The buyer's requests for quotation: /api/v1/rfqs (issue 31). */
export async function buyerRfqRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = context;
  const buyerOnly = requireRole(context, 'buyer');

  api.post(
    '/',
    {
      schema: {
        tags,
        summary: 'Ask the sellers serving a site to price a list of items',
        body: rfqBody,
        response: { 201: createdRfqResponse, ...buyerErrors, 429: errorResponse },
      },
      onRequest: buyerOnly,
      preHandler: rfqLimits(app),
    },
    async (request, reply) => {
      const { answer, notice } = await createRfq(db, accountOf(request).id, request.body);
      // Texted after the answer is decided: a slow SMS provider never holds the buyer up.
      void textAskedSellers(db, context.sms, notice, (line) => request.log.error(line));
      return reply.code(201).send({ ...answer, message: noteInLanguage(request, reply, answer.message) });
    },
  );

  api.get(
    '/',
    {
      schema: { tags, summary: 'The buyer’s requests for quotation, newest first', response: { 200: buyerRfqListResponse, ...buyerErrors } },
      onRequest: buyerOnly,
    },
    async (request) => listRfqs(db, accountOf(request).id),
  );

  api.get(
    '/:id',
    {
      schema: { tags, summary: 'A request for quotation with its offers side by side', params: idParams, response: { 200: buyerRfqResponse, ...buyerErrors } },
      onRequest: buyerOnly,
    },
    async (request) => rfqWithOffers(db, request.params.id, accountOf(request).id),
  );

  api.post(
    '/:id/accept',
    {
      schema: {
        tags,
        summary: 'Accept a whole offer, or an offer per item: the orders are placed as a checkout (Idempotency-Key makes a retry return the same orders)',
        params: idParams,
        querystring: checkoutQuery,
        headers: checkoutHeaders,
        body: acceptBody,
        response: { 201: checkoutResponse, ...buyerErrors },
      },
      onRequest: buyerOnly,
    },
    async (request, reply) => {
      const { outcome, closed } = await acceptOffers(db, request.params.id, request.body, {
        userId: accountOf(request).id,
        shippingAddressId: request.query.shipping_address_id,
        buyerGstin: request.query.buyer_gstin,
        buyerBusinessName: request.query.buyer_business_name,
        idempotencyKey: request.headers['idempotency-key'],
      });
      // Committed: the sellers left out are told, once (a replayed retry closes nothing).
      if (closed) tellClosed(context, closed, request.log);
      return reply.code(outcome.statusCode as 201).send(outcome.body);
    },
  );

  api.post(
    '/:id/cancel',
    {
      schema: { tags, summary: 'Close an open request for quotation', params: idParams, response: { 200: buyerRfqResponse, ...buyerErrors } },
      onRequest: buyerOnly,
    },
    async (request) => {
      const closed = await cancelRfq(db, request.params.id, accountOf(request).id);
      tellClosed(context, closed, request.log);
      return rfqWithOffers(db, request.params.id, accountOf(request).id);
    },
  );
}

/** The requests for quotation sent to the seller, and the seller's offers: /api/v1/sellers/me/rfqs. */
export async function sellerRfqRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = context;
  const sellerOnly = requireRole(context, 'seller');

  api.get(
    '/',
    {
      schema: { tags, summary: 'Requests for quotation sent to the seller, newest first', response: { 200: sellerRfqListResponse, ...sellerErrors } },
      onRequest: sellerOnly,
    },
    async (request) => listSellerRfqs(db, accountOf(request).id),
  );

  api.get(
    '/:id',
    {
      schema: {
        tags,
        summary: 'A request for quotation sent to the seller, with the seller’s offer',
        params: idParams,
        response: { 200: sellerRfqResponse, ...sellerErrors },
      },
      onRequest: sellerOnly,
    },
    async (request) => sellerRfq(db, request.params.id, accountOf(request).id),
  );

  api.put(
    '/:id/offer',
    {
      schema: {
        tags,
        summary: 'Make or revise the seller’s offer: a price or "cannot supply" per item, delivery charge, date, validity, terms',
        params: idParams,
        body: offerBody,
        response: { 200: sellerRfqResponse, ...sellerErrors },
      },
      onRequest: sellerOnly,
    },
    async (request) => saveOffer(db, request.params.id, accountOf(request).id, request.body),
  );

  api.post(
    '/:id/offer/withdraw',
    {
      schema: {
        tags,
        summary: 'Withdraw the seller’s open offer while the request is open (it can be made again with PUT …/offer)',
        params: idParams,
        response: { 200: sellerRfqResponse, ...sellerErrors },
      },
      onRequest: sellerOnly,
    },
    async (request) => withdrawOffer(db, request.params.id, accountOf(request).id),
  );
}

/** Every request for quotation and its offers, for the admin: /api/v1/admin/rfqs. */
export async function adminRfqRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = context;
  const adminOnly = requireRole(context, 'admin');
  const listQuery = z.object({ offset: wholeNumberText('offset must be a whole number', 0, 1_000_000).optional() });

  api.get(
    '/',
    {
      schema: {
        tags,
        summary: 'Every request for quotation, newest first (100 at a time)',
        querystring: listQuery,
        response: { 200: buyerRfqListResponse, ...adminErrors },
      },
      onRequest: adminOnly,
    },
    async (request) => listRfqs(db, null, request.query.offset ?? 0),
  );

  api.get(
    '/:id',
    {
      schema: { tags, summary: 'A request for quotation with every offer', params: idParams, response: { 200: buyerRfqResponse, ...adminErrors } },
      onRequest: adminOnly,
    },
    async (request) => rfqWithOffers(db, request.params.id, null),
  );
}

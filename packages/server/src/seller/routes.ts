import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { catalogueProductFor } from '../admin/defaultProducts.ts';
import { accountOf, requireRole } from '../auth/guard.ts';
import { parseCsv, readUploadedFile, reportInCallersLanguage, sendCsv } from '../csv/csvFiles.ts';
import type { AppContext } from '../http/context.ts';
import { noteInLanguage } from '../http/detailTexts.ts';
import { SERVICE_AREA_MESSAGES } from '@nirmaan/core/pure';
import { badRequest, HttpError } from '../http/errors.ts';
import { firePriceAlerts } from '../price-alerts/firing.ts';
import { idParams, sellerErrors, uploadErrors } from '../shared/schemas.ts';
import { exportListingsCsv, uploadListingsCsv } from './listingCsv.ts';
import { sellerHasDepot } from './sellerReach.ts';
import { createListing, deleteListing, listingView, sellerListings, updateListing } from './listings.ts';
import { advanceOrderStatus, countSellerOrders, loadSellerOrders } from './orders.ts';
import {
  createListingBody,
  LISTING_INPUT_MESSAGES,
  listingDeletionResponse,
  listingResponse,
  listingUploadResponse,
  orderStatusBody,
  sellerOrderResponse,
  sellerOrdersQuery,
  updateListingBody,
} from './schemas.ts';

/** The catalogue product a new listing is for: product_id, or the one a default product stands for (made when missing). */
async function productToList(db: AppContext['db'], body: { product_id?: number | undefined; default_product_id?: number | undefined }): Promise<number> {
  if (body.product_id !== undefined) return body.product_id;
  if (body.default_product_id !== undefined) return catalogueProductFor(db, body.default_product_id);
  throw badRequest(LISTING_INPUT_MESSAGES.product);
}

/** A preHandler: a seller without a depot and delivery radius publishes nothing (422, DESIGN.md). */
function depotRequired(db: AppContext['db']) {
  return async (request: FastifyRequest) => {
    if (!(await sellerHasDepot(db, accountOf(request).id))) throw new HttpError(422, SERVICE_AREA_MESSAGES.depotNeeded);
  };
}

/**
 * The seller's own listings: /api/v1/sellers/me/listings (spec toolkit §2 "My Listings", §7).
 * Every route answers only the signed-in seller's listings: another seller's id is a 404. Creating,
 * uploading and changing listings need the seller's depot.
 */
export async function sellerListingRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = context;
  // onRequest: the token is checked before a body (or an uploaded file) is read.
  const sellerOnly = requireRole(context, 'seller');
  const withDepot = depotRequired(db);
  const tags = ['seller listings'];
  const alertFiring = { db, sms: context.sms, logError: (line: string) => app.log.error(line) };

  api.get(
    '/',
    { schema: { tags, summary: "The seller's listings, newest first", response: { 200: z.array(listingResponse), ...sellerErrors } }, onRequest: sellerOnly },
    async (request) => (await sellerListings(db, accountOf(request).id)).map(listingView),
  );

  api.post(
    '/',
    {
      schema: {
        tags,
        summary:
          'List a catalogue product (product_id) or a default product (default_product_id; its catalogue product is made when missing), one listing per product; records its first price',
        body: createListingBody,
        response: { 201: listingResponse, ...sellerErrors },
      },
      onRequest: sellerOnly,
      preHandler: withDepot,
    },
    async (request, reply) => {
      const body = request.body;
      const sellerId = accountOf(request).id;
      const productId = await productToList(db, body);
      const listing = await createListing(db, sellerId, {
        productId,
        pricePaise: body.price,
        stockQuantity: body.stock_quantity,
        sellerSku: body.seller_sku,
        isActive: body.is_active,
      });
      await firePriceAlerts(alertFiring, sellerId);
      return reply.code(201).send(listing);
    },
  );

  api.get(
    '/export',
    {
      schema: {
        tags,
        summary: 'The listings as a CSV file (cells a spreadsheet would run as formulas start with a quote)',
        response: { 200: z.string(), ...sellerErrors },
      },
      onRequest: sellerOnly,
    },
    async (request, reply) => sendCsv(reply, 'listings.csv', await exportListingsCsv(db, accountOf(request).id)),
  );

  api.post(
    '/upload',
    {
      schema: {
        tags,
        summary: 'Update listings from a CSV file (multipart, at most 1 MB and 5000 rows); bad rows are reported, good rows apply',
        consumes: ['multipart/form-data'],
        response: { 200: listingUploadResponse, ...uploadErrors },
      },
      onRequest: sellerOnly,
      preHandler: withDepot,
    },
    async (request, reply) => {
      const table = parseCsv(await readUploadedFile(request));
      const result = await uploadListingsCsv(db, accountOf(request).id, table);
      if (result.created_history > 0) await firePriceAlerts(alertFiring, accountOf(request).id);
      return reportInCallersLanguage(request, reply, result);
    },
  );

  api.put(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Change a listing; a new price is recorded in the price history',
        params: idParams,
        body: updateListingBody,
        response: { 200: listingResponse, ...sellerErrors },
      },
      onRequest: sellerOnly,
      preHandler: withDepot,
    },
    async (request) => {
      const body = request.body;
      const listing = await updateListing(db, accountOf(request).id, request.params.id, {
        pricePaise: body.price,
        stockQuantity: body.stock_quantity,
        sellerSku: body.seller_sku,
        isActive: body.is_active,
      });
      await firePriceAlerts(alertFiring, accountOf(request).id);
      return listing;
    },
  );

  api.delete(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Delete a listing; one that is part of orders is deactivated instead',
        params: idParams,
        response: { 200: listingDeletionResponse, ...sellerErrors },
      },
      onRequest: sellerOnly,
    },
    async (request, reply) => {
      const deletion = await deleteListing(db, accountOf(request).id, request.params.id);
      return { ...deletion, detail: noteInLanguage(request, reply, deletion.detail) };
    },
  );
}

const orderTags = ['seller orders'];

/** GET /api/v1/sellers/me/orders: the seller's orders, newest first (X-Total-Count carries how many there are). */
export async function sellerOrderRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = context;
  api.get(
    '/',
    {
      schema: {
        tags: orderTags,
        summary: "The seller's orders, newest first, with customer, address, items and totals",
        querystring: sellerOrdersQuery,
        response: { 200: z.array(sellerOrderResponse), ...sellerErrors },
      },
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
        tags: orderTags,
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

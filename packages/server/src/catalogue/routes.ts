import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { optionalAccount } from '../auth/guard.ts';
import type { AppContext } from '../http/context.ts';
import { notFound } from '../http/errors.ts';
import { publicErrors } from '../shared/schemas.ts';
import { deliveryPlace } from './deliveryPlace.ts';
import { productListings } from './listings.ts';
import { listCategories, productById } from './cataloguePages.ts';
import { listProducts, suggestProducts } from './products.ts';
import {
  categoryResponse,
  listingResponse,
  listingsQuery,
  PRODUCT_NOT_FOUND,
  productIdParams,
  productResponse,
  productsQuery,
  suggestionResponse,
  suggestionsQuery,
} from './schemas.ts';

/** GET /categories/ (spec storefront §7). */
export async function categoryRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/',
    { schema: { tags: ['catalogue'], summary: 'Every category with parent_id and its product count', response: { 200: z.array(categoryResponse) } } },
    async () => listCategories(context.db),
  );
}

/** The public catalogue: /products (spec storefront §3, §7). */
export async function productRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = context;
  const tags = ['catalogue'];

  api.get(
    '/',
    {
      schema: {
        tags,
        summary:
          "Search and page the catalogue; X-Total-Count carries the number of matches, and with match=most X-Matched-Words the words matched when no product has every word. With a place (the buyer's stored location, else pincode, else city), min_price and listing_count count only the sellers that deliver there",
        querystring: productsQuery,
        response: { 200: z.array(productResponse), ...publicErrors },
      },
    },
    async (request, reply) => {
      const { pincode, city, ...query } = request.query;
      const place = await deliveryPlace(db, { buyerId: await optionalAccount(context, request, 'buyer'), pincode, city });
      const { items, total, matchedWords } = await listProducts(db, query, place);
      void reply.header('x-total-count', String(total));
      if (matchedWords) void reply.header('x-matched-words', matchedWords.join(' '));
      return items;
    },
  );

  api.get(
    '/search-suggestions',
    {
      schema: {
        tags,
        summary: 'Up to 8 products for the typed text (2 characters or more), typos tolerated',
        querystring: suggestionsQuery,
        response: { 200: z.array(suggestionResponse), ...publicErrors },
      },
    },
    async (request) => suggestProducts(db, request.query.q),
  );

  api.get(
    '/:id',
    { schema: { tags, summary: 'One product', params: productIdParams, response: { 200: productResponse, ...publicErrors } } },
    async (request) => {
      const product = await productById(db, request.params.id);
      if (!product) throw notFound(PRODUCT_NOT_FOUND);
      return product;
    },
  );

  api.get(
    '/:id/listings',
    {
      schema: {
        tags,
        summary:
          "A product's active listings; with a place (the buyer's stored location, else the pincode's centroid, else the city's centre), each with its delivery charge, landed total for quantity and whether it is within the seller's delivery radius",
        params: productIdParams,
        querystring: listingsQuery,
        response: { 200: z.array(listingResponse), ...publicErrors },
      },
    },
    async (request) => {
      const { quantity, pincode, city } = request.query;
      const place = await deliveryPlace(db, { buyerId: await optionalAccount(context, request, 'buyer'), pincode, city });
      const shown = await productListings(db, request.params.id, place, quantity);
      if (!shown) throw notFound(PRODUCT_NOT_FOUND);
      return shown;
    },
  );
}

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../http/context.ts';
import { leadLimits } from '../http/rateLimits.ts';
import { errorResponse, idParams } from '../shared/schemas.ts';
import { categoryProducts, chatbotCategories, saveInquiry } from './queries.ts';
import { categoryResponse, inquiryBody, productResponse, receiptResponse } from './schemas.ts';

/** The chatbot's calls (spec storefront §7): categories, their products, and the inquiry it sends. */
export async function chatbotRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = context;
  const tags = ['leads'];

  api.get(
    '/categories',
    { schema: { tags, summary: 'Top-level categories with their sub-categories', response: { 200: z.array(categoryResponse) } } },
    async () => chatbotCategories(db),
  );

  api.get(
    '/categories/:id/products',
    {
      schema: {
        tags,
        summary: 'Products of a category and its sub-categories, by name',
        params: idParams,
        response: { 200: z.array(productResponse), 404: errorResponse, 422: errorResponse },
      },
    },
    async (request) => categoryProducts(db, request.params.id),
  );

  api.post(
    '/inquiry',
    {
      schema: {
        tags,
        summary: 'Send an inquiry; it reaches the CRM of the product’s sellers',
        body: inquiryBody,
        response: { 201: receiptResponse, 422: errorResponse, 429: errorResponse },
      },
      preHandler: leadLimits(app, 'chatbot'),
    },
    async (request, reply) => {
      const result = await saveInquiry(db, request.body);
      void reply.code(201);
      return result;
    },
  );
}

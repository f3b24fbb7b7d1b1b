import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type ChatbotCategory, type ChatbotInquiry, type ChatbotProduct, type ChatbotReceipt, INVALID_PHONE_MESSAGE } from '@nirmaan/core/pure';
import { routeLeadToSellers } from '../crm/leadRouting.ts';
import { categories, chatbotInquiries, products } from '../db/schema.ts';
import type { AppContext } from '../http/context.ts';
import { notFound } from '../http/errors.ts';
import { leadLimits } from '../http/rateLimits.ts';
import { errorResponse, idParams, INT4_MAX } from './shopSchemas.ts';

export const CHATBOT_PRODUCT_LIMIT = 50;
export const CHATBOT_MESSAGES = { name: 'Please enter your name', phone: INVALID_PHONE_MESSAGE } as const;

const optionalName = z.string().trim().max(200).nullish().transform((value) => value || null);
const optionalId = z.number().int().min(1).max(INT4_MAX).nullish();

const inquiryBody = z.object({
  buyer_name: z.string({ error: CHATBOT_MESSAGES.name }).trim().min(1, CHATBOT_MESSAGES.name).max(120),
  phone_number: z.string({ error: CHATBOT_MESSAGES.phone }).trim().regex(/^\d{10}$/, CHATBOT_MESSAGES.phone),
  category_name: optionalName,
  subcategory_name: optionalName,
  product_name: optionalName,
  inquiry_date: z.iso.datetime({ offset: true, error: 'inquiry_date must be an ISO time' }).optional(),
  category_id: optionalId,
  product_id: optionalId,
  partner_id: z.string().trim().max(64).nullish().transform((value) => value || null),
});

const categoryResponse = z.object({ id: z.number(), name: z.string(), subcategories: z.array(z.object({ id: z.number(), name: z.string() })) });
const productResponse = z.object({ id: z.number(), name: z.string() });
const receiptResponse = z.object({ id: z.number(), sellers_notified: z.number() });

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Assert<T extends true> = T;
export type _ChatbotCategoryMatchesCore = Assert<Same<z.output<typeof categoryResponse>, ChatbotCategory>>;
export type _ChatbotProductMatchesCore = Assert<Same<z.output<typeof productResponse>, ChatbotProduct>>;
export type _ChatbotReceiptMatchesCore = Assert<Same<z.output<typeof receiptResponse>, ChatbotReceipt>>;
export type _ChatbotBodyAcceptsCore = Assert<[ChatbotInquiry] extends [z.input<typeof inquiryBody>] ? true : false>;

/** The chatbot's calls (spec storefront §7): categories, their products, and the inquiry it sends. */
export async function chatbotRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = context;
  const tags = ['leads'];

  api.get('/categories', { schema: { tags, summary: 'Top-level categories with their sub-categories', response: { 200: z.array(categoryResponse) } } }, async () => {
    const rows = await db.select({ id: categories.id, name: categories.name, parentId: categories.parentId }).from(categories).orderBy(asc(categories.id));
    return rows
      .filter((row) => row.parentId === null)
      .map((top) => ({ id: top.id, name: top.name, subcategories: rows.filter((row) => row.parentId === top.id).map(({ id, name }) => ({ id, name })) }));
  });

  api.get(
    '/categories/:id/products',
    { schema: { tags, summary: 'Products of a category and its sub-categories, by name', params: idParams, response: { 200: z.array(productResponse), 404: errorResponse, 422: errorResponse } } },
    async (request) => {
      const { id } = request.params;
      const [category] = await db.select({ id: categories.id }).from(categories).where(eq(categories.id, id));
      if (!category) throw notFound('Category not found');
      const below = db.select({ id: categories.id }).from(categories).where(eq(categories.parentId, id));
      const name = sql<string>`coalesce(nullif(trim(${products.displayName}), ''), ${products.name})`;
      return db
        .select({ id: products.id, name })
        .from(products)
        .where(inArray(products.categoryId, sql`(select ${id}::int union ${below})`))
        .orderBy(asc(name))
        .limit(CHATBOT_PRODUCT_LIMIT);
    },
  );

  api.post(
    '/inquiry',
    { schema: { tags, summary: 'Send an inquiry; it reaches the CRM of the product’s sellers', body: inquiryBody, response: { 201: receiptResponse, 422: errorResponse, 429: errorResponse } }, preHandler: leadLimits(app, 'chatbot') },
    async (request, reply) => {
      const body = request.body;
      const result = await db.transaction(async (tx) => {
        const [product] = body.product_id ? await tx.select({ id: products.id }).from(products).where(eq(products.id, body.product_id)) : [];
        const [category] = body.category_id ? await tx.select({ id: categories.id }).from(categories).where(eq(categories.id, body.category_id)) : [];
        const [saved] = await tx
          .insert(chatbotInquiries)
          .values({
            buyerName: body.buyer_name,
            phoneNumber: body.phone_number,
            categoryName: body.category_name,
            subcategoryName: body.subcategory_name,
            productName: body.product_name,
            categoryId: category?.id ?? null,
            productId: product?.id ?? null,
            ...(body.inquiry_date ? { inquiryDate: new Date(body.inquiry_date) } : {}),
            partnerId: body.partner_id,
          })
          .returning({ id: chatbotInquiries.id });
        const sellersNotified = await routeLeadToSellers(tx, {
          productId: product?.id ?? null,
          person: { name: body.buyer_name, phone: body.phone_number },
          kind: 'Chatbot inquiry',
          description: [body.category_name, body.subcategory_name].filter(Boolean).join(' › ') || null,
          quantity: null,
          source: 'chatbot',
          chatbotInquiryId: saved!.id,
          partnerId: body.partner_id,
        });
        return { id: saved!.id, sellers_notified: sellersNotified };
      });
      void reply.code(201);
      return result;
    },
  );
}

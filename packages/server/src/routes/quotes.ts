import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isEmail, MAX_QUOTE_QUANTITY, QUOTE_MATERIALS, QUOTE_MESSAGES, QUOTE_UNITS, type QuoteReceipt, type QuoteRequest } from '@nirmaan/core/pure';
import { eq } from 'drizzle-orm';
import { routeLeadToSellers } from '../crm/leadRouting.ts';
import { products, quoteRequests } from '../db/schema.ts';
import type { AppContext } from '../http/context.ts';
import { leadLimits } from '../http/rateLimits.ts';
import { errorResponse, INT4_MAX } from './shopSchemas.ts';

const trimmed = (max: number) => z.string().trim().max(max, `At most ${max} characters`);
const optionalText = (max: number) =>
  trimmed(max)
    .nullish()
    .transform((value) => (value ? value : null));

/** The quote request as the widget sends it; the same rules as the form (core quotes/quoteRules.ts). */
export const quoteBody = z.object({
  name: trimmed(120).min(1, QUOTE_MESSAGES.name),
  email: trimmed(254).refine(isEmail, QUOTE_MESSAGES.email),
  phone: z.string().trim().regex(/^\d{10}$/, QUOTE_MESSAGES.phone),
  company: optionalText(160),
  material: z.enum(QUOTE_MATERIALS, { error: QUOTE_MESSAGES.material }),
  quantity: z.number({ error: QUOTE_MESSAGES.quantity }).gt(0, QUOTE_MESSAGES.quantity).max(MAX_QUOTE_QUANTITY, QUOTE_MESSAGES.quantity),
  unit: z.enum(QUOTE_UNITS, { error: QUOTE_MESSAGES.unit }),
  message: optionalText(2000),
  product_id: z.number().int().min(1).max(INT4_MAX).nullish(),
  partner_id: optionalText(64),
});

const receiptResponse = z.object({ id: z.number(), created_at: z.string() });

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Assert<T extends true> = T;
/** What the widget sends is what the route accepts, and the receipt is what the widget reads. */
export type _QuoteBodyAcceptsCore = Assert<[QuoteRequest] extends [z.input<typeof quoteBody>] ? true : false>;
export type _ReceiptMatchesCore = Assert<Same<z.output<typeof receiptResponse>, QuoteReceipt>>;

/** POST /quotes: the quote modal's request, stored (unlike the original, it is really sent) and routed to the CRM of the product's sellers, or without a product to the sellers of the material. */
export async function quoteRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post(
    '/',
    {
      schema: { tags: ['leads'], summary: 'Send a quote request', body: quoteBody, response: { 201: receiptResponse, 422: errorResponse, 429: errorResponse } },
      preHandler: leadLimits(app, 'quote'),
    },
    async (request, reply) => {
      const { product_id: productId, partner_id: partnerId, ...fields } = request.body;
      // A product that does not exist (or no longer) is dropped, not refused: the request still counts.
      const saved = await context.db.transaction(async (tx) => {
        const [product] = productId ? await tx.select({ id: products.id }).from(products).where(eq(products.id, productId)) : [];
        const [quote] = await tx
          .insert(quoteRequests)
          .values({ ...fields, productId: product?.id ?? null, partnerId })
          .returning({ id: quoteRequests.id, createdAt: quoteRequests.createdAt });
        await routeLeadToSellers(tx, {
          productId: product?.id ?? null,
          material: fields.material,
          person: { name: fields.name, phone: fields.phone, email: fields.email, company: fields.company },
          kind: 'Quote request',
          detail: `${fields.quantity} ${fields.unit}`,
          description: [fields.company && `Company: ${fields.company}`, fields.message].filter(Boolean).join('\n') || null,
          quantity: fields.quantity,
          source: 'quote',
          quoteRequestId: quote!.id,
          partnerId,
        });
        return quote!;
      });
      void reply.code(201);
      return { id: saved.id, created_at: saved.createdAt.toISOString() };
    },
  );
}

import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { ChatbotCategory, ChatbotProduct, ChatbotReceipt } from '@nirmaan/core/pure';
import type { z } from 'zod';
import { routeLeadToSellers } from '../crm/leadRouting.ts';
import type { Database } from '../db/database.ts';
import { categories, chatbotInquiries, products } from '../db/schema.ts';
import { notFound } from '../http/errors.ts';
import type { inquiryBody } from './schemas.ts';

/** What the chatbot reads (categories, their products) and the inquiries it sends, routed to sellers' CRM. */

export const CHATBOT_PRODUCT_LIMIT = 50;

/** Top-level categories with their sub-categories, in id order. */
export async function chatbotCategories(db: Database): Promise<ChatbotCategory[]> {
  const rows = await db.select({ id: categories.id, name: categories.name, parentId: categories.parentId }).from(categories).orderBy(asc(categories.id));
  return rows
    .filter((row) => row.parentId === null)
    .map((top) => ({ id: top.id, name: top.name, subcategories: rows.filter((row) => row.parentId === top.id).map(({ id, name }) => ({ id, name })) }));
}

/** Products on sale of a category and its sub-categories, by name (at most CHATBOT_PRODUCT_LIMIT); 404 for an unknown category. */
export async function categoryProducts(db: Database, id: number): Promise<ChatbotProduct[]> {
  const [category] = await db.select({ id: categories.id }).from(categories).where(eq(categories.id, id));
  if (!category) throw notFound('Category not found');
  const below = db.select({ id: categories.id }).from(categories).where(eq(categories.parentId, id));
  const name = sql<string>`coalesce(nullif(trim(${products.displayName}), ''), ${products.name})`;
  return db
    .select({ id: products.id, name })
    .from(products)
    .where(and(inArray(products.categoryId, sql`(select ${id}::int union ${below})`), eq(products.isActive, true)))
    .orderBy(asc(name))
    .limit(CHATBOT_PRODUCT_LIMIT);
}

/** Stores an inquiry and hands it to the CRM of the product's sellers; how many were told. */
export async function saveInquiry(db: Database, body: z.output<typeof inquiryBody>): Promise<ChatbotReceipt> {
  return db.transaction(async (tx) => {
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
}

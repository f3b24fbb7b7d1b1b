import { count, desc, eq } from 'drizzle-orm';
import type { AdminChatbotInquiry, AdminQuoteRequest } from '@nirmaan/core/pure';
import { productName } from '../cart/cartView.ts';
import type { Database } from '../db/database.ts';
import { chatbotInquiries, listings, products, quoteRequests, sellers } from '../db/schema.ts';
import type { Page } from '../shared/search.ts';

export interface LeadListQuery {
  limit: number;
  offset: number;
}

/** The catalogue's name of a lead's product when it is still there, else the name kept with the lead. */
function leadProductName(product: { name: string | null; displayName: string | null }, kept: string | null): string | null {
  return product.name === null ? kept : productName({ name: product.name, displayName: product.displayName });
}

/** Chatbot inquiries, newest first, with their partner and product. */
export async function listChatbotInquiries(db: Database, query: LeadListQuery): Promise<Page<AdminChatbotInquiry>> {
  const [rows, [total]] = await Promise.all([
    db
      .select({ inquiry: chatbotInquiries, productName: products.name, productDisplayName: products.displayName })
      .from(chatbotInquiries)
      .leftJoin(products, eq(products.id, chatbotInquiries.productId))
      .orderBy(desc(chatbotInquiries.createdAt), desc(chatbotInquiries.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ value: count() }).from(chatbotInquiries),
  ]);
  return {
    total: total?.value ?? 0,
    items: rows.map(({ inquiry, ...product }) => ({
      id: inquiry.id,
      buyer_name: inquiry.buyerName,
      phone_number: inquiry.phoneNumber,
      category_name: inquiry.categoryName,
      subcategory_name: inquiry.subcategoryName,
      product_name: leadProductName({ name: product.productName, displayName: product.productDisplayName }, inquiry.productName),
      product_id: inquiry.productId,
      partner_id: inquiry.partnerId,
      inquiry_date: inquiry.inquiryDate.toISOString(),
      created_at: inquiry.createdAt.toISOString(),
    })),
  };
}

/** Quote requests, newest first, with their partner, product and (asked from an offer) the supplier. */
export async function listQuoteRequests(db: Database, query: LeadListQuery): Promise<Page<AdminQuoteRequest>> {
  const [rows, [total]] = await Promise.all([
    db
      .select({ quote: quoteRequests, productName: products.name, productDisplayName: products.displayName, sellerName: sellers.name })
      .from(quoteRequests)
      .leftJoin(products, eq(products.id, quoteRequests.productId))
      .leftJoin(listings, eq(listings.id, quoteRequests.listingId))
      .leftJoin(sellers, eq(sellers.id, listings.sellerId))
      .orderBy(desc(quoteRequests.createdAt), desc(quoteRequests.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ value: count() }).from(quoteRequests),
  ]);
  return {
    total: total?.value ?? 0,
    items: rows.map(({ quote, sellerName, ...product }) => ({
      id: quote.id,
      name: quote.name,
      email: quote.email,
      phone: quote.phone,
      company: quote.company,
      material: quote.material,
      quantity: quote.quantity,
      unit: quote.unit,
      message: quote.message,
      product_id: quote.productId,
      product_name: leadProductName({ name: product.productName, displayName: product.productDisplayName }, null),
      seller_name: sellerName,
      site_pincode: quote.sitePincode,
      partner_id: quote.partnerId,
      created_at: quote.createdAt.toISOString(),
    })),
  };
}

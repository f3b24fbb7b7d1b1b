import { sql } from 'drizzle-orm';
import { check, doublePrecision, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { ADMIN_LEAD_NOTE_MAX, ADMIN_LEAD_STATUSES, type AdminLeadStatus } from '@nirmaan/core/pure';
import { admins, users } from './accounts.ts';
import { categories, listings, products } from './catalogue.ts';
import { createdAt, id, isOneOf, partnerIndex, timestamptz } from './columns.ts';
import { REAL_ESTATE_STATUSES, type RealEstateStatus } from './values.ts';

/**
 * Product inquiries from the chatbot widget. The names are kept as the visitor chose them; the ids,
 * when resolved, route the inquiry to the CRM of sellers who list the product.
 */
export const chatbotInquiries = pgTable(
  'chatbot_inquiries',
  {
    id: id(),
    buyerName: text('buyer_name').notNull(),
    phoneNumber: text('phone_number').notNull(),
    categoryName: text('category_name'),
    subcategoryName: text('subcategory_name'),
    productName: text('product_name'),
    categoryId: integer('category_id').references(() => categories.id, { onDelete: 'set null' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    /** When the visitor sent it (their clock, ISO time). */
    inquiryDate: timestamptz('inquiry_date').notNull().defaultNow(),
    /** The partner site whose widget collected it. */
    partnerId: text('partner_id'),
    /** Where the admin's follow-up stands (core ADMIN_LEAD_STATUSES). */
    status: text('status').$type<AdminLeadStatus>().notNull().default('new'),
    createdAt: createdAt(),
  },
  (t) => [
    index('chatbot_inquiries_created_idx').on(t.createdAt.desc()),
    index('chatbot_inquiries_status_idx').on(t.status, t.createdAt.desc()),
    check('chatbot_inquiries_status_check', isOneOf(t.status, ADMIN_LEAD_STATUSES)),
    index('chatbot_inquiries_product_idx').on(t.productId),
    partnerIndex('chatbot_inquiries_partner_idx', t.partnerId),
  ],
);

/** Quote requests from the quote modal (spec storefront §3 "Quote form"), now really sent and stored. */
export const quoteRequests = pgTable(
  'quote_requests',
  {
    id: id(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    company: text('company'),
    /** One of the modal's material options. */
    material: text('material').notNull(),
    quantity: doublePrecision('quantity').notNull(),
    /** One of the modal's units. */
    unit: text('unit').notNull(),
    message: text('message'),
    /** The product the request was made from, when there was one (routes it to sellers' CRMs). */
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    /** The supplier's offer the buyer asked (the product page's Get Quote): the request reaches that seller only. */
    listingId: integer('listing_id').references(() => listings.id, { onDelete: 'set null' }),
    /** Where the goods would go (the header's pincode when the buyer set one). */
    sitePincode: text('site_pincode'),
    partnerId: text('partner_id'),
    /** Where the admin's follow-up stands (core ADMIN_LEAD_STATUSES). */
    status: text('status').$type<AdminLeadStatus>().notNull().default('new'),
    createdAt: createdAt(),
  },
  (t) => [
    index('quote_requests_created_idx').on(t.createdAt.desc()),
    index('quote_requests_status_idx').on(t.status, t.createdAt.desc()),
    check('quote_requests_status_check', isOneOf(t.status, ADMIN_LEAD_STATUSES)),
    index('quote_requests_listing_idx').on(t.listingId),
    check('quote_requests_site_pincode_digits', sql`${t.sitePincode} ~ '^[0-9]{6}$'`),
    index('quote_requests_product_idx').on(t.productId),
    partnerIndex('quote_requests_partner_idx', t.partnerId),
    check('quote_requests_quantity_positive', sql`${t.quantity} > 0`),
  ],
);

/**
 * The admins' notes on a lead: a dated history with its author, never edited. Each note is on exactly
 * one chatbot inquiry or one quote request (a foreign key each, so a note goes with its lead); the
 * author is kept as the admin's id, and the note stays when that admin account goes.
 */
export const leadNotes = pgTable(
  'lead_notes',
  {
    id: id(),
    chatbotInquiryId: integer('chatbot_inquiry_id').references(() => chatbotInquiries.id, { onDelete: 'cascade' }),
    quoteRequestId: integer('quote_request_id').references(() => quoteRequests.id, { onDelete: 'cascade' }),
    adminId: integer('admin_id').references(() => admins.id, { onDelete: 'set null' }),
    /** Trimmed, 1 to core ADMIN_LEAD_NOTE_MAX characters. */
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('lead_notes_inquiry_idx')
      .on(t.chatbotInquiryId, t.createdAt)
      .where(sql`${t.chatbotInquiryId} is not null`),
    index('lead_notes_quote_idx')
      .on(t.quoteRequestId, t.createdAt)
      .where(sql`${t.quoteRequestId} is not null`),
    check('lead_notes_one_lead', sql`num_nonnulls(${t.chatbotInquiryId}, ${t.quoteRequestId}) = 1`),
    check('lead_notes_text_length', sql`char_length(${t.text}) between 1 and ${sql.raw(String(ADMIN_LEAD_NOTE_MAX))}`),
  ],
);

/** Real-estate listings submitted by visitors; they wait for verification by the team, and only verified ('published') ones are public. */
export const realEstateSubmissions = pgTable(
  'real_estate_submissions',
  {
    id: id(),
    projectName: text('project_name'),
    location: text('location'),
    siteNumber: text('site_number'),
    siteSize: text('site_size'),
    /** As typed: 'lat,long'. */
    gps: text('gps'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    builderName: text('builder_name'),
    builderLink: text('builder_link'),
    /** Storage path of the uploaded image, relative to the storage root. */
    imagePath: text('image_path'),
    status: text('status').$type<RealEstateStatus>().notNull().default('pending_verification'),
    /** Why an admin rejected it (required for 'rejected', cleared when it is verified). */
    rejectionReason: text('rejection_reason'),
    /** When an admin last verified or rejected it. */
    reviewedAt: timestamptz('reviewed_at'),
    partnerId: text('partner_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('real_estate_submissions_status_idx').on(t.status, t.createdAt.desc()),
    partnerIndex('real_estate_submissions_partner_idx', t.partnerId),
    check('real_estate_submissions_status_check', isOneOf(t.status, REAL_ESTATE_STATUSES)),
    check('real_estate_submissions_named', sql`${t.projectName} is not null or ${t.location} is not null`),
    check('real_estate_submissions_rejected_with_reason', sql`${t.status} <> 'rejected' or ${t.rejectionReason} is not null`),
  ],
);

/** BOQ calculations a signed-in buyer saved: the request and the computed result as JSON. */
export const boqSaves = pgTable(
  'boq_saves',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    request: jsonb('request').$type<Record<string, unknown>>().notNull(),
    result: jsonb('result').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('boq_saves_user_idx').on(t.userId, t.createdAt.desc())],
);

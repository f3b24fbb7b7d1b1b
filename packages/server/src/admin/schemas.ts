import { z } from 'zod';
import {
  ADMIN_LEAD_STATUSES,
  ADMIN_LEAD_TEXTS,
  leadNoteError,
  type AdminLeadNote,
  ADMIN_LIST_LIMIT,
  ADMIN_ORDER_CITY_MAX,
  ADMIN_ORDER_MESSAGES,
  ADMIN_ORDER_PAGE_SIZE,
  isCalendarDate,
  normalizePartnerId,
  orderDateRangeError,
  PARTNER_ID_MESSAGE,
  partnerIdError,
  type AdminOrderDetail,
  type AdminOrderSummary,
  ADMIN_MAX_PAGE_SIZE,
  ADMIN_MESSAGES,
  CATEGORY_TAX_MESSAGES,
  hsnCodeError,
  isGstRate,
  SELLER_REJECTION_REASON_MAX,
  DEFAULT_PRODUCT_CATEGORIES,
  DEFAULT_PRODUCT_LIMITS,
  DEFAULT_PRODUCT_MESSAGES as M,
  DEFAULT_PRODUCT_UNITS,
  hasWholePaise,
  MAX_DEFAULT_PRODUCT_RATE,
  type AdminChatbotInquiry,
  type AdminDashboardStats,
  type AdminPartnerSummary,
  type AdminQuoteRequest,
  type AdminSeller,
  type AdminUser,
  type DefaultProduct,
  type DefaultProductDeletion,
  type DefaultProductInput,
  type DefaultProductStats,
  type RecentActivity,
  type SellerDefaultProduct,
} from '@nirmaan/core/pure';
import { ACTOR_ROLES, ORDER_SOURCES, ORDER_STATUSES, SELLER_STATUSES } from '../db/schema.ts';
import { INT4_MAX } from '../shared/limits.ts';
import { addressResponse, idText, wholeNumberText } from '../shared/schemas.ts';

/*
 * The zod schemas of the admin routes (spec toolkit §3, §5, §7): dashboard, users and sellers,
 * default products and leads (pincodes have their own, in pincodes/). Requests and answers are
 * snake_case, money in rupees; the type checks at the bottom keep them equal to the client's types
 * in core admin/adminTypes.ts.
 */

const limit = (defaultLimit: number) => wholeNumberText(`limit must be between 1 and ${ADMIN_MAX_PAGE_SIZE}`, 1, ADMIN_MAX_PAGE_SIZE).default(defaultLimit);
const offset = wholeNumberText('offset must be 0 or more', 0, INT4_MAX).default(0);
const search = z.string().trim().max(200, 'Search text is too long').optional();

/** GET /admin/users and /admin/sellers: search (name, phone, e-mail), limit (50 unless given), offset. */
export const accountListQuery = z.object({ search, limit: limit(ADMIN_LIST_LIMIT), offset });

/** GET /admin/sellers also filters by review status. */
export const sellerListQuery = accountListQuery.extend({
  status: z.enum(SELLER_STATUSES, { error: 'status must be pending, approved or rejected' }).optional(),
});

const leadStatus = z.enum(ADMIN_LEAD_STATUSES, { error: ADMIN_LEAD_TEXTS.badStatus });

/** GET /admin/chatbot-inquiries and /admin/quotes: a page, and only the leads in `status` when given. */
export const leadListQuery = z.object({ limit: limit(ADMIN_LIST_LIMIT), offset, status: leadStatus.optional() });

/** PUT /admin/chatbot-inquiries/{id}/status and /admin/quotes/{id}/status. */
export const leadStatusBody = z.object({ status: leadStatus });

/** POST /admin/chatbot-inquiries/{id}/notes and /admin/quotes/{id}/notes: the note, trimmed (not blank, at most 1000 characters). */
export const leadNoteBody = z.object({
  text: z
    .string({ error: ADMIN_LEAD_TEXTS.noteRequired })
    .refine((text) => leadNoteError(text) === null, { error: (issue) => leadNoteError(String(issue.input)) ?? ADMIN_LEAD_TEXTS.noteRequired })
    .transform((text) => text.trim()),
});

export const leadNoteResponse = z.object({
  id: z.number(),
  text: z.string(),
  author_id: z.number().nullable(),
  author_name: z.string(),
  created_at: z.string(),
});

const leadFollowUp = { status: leadStatus, notes: z.array(leadNoteResponse).describe('Oldest first') };

/** A day filter: YYYY-MM-DD, a real calendar day. */
const orderDay = (field: string) =>
  z
    .string({ error: ADMIN_ORDER_MESSAGES.badDate(field) })
    .trim()
    .refine(isCalendarDate, ADMIN_ORDER_MESSAGES.badDate(field))
    .optional();

/** GET /admin/orders/export: the list's filters; an empty value is no filter. */
export const adminOrderFilterQuery = z
  .object({
    status: z.enum(ORDER_STATUSES, { error: `status must be one of ${ORDER_STATUSES.join(', ')}` }).optional(),
    seller_id: idText('seller_id must be a positive whole number').optional(),
    city: z
      .string()
      .trim()
      .max(ADMIN_ORDER_CITY_MAX, `city can be at most ${ADMIN_ORDER_CITY_MAX} characters`)
      .transform((city) => city || undefined)
      .optional(),
    partner_id: z
      .string({ error: PARTNER_ID_MESSAGE })
      .refine((value) => partnerIdError(value) === null, PARTNER_ID_MESSAGE)
      .transform((value) => normalizePartnerId(value) ?? undefined)
      .optional(),
    placed_from: orderDay('placed_from'),
    placed_to: orderDay('placed_to'),
  })
  .refine((filters) => orderDateRangeError(filters) === null, { message: ADMIN_ORDER_MESSAGES.dateOrder, path: ['placed_to'] });

/** GET /admin/orders: the filters, limit (25 unless given) and offset. */
export const adminOrderListQuery = adminOrderFilterQuery.and(z.object({ limit: limit(ADMIN_ORDER_PAGE_SIZE), offset }));

/** GET /admin/default-products: search in name, brands and category. */
export const defaultProductQuery = z.object({ search });

// ---- default products --------------------------------------------------------------------------

const productName = z.string({ error: M.name }).trim().min(1, M.name).max(DEFAULT_PRODUCT_LIMITS.name, M.nameTooLong);
const categoryName = z
  .string({ error: M.category })
  .trim()
  .min(1, M.category)
  .pipe(z.enum(DEFAULT_PRODUCT_CATEGORIES, { error: M.unknownCategory }));
const unit = z
  .string({ error: M.unit })
  .trim()
  .min(1, M.unit)
  .pipe(z.enum(DEFAULT_PRODUCT_UNITS, { error: M.unknownUnit }));

/** Rupees ≥ 0 with at most 2 decimals, parsed to paise; '' and null mean none. */
const rate = z.preprocess(
  (value) => (value === '' ? null : value),
  z
    .number({ error: M.rateInvalid })
    .min(0, M.rateNegative)
    .max(MAX_DEFAULT_PRODUCT_RATE, M.rateInvalid)
    .refine(hasWholePaise, M.rateInvalid)
    .transform((rupees) => Math.round(rupees * 100))
    .nullable(),
);

/** Optional text: trimmed; '' and null both mean none. */
const optionalText = (max: number, message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(max, message)
    .nullable()
    .transform((value) => value || null);

const brands = optionalText(DEFAULT_PRODUCT_LIMITS.brands, M.brandsTooLong);
const description = optionalText(DEFAULT_PRODUCT_LIMITS.description, M.descriptionTooLong);
const isActive = z.boolean({ error: 'is_active must be true or false' });

export const createDefaultProductBody = z.object({
  name: productName,
  category_name: categoryName,
  unit,
  rate: rate.optional().transform((value) => value ?? null),
  brands: brands.optional().transform((value) => value ?? null),
  description: description.optional().transform((value) => value ?? null),
  is_active: isActive.optional().default(true),
});

export const updateDefaultProductBody = z
  .object({
    name: productName.optional(),
    category_name: categoryName.optional(),
    unit: unit.optional(),
    rate: rate.optional(),
    brands: brands.optional(),
    description: description.optional(),
    is_active: isActive.optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), 'Nothing to change: send at least one field');

export const defaultProductResponse = z.object({
  id: z.number(),
  name: z.string(),
  category_name: z.string(),
  unit: z.string(),
  rate: z.number().nullable(),
  brands: z.string().nullable(),
  description: z.string().nullable(),
  is_active: z.boolean(),
  created_at: z.string(),
});

export const sellerDefaultProductResponse = defaultProductResponse.omit({ is_active: true, created_at: true });

export const defaultProductStatsResponse = z.object({ total_products: z.number(), active_products: z.number(), total_categories: z.number() });

export const defaultProductDeletionResponse = z.object({ id: z.number(), detail: z.string() });

// ---- dashboard, accounts, leads ----------------------------------------------------------------

export const dashboardStatsResponse = z.object({
  total_users: z.number(),
  total_sellers: z.number(),
  total_products: z.number(),
  total_orders: z.number(),
  total_categories: z.number(),
  total_listings: z.number(),
});

export const recentActivityResponse = z.object({
  recent_orders: z.array(
    z.object({
      id: z.number(),
      user_id: z.number().nullable(),
      buyer_name: z.string().nullable(),
      total_amount: z.number(),
      status: z.enum(ORDER_STATUSES),
      order_date: z.string(),
    }),
  ),
  recent_users: z.array(z.object({ id: z.number(), first_name: z.string(), last_name: z.string(), phone: z.string(), created_at: z.string() })),
  recent_sellers: z.array(z.object({ id: z.number(), name: z.string(), email: z.string(), created_at: z.string() })),
});

const adminOrderBuyerResponse = z.object({ user_id: z.number().nullable(), name: z.string(), phone: z.string().nullable(), email: z.string().nullable() });

export const adminOrderSummaryResponse = z.object({
  id: z.number(),
  order_date: z.string(),
  status: z.enum(ORDER_STATUSES),
  buyer: adminOrderBuyerResponse.nullable(),
  seller: z.object({ id: z.number(), name: z.string() }),
  city: z.string().nullable(),
  partner_id: z.string().nullable(),
  item_count: z.number(),
  total_amount: z.number().describe('Rupees, delivery included'),
});

export const adminOrderDetailResponse = adminOrderSummaryResponse.extend({
  source: z.enum(ORDER_SOURCES),
  payment_method: z.literal('cod'),
  buyer_gstin: z.string().nullable(),
  buyer_business_name: z.string().nullable(),
  seller: z.object({ id: z.number(), name: z.string(), phone: z.string().nullable(), email: z.string() }),
  shipping_address: addressResponse.omit({ id: true, is_default: true }).nullable(),
  items: z.array(z.object({ id: z.number(), product_name: z.string(), quantity: z.number(), price_per_unit: z.number(), line_total: z.number() })),
  charges: z.object({
    subtotal: z.number(),
    delivery_charges: z.number(),
    delivery_distance_km: z.number().nullable(),
    total_amount: z.number(),
    taxes: z
      .object({ invoice_number: z.string(), taxable_value: z.number(), cgst: z.number(), sgst: z.number(), igst: z.number() })
      .nullable()
      .describe("The GST inside the prices, from the order's tax invoice; null until one is issued"),
  }),
  credit_note_number: z.string().nullable(),
  status_history: z.array(z.object({ status: z.enum(ORDER_STATUSES), changed_at: z.string(), actor_role: z.enum(ACTOR_ROLES) })),
});

export const adminUserResponse = z.object({
  id: z.number(),
  first_name: z.string(),
  last_name: z.string(),
  phone: z.string(),
  email: z.string().nullable(),
  is_active: z.boolean(),
  created_at: z.string(),
});

export const adminSellerResponse = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  is_active: z.boolean(),
  status: z.enum(SELLER_STATUSES),
  status_reason: z.string().nullable(),
  created_at: z.string(),
});

/** PUT /admin/sellers/{id}/reject: the reason the seller will read. */
export const sellerRejectionBody = z.object({
  reason: z
    .string({ error: ADMIN_MESSAGES.rejectionReasonRequired })
    .trim()
    .min(1, ADMIN_MESSAGES.rejectionReasonRequired)
    .max(SELLER_REJECTION_REASON_MAX, ADMIN_MESSAGES.rejectionReasonTooLong),
});

export const chatbotInquiryResponse = z.object({
  id: z.number(),
  buyer_name: z.string(),
  phone_number: z.string(),
  category_name: z.string().nullable(),
  subcategory_name: z.string().nullable(),
  product_name: z.string().nullable(),
  product_id: z.number().nullable(),
  partner_id: z.string().nullable(),
  inquiry_date: z.string(),
  created_at: z.string(),
  ...leadFollowUp,
});

export const quoteRequestResponse = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  company: z.string().nullable(),
  material: z.string(),
  quantity: z.number(),
  unit: z.string(),
  message: z.string().nullable(),
  product_id: z.number().nullable(),
  product_name: z.string().nullable(),
  seller_name: z.string().nullable(),
  site_pincode: z.string().nullable(),
  partner_id: z.string().nullable(),
  created_at: z.string(),
  ...leadFollowUp,
});

export const partnerSummaryResponse = z.object({
  partner_id: z.string(),
  sign_ups: z.number(),
  orders: z.number(),
  order_value: z.number(),
  chatbot_inquiries: z.number(),
  quote_requests: z.number(),
  real_estate_submissions: z.number(),
  last_activity: z.string(),
});

// ---- the schemas accept and answer exactly the client's types ----------------------------------

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Assert<T extends true> = T;
export type _StatsMatchCore = Assert<Same<z.output<typeof dashboardStatsResponse>, AdminDashboardStats>>;
export type _AdminOrderMatchesCore = Assert<Same<z.output<typeof adminOrderSummaryResponse>, AdminOrderSummary>>;
export type _AdminOrderDetailMatchesCore = Assert<Same<z.output<typeof adminOrderDetailResponse>, AdminOrderDetail>>;
export type _RecentMatchesCore = Assert<Same<z.output<typeof recentActivityResponse>, RecentActivity>>;
export type _UserMatchesCore = Assert<Same<z.output<typeof adminUserResponse>, AdminUser>>;
export type _SellerMatchesCore = Assert<Same<z.output<typeof adminSellerResponse>, AdminSeller>>;
export type _DefaultProductMatchesCore = Assert<Same<z.output<typeof defaultProductResponse>, DefaultProduct>>;
export type _SellerDefaultProductMatchesCore = Assert<Same<z.output<typeof sellerDefaultProductResponse>, SellerDefaultProduct>>;
export type _DefaultProductStatsMatchCore = Assert<Same<z.output<typeof defaultProductStatsResponse>, DefaultProductStats>>;
export type _DefaultProductDeletionMatchesCore = Assert<Same<z.output<typeof defaultProductDeletionResponse>, DefaultProductDeletion>>;
export type _DefaultProductCreateAcceptsCore = Assert<[DefaultProductInput] extends [z.input<typeof createDefaultProductBody>] ? true : false>;
export type _DefaultProductUpdateAcceptsCore = Assert<[Partial<DefaultProductInput>] extends [z.input<typeof updateDefaultProductBody>] ? true : false>;
export type _InquiryMatchesCore = Assert<Same<z.output<typeof chatbotInquiryResponse>, AdminChatbotInquiry>>;
export type _QuoteMatchesCore = Assert<Same<z.output<typeof quoteRequestResponse>, AdminQuoteRequest>>;
export type _LeadNoteMatchesCore = Assert<Same<z.output<typeof leadNoteResponse>, AdminLeadNote>>;
export type _PartnerSummaryMatchesCore = Assert<Same<z.output<typeof partnerSummaryResponse>, AdminPartnerSummary>>;

/** PUT /admin/categories/{id}/tax: the HSN code (4, 6 or 8 digits) and the GST rate; null (or an empty code) leaves it to the parent category. */
export const categoryTaxBody = z.object({
  hsn_code: z
    .string({ error: CATEGORY_TAX_MESSAGES.hsnCode })
    .trim()
    .nullable()
    .transform((code) => code || null)
    .refine((code) => code === null || hsnCodeError(code) === null, CATEGORY_TAX_MESSAGES.hsnCode),
  gst_rate_percent: z
    .number({ error: CATEGORY_TAX_MESSAGES.gstRate })
    .nullable()
    .refine((rate) => rate === null || isGstRate(rate), CATEGORY_TAX_MESSAGES.gstRate),
});

export const categoryTaxResponse = z.object({
  id: z.number(),
  name: z.string(),
  parent_id: z.number().nullable(),
  parent_name: z.string().nullable(),
  hsn_code: z.string().nullable(),
  gst_rate_percent: z.number().nullable(),
});

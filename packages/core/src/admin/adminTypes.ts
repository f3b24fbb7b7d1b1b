import type { Address, OrderStatus } from '../orders/orderTypes.ts';
import type { DefaultProductCategory, DefaultProductUnit } from './defaultProductChoices.ts';
import type { AdminLeadKind, AdminLeadStatus } from './adminLeadRules.ts';

/*
 * The admin area's API (spec toolkit §2 "Admin dashboard", "Pincode management", §3, §7 "Admin"):
 * dashboard stats and recent activity, users and sellers with their active state, default products,
 * pincodes, and the leads (chatbot inquiries, quote requests). Money in rupees, times ISO 8601.
 * Every call carries the admin token.
 */

// ---- dashboard ---------------------------------------------------------------------------------

/** GET /admin/dashboard/stats: counts of real rows. */
export interface AdminDashboardStats {
  total_users: number;
  total_sellers: number;
  /** Catalogue products. */
  total_products: number;
  total_orders: number;
  /** Top-level categories (the 19 of the spec). */
  total_categories: number;
  total_listings: number;
}

export interface RecentOrder {
  id: number;
  /** Null for an order a seller made from a CRM lead (no buyer account). */
  user_id: number | null;
  /** The buyer account's full name; null without a buyer account. */
  buyer_name: string | null;
  /** Rupees. */
  total_amount: number;
  status: OrderStatus;
  order_date: string;
}

export interface RecentUser {
  id: number;
  /** '' when the buyer gave none (the dashboard then shows 'Unknown'). */
  first_name: string;
  last_name: string;
  phone: string;
  created_at: string;
}

export interface RecentSeller {
  id: number;
  name: string;
  email: string;
  created_at: string;
}

/** GET /admin/recent-activity: five of each, newest first. */
export interface RecentActivity {
  recent_orders: RecentOrder[];
  recent_users: RecentUser[];
  recent_sellers: RecentSeller[];
}

// ---- users and sellers -------------------------------------------------------------------------

/** GET /admin/users: one buyer account. */
export interface AdminUser {
  id: number;
  first_name: string;
  last_name: string;
  phone: string;
  email: string | null;
  is_active: boolean;
  created_at: string;
}

/** A seller's review: buyers see a seller's listings, and it receives leads, only once approved. */
export type SellerStatus = 'pending' | 'approved' | 'rejected';

/** GET /admin/sellers: one seller account. */
export interface AdminSeller {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  address: string | null;
  city: string | null;
  is_active: boolean;
  status: SellerStatus;
  /** The admin's reason for a rejection. */
  status_reason: string | null;
  created_at: string;
}

/** The query of the users, sellers and leads lists. */
export interface AdminListQuery {
  /** Part of a name, phone number or e-mail address (users, sellers). */
  search?: string;
  /** 1 to 100; the users and sellers lists ask for 50 (spec toolkit §9). */
  limit?: number;
  offset?: number;
}

/** One page of a list; `total` comes from the X-Total-Count header. */
export interface AdminPage<T> {
  items: T[];
  total: number;
  offset: number;
}

// ---- default products --------------------------------------------------------------------------

/** A product admins offer to sellers as the starting point of a listing. */
export interface DefaultProduct {
  id: number;
  name: string;
  /** One of DEFAULT_PRODUCT_CATEGORIES. */
  category_name: string;
  /** One of DEFAULT_PRODUCT_UNITS. */
  unit: string;
  /** Reference rate in rupees, or null. */
  rate: number | null;
  /** Comma-separated brand names, or null. */
  brands: string | null;
  description: string | null;
  is_active: boolean;
  created_at: string;
}

/**
 * POST /admin/default-products; PUT /admin/default-products/{id} sends only the fields that change.
 * Rate: rupees, 0 or more, at most 2 decimals; null (or left out) for none.
 */
export interface DefaultProductInput {
  name: string;
  category_name: DefaultProductCategory;
  unit: DefaultProductUnit;
  rate?: number | null;
  brands?: string | null;
  description?: string | null;
  /** True when left out. */
  is_active?: boolean;
}

/** GET /admin/default-products/stats. */
export interface DefaultProductStats {
  total_products: number;
  active_products: number;
  /** How many distinct categories the default products are in. */
  total_categories: number;
}

/** DELETE /admin/default-products/{id}. */
export interface DefaultProductDeletion {
  id: number;
  detail: string;
}

/** GET /sellers/me/default-products (seller token): the active default products to list from. */
export type SellerDefaultProduct = Omit<DefaultProduct, 'is_active' | 'created_at'>;

// ---- pincodes ----------------------------------------------------------------------------------

/** A delivery area as admins manage it (GET /pincodes/, admin token). */
export interface PincodeRecord {
  id: number;
  pincode: string;
  city: string;
  area: string | null;
  state: string;
  is_active: boolean;
}

/** GET /pincodes/: `search` matches pincode, area or city; `city` is exact; 10 a page in the screen. */
export interface PincodeQuery {
  search?: string;
  city?: string;
  limit?: number;
  offset?: number;
}

/** POST /pincodes/ (pincode 6 digits, city and state required); PUT /pincodes/{pincode} sends only the fields that change. */
export interface PincodeInput {
  pincode: string;
  city: string;
  state: string;
  area?: string | null;
  /** True when left out. */
  is_active?: boolean;
}

export type PincodeUpdate = Partial<Omit<PincodeInput, 'pincode'>>;

/** POST /pincodes/seed: how many of the standard delivery areas were added (0 when all were there). */
export interface PincodeSeedResult {
  message: string;
  count: number;
}

/** DELETE /pincodes/{pincode}. */
export interface PincodeDeletion {
  pincode: string;
  detail: string;
}

// ---- leads -------------------------------------------------------------------------------------

/** One dated note an admin wrote on a lead. */
export interface AdminLeadNote {
  id: number;
  text: string;
  /** The admin who wrote it; null once that admin account is gone. */
  author_id: number | null;
  /** The author's name (or e-mail address when they gave no name); 'A former admin' once the account is gone. */
  author_name: string;
  created_at: string;
}

/** What the admin follows up on every lead: its status and the notes, oldest first. */
export interface AdminLeadFollowUp {
  status: AdminLeadStatus;
  notes: AdminLeadNote[];
}

/** The leads lists' query: a page, and only the leads in `status` when given. */
export interface AdminLeadQuery {
  status?: AdminLeadStatus;
  limit?: number;
  offset?: number;
}

/** GET /admin/chatbot-inquiries: one inquiry from the chatbot widget. */
export interface AdminChatbotInquiry extends AdminLeadFollowUp {
  id: number;
  buyer_name: string;
  phone_number: string;
  category_name: string | null;
  subcategory_name: string | null;
  /** The product the visitor chose: the catalogue's name when it is still there, else as chosen. */
  product_name: string | null;
  product_id: number | null;
  /** The partner site whose widget collected it. */
  partner_id: string | null;
  inquiry_date: string;
  created_at: string;
}

/** GET /admin/quotes: one quote request from the quote modal. */
export interface AdminQuoteRequest extends AdminLeadFollowUp {
  id: number;
  name: string;
  email: string;
  phone: string;
  company: string | null;
  material: string;
  quantity: number;
  unit: string;
  message: string | null;
  product_id: number | null;
  product_name: string | null;
  /** The supplier asked (Get Quote on one offer of the product page); null: every seller of the product or material. */
  seller_name: string | null;
  site_pincode: string | null;
  partner_id: string | null;
  created_at: string;
}

/** Each kind of lead's record. */
export interface AdminLeadByKind extends Record<AdminLeadKind, AdminLeadFollowUp & { id: number }> {
  inquiry: AdminChatbotInquiry;
  quote: AdminQuoteRequest;
}

// ---- partners ----------------------------------------------------------------------------------

/** GET /admin/partners: what one partner site's widgets brought, all time. */
export interface AdminPartnerSummary {
  partner_id: string;
  /** Buyers who signed up through the partner's widgets. */
  sign_ups: number;
  /** Orders placed through the partner's checkout widget (one per seller of a checkout). */
  orders: number;
  /** Rupees: those orders' totals with delivery, cancelled orders left out. */
  order_value: number;
  chatbot_inquiries: number;
  quote_requests: number;
  real_estate_submissions: number;
  /** When the newest of these arrived (ISO time). */
  last_activity: string;
}

/** GET /admin/categories/tax: a category with the tax data invoices print; null fields take the parent's. */
export interface CategoryTax {
  id: number;
  name: string;
  parent_id: number | null;
  parent_name: string | null;
  hsn_code: string | null;
  gst_rate_percent: number | null;
}

/** PUT /admin/categories/{id}/tax: null clears the category's own value (its parent's applies). */
export interface CategoryTaxInput {
  hsn_code: string | null;
  gst_rate_percent: number | null;
}

// ---- orders ------------------------------------------------------------------------------------

/** Who placed an order: the buyer's account, or for an order a seller made from a CRM lead, the lead's contact. */
export interface AdminOrderBuyer {
  /** Null for a CRM lead's contact (no buyer account). */
  user_id: number | null;
  name: string;
  phone: string | null;
  email: string | null;
}

/** GET /admin/orders: one order of the list, newest first. */
export interface AdminOrderSummary {
  id: number;
  order_date: string;
  status: OrderStatus;
  /** Null only when neither an account nor a lead contact is known. */
  buyer: AdminOrderBuyer | null;
  seller: { id: number; name: string };
  /** The shipping address's city; null for an order without one (made from a CRM lead). */
  city: string | null;
  /** The partner site whose widget placed the order; null when none. */
  partner_id: string | null;
  item_count: number;
  /** Rupees, delivery included. */
  total_amount: number;
}

/** The filters of GET /admin/orders and /admin/orders/export: each narrows the list; dates are days in India (IST), both included. */
export interface AdminOrderFilters {
  status?: OrderStatus;
  seller_id?: number;
  city?: string;
  partner_id?: string;
  /** YYYY-MM-DD. */
  placed_from?: string;
  /** YYYY-MM-DD. */
  placed_to?: string;
}

export interface AdminOrderQuery extends AdminOrderFilters {
  limit?: number;
  offset?: number;
}

export interface AdminOrderLine {
  id: number;
  product_name: string;
  quantity: number;
  /** Rupees per unit when ordered. */
  price_per_unit: number;
  /** Rupees: quantity × price per unit. */
  line_total: number;
}

/** The GST inside an order's prices, from its tax invoice (rupees). */
export interface AdminOrderTaxes {
  invoice_number: string;
  taxable_value: number;
  cgst: number;
  sgst: number;
  igst: number;
}

/** One status the order reached, when, and who set it. */
export interface AdminOrderStatusChange {
  status: OrderStatus;
  changed_at: string;
  actor_role: 'buyer' | 'seller' | 'admin' | 'system';
}

/** GET /admin/orders/{id}: everything about one order. */
export interface AdminOrderDetail extends AdminOrderSummary {
  source: 'checkout' | 'crm_lead' | 'rfq';
  payment_method: 'cod';
  buyer_gstin: string | null;
  buyer_business_name: string | null;
  seller: { id: number; name: string; phone: string | null; email: string };
  shipping_address: Omit<Address, 'id' | 'is_default'> | null;
  items: AdminOrderLine[];
  charges: {
    /** Rupees: the items. */
    subtotal: number;
    delivery_charges: number;
    delivery_distance_km: number | null;
    total_amount: number;
    /** Null until the seller's tax invoice is issued (or for a seller without GST registration). */
    taxes: AdminOrderTaxes | null;
  };
  credit_note_number: string | null;
  /** Oldest first. */
  status_history: AdminOrderStatusChange[];
}

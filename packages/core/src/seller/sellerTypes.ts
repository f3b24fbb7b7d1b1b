import type { Address, OrderStatus } from '../orders/orderTypes.ts';

/*
 * The seller dashboard's API (spec toolkit §2 "Seller dashboard", §3, §7): listings, the CSV
 * export and upload, the seller's orders, and the CRM (contacts, leads, tasks). Money in rupees,
 * times ISO 8601, calendar days 'YYYY-MM-DD' (India time).
 */

// ---- listings ----------------------------------------------------------------------------------

export interface SellerListingProduct {
  id: number;
  /** The name buyers see (the display name when the product has one). */
  name: string;
  master_sku: string;
  /** What the price is for: Bag, Kg, Cft, Nos ... */
  unit: string;
  /** False when an admin has withdrawn the product from the catalogue: buyers no longer see it or its listings. */
  is_active: boolean;
}

/** GET /sellers/me/listings: one of the seller's own listings. */
export interface SellerListing {
  id: number;
  product_id: number;
  product: SellerListingProduct;
  /** Rupees per product unit. */
  price: number;
  stock_quantity: number;
  seller_sku: string | null;
  is_active: boolean;
  created_at: string;
  updated_at: string;
}

interface SellerListingFields {
  /** Rupees, more than 0, at most 2 decimals. */
  price: number;
  /** A whole number, 0 or more. */
  stock_quantity: number;
  seller_sku?: string | null;
  /** True when left out. */
  is_active?: boolean;
}

/**
 * POST /sellers/me/listings (one listing per product; a second answers 409): for a catalogue
 * product (`product_id`) or for one of the admins' default products (`default_product_id`, see
 * GET /sellers/me/default-products), whose catalogue product is used, or made when missing.
 */
export type SellerListingCreate = SellerListingFields &
  ({ product_id: number; default_product_id?: never } | { default_product_id: number; product_id?: never });

/** PUT /sellers/me/listings/{id}: only the fields sent change. */
export interface SellerListingUpdate {
  price?: number;
  stock_quantity?: number;
  seller_sku?: string | null;
  is_active?: boolean;
}

/**
 * DELETE /sellers/me/listings/{id}. A listing that appears in orders is deactivated instead of
 * deleted (its orders and price history keep pointing at it); `detail` says which happened.
 */
export interface ListingDeletion {
  id: number;
  deleted: boolean;
  deactivated: boolean;
  detail: string;
}

/** A CSV row that was not applied; `row` as a spreadsheet numbers it (the header is row 1). */
export interface CsvRowError {
  row: number;
  message: string;
}

/** POST /sellers/me/listings/upload: listings changed and price_history rows written. */
export interface ListingUploadResult {
  updated_listings: number;
  created_history: number;
  errors: CsvRowError[];
}

// ---- orders ------------------------------------------------------------------------------------

/** The buyer account behind a checkout order (null for an order made from a CRM lead). */
export interface SellerOrderUser {
  id: number;
  first_name: string;
  last_name: string;
  phone: string;
  email: string | null;
}

/** Who to deliver to: the buyer account, or the CRM contact of a converted lead. */
export interface SellerOrderCustomer {
  name: string;
  phone: string | null;
  email: string | null;
}

export interface SellerOrderItem {
  id: number;
  quantity: number;
  /** Rupees per unit when ordered. */
  price_per_unit: number;
  listing: { id: number | null; product: { id: number | null; name: string } };
}

/** GET /sellers/me/orders: an order with the seller's listings. */
export interface SellerOrder {
  id: number;
  status: OrderStatus;
  /** checkout: placed by a buyer; crm_lead: converted from one of the seller's CRM leads; rfq: the buyer accepted the seller's offer on a request for quotation. */
  source: 'checkout' | 'crm_lead' | 'rfq';
  order_date: string;
  subtotal: number;
  delivery_charges: number;
  total_amount: number;
  payment_method: 'cod';
  user: SellerOrderUser | null;
  customer: SellerOrderCustomer | null;
  shipping_address: Omit<Address, 'id' | 'is_default'> | null;
  order_items: SellerOrderItem[];
  /** Every status the order has had, oldest first. */
  status_history: { status: OrderStatus; changed_at: string }[];
  /** The status the seller may advance it to, or null when no action is offered. */
  next_status: OrderStatus | null;
  /** The tax invoice's number once issued (buyers' checkout orders); null before or without one. */
  invoice_number: string | null;
  /** The credit note's number when the invoiced order was cancelled; null otherwise. */
  credit_note_number: string | null;
}

/** PUT /orders/seller/orders/{id}/status. */
export interface SellerOrderStatusUpdate {
  status: OrderStatus;
}

// ---- CRM ---------------------------------------------------------------------------------------

export type LeadStage = 'new' | 'qualified' | 'proposal' | 'won' | 'lost';
export type TaskPriority = 'low' | 'medium' | 'high';
export type TaskStatus = 'open' | 'completed';
/** Where a contact or lead came from. */
export type CrmSource = 'manual' | 'import' | 'chatbot' | 'quote';

export interface CrmContact {
  id: number;
  name: string;
  email: string | null;
  phone: string | null;
  company: string | null;
  source: CrmSource;
  created_at: string;
  updated_at: string;
}

/** POST /crm/contacts (name required); PUT sends only the fields that change. */
export interface CrmContactInput {
  name: string;
  email?: string | null;
  phone?: string | null;
  company?: string | null;
}

export interface CrmLead {
  id: number;
  title: string;
  description: string | null;
  /** What the seller will do next about the lead. */
  next_step: string | null;
  contact_id: number | null;
  /** Rupees. */
  value_amount: number | null;
  stage: LeadStage;
  listing_id: number | null;
  /** Set once the lead was converted to an order. */
  order_id: number | null;
  quantity: number | null;
  source: CrmSource;
  /** The partner site whose widget brought the lead (chatbot, quote form), or null. */
  partner_id: string | null;
  created_at: string;
  updated_at: string;
}

/** POST /crm/leads (title required; stage new when left out); PUT sends only the fields that change. */
export interface CrmLeadInput {
  title: string;
  description?: string | null;
  next_step?: string | null;
  contact_id?: number | null;
  value_amount?: number | null;
  stage?: LeadStage;
  listing_id?: number | null;
  quantity?: number | null;
}

export interface CrmTask {
  id: number;
  title: string;
  description: string | null;
  contact_id: number | null;
  lead_id: number | null;
  /** 'YYYY-MM-DD'. */
  due_date: string | null;
  priority: TaskPriority;
  status: TaskStatus;
  completed_at: string | null;
  created_at: string;
  updated_at: string;
}

/** POST /crm/tasks (title required; priority medium and status open when left out); PUT sends only the fields that change. */
export interface CrmTaskInput {
  title: string;
  description?: string | null;
  contact_id?: number | null;
  lead_id?: number | null;
  due_date?: string | null;
  priority?: TaskPriority;
  status?: TaskStatus;
}

/** GET /crm/stats. Open leads are those neither won nor lost; their value in rupees. */
export interface CrmStats {
  total_contacts: number;
  total_open_leads: number;
  total_value_open: number;
}

/** GET /crm/tasks/reminders: open tasks due today, overdue, and due in the next 7 days. */
export interface TaskReminders {
  due_today_count: number;
  overdue_count: number;
  upcoming_count: number;
  due_today: CrmTask[];
  overdue: CrmTask[];
  upcoming: CrmTask[];
}

/** POST /crm/contacts/import and /crm/leads/import. */
export interface CrmImportResult {
  added: number;
  updated: number;
  errors: CsvRowError[];
}

/** POST /crm/leads/{id}/convert-to-order. */
export interface LeadConversion {
  order_id: number;
  order: SellerOrder;
  lead: CrmLead;
}

import { orderStatusLabel } from '../orders/orderStatus.ts';
import type { OrderStatus } from '../orders/orderTypes.ts';
import { SELLER_MESSAGES } from './sellerMessages.ts';
import type {
  CrmImportResult,
  CrmLead,
  CrmTask,
  CsvRowError,
  LeadStage,
  ListingUploadResult,
  SellerListing,
  SellerListingCreate,
  SellerListingUpdate,
  SellerOrder,
  TaskPriority,
} from './sellerTypes.ts';

/** A listing's status for its seller: 'Withdrawn' when Nirmaan has taken its product out of the catalogue, else Active or Inactive. */
export function listingStatus(listing: Pick<SellerListing, 'is_active' | 'product'>): { label: string; tone: 'success' | 'neutral' | 'warning' } {
  if (!listing.product.is_active) return { label: 'Withdrawn', tone: 'warning' };
  return listing.is_active ? { label: 'Active', tone: 'success' } : { label: 'Inactive', tone: 'neutral' };
}

// ---- listing form ------------------------------------------------------------------------------

export interface ListingForm {
  product_id: string;
  price: string;
  stock_quantity: string;
  seller_sku: string;
  is_active: boolean;
}
export type ListingField = 'product_id' | 'price' | 'stock_quantity';

export function emptyListingForm(): ListingForm {
  return { product_id: '', price: '', stock_quantity: '', seller_sku: '', is_active: true };
}

export function toListingForm(listing: {
  product_id: number;
  price: number;
  stock_quantity: number;
  seller_sku: string | null;
  is_active: boolean;
}): ListingForm {
  return {
    product_id: String(listing.product_id),
    price: String(listing.price),
    stock_quantity: String(listing.stock_quantity),
    seller_sku: listing.seller_sku ?? '',
    is_active: listing.is_active,
  };
}

export type ListingFormResult =
  { ok: true; create: SellerListingCreate; update: SellerListingUpdate } | { ok: false; errors: Partial<Record<ListingField, string>> };

/** Product, price (more than 0, step 0.01) and stock (whole, 0 or more) required; SKU optional (spec toolkit §5). */
export function validateListingForm(form: ListingForm, editing: boolean): ListingFormResult {
  const errors: Partial<Record<ListingField, string>> = {};
  const productId = Number(form.product_id);
  if (!editing && (form.product_id.trim() === '' || !Number.isInteger(productId) || productId <= 0)) errors.product_id = SELLER_MESSAGES.productRequired;
  const price = Number(form.price);
  if (form.price.trim() === '') errors.price = SELLER_MESSAGES.priceRequired;
  else if (!Number.isFinite(price) || price <= 0 || Math.abs(price * 100 - Math.round(price * 100)) > 1e-6) errors.price = SELLER_MESSAGES.priceInvalid;
  const stock = Number(form.stock_quantity);
  if (form.stock_quantity.trim() === '') errors.stock_quantity = SELLER_MESSAGES.stockRequired;
  else if (!Number.isInteger(stock) || stock < 0) errors.stock_quantity = SELLER_MESSAGES.stockInvalid;
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const sellerSku = form.seller_sku.trim() || null;
  return {
    ok: true,
    create: { product_id: productId, price, stock_quantity: stock, seller_sku: sellerSku, is_active: form.is_active },
    update: { price, stock_quantity: stock, seller_sku: sellerSku, is_active: form.is_active },
  };
}

// ---- CSV results -------------------------------------------------------------------------------

/** Bulk uploads show the counts and the first three errors (spec toolkit §8). */
export const SHOWN_CSV_ERRORS = 3;

export function csvErrorLines(errors: readonly CsvRowError[]): string[] {
  return errors.slice(0, SHOWN_CSV_ERRORS).map((error) => `Row ${error.row}: ${error.message}`);
}

export function uploadSummary(result: ListingUploadResult): string {
  return `Updated ${result.updated_listings} listings, created ${result.created_history} price history entries${result.errors.length ? `, ${result.errors.length} errors` : ''}.`;
}

export function importSummary(result: CrmImportResult): string {
  return `Added ${result.added}, updated ${result.updated}${result.errors.length ? `, ${result.errors.length} errors` : ''}.`;
}

// ---- orders ------------------------------------------------------------------------------------

/** 'Mark as Processing' for the status an order may be advanced to. */
export function nextStatusActionLabel(status: OrderStatus): string {
  return `Mark as ${orderStatusLabel(status)}`;
}

/** New orders are those still pending: the seller has not started on them. */
export function isNewOrder(order: Pick<SellerOrder, 'status'>): boolean {
  return order.status === 'pending';
}

export function countNewOrders(orders: readonly Pick<SellerOrder, 'status'>[]): number {
  return orders.filter(isNewOrder).length;
}

/** New orders first, each group keeping the server's order (newest first). */
export function newOrdersFirst<T extends Pick<SellerOrder, 'status'>>(orders: readonly T[]): T[] {
  return [...orders.filter(isNewOrder), ...orders.filter((order) => !isNewOrder(order))];
}

/** The Orders tab's label: 'Orders (3)' while there are new orders. */
export function ordersTabLabel(newOrders: number): string {
  return newOrders > 0 ? `Orders (${newOrders})` : 'Orders';
}

/** Who ordered: the CRM contact or the buyer's name, else their phone, else 'Unknown'. */
export function orderCustomerName(order: Pick<SellerOrder, 'customer' | 'user'>): string {
  if (order.customer?.name) return order.customer.name;
  const name = `${order.user?.first_name ?? ''} ${order.user?.last_name ?? ''}`.trim();
  return name || order.user?.phone || 'Unknown';
}

export function orderCustomerContact(order: Pick<SellerOrder, 'customer' | 'user'>): string {
  const phone = order.customer?.phone ?? order.user?.phone ?? null;
  const email = order.customer?.email ?? order.user?.email ?? null;
  return [phone, email].filter(Boolean).join(' · ');
}

export function shippingAddressLines(address: SellerOrder['shipping_address']): string[] {
  if (!address) return ['No shipping address'];
  const street = [address.address_line1, address.address_line2].filter(Boolean).join(', ');
  const contact = [address.site_contact_name, address.site_contact_phone].filter(Boolean).join(', ');
  return [
    street,
    `${address.city}, ${address.state} ${address.postal_code}`,
    ...(address.landmark ? [`Landmark: ${address.landmark}`] : []),
    ...(contact ? [`Site contact: ${contact}`] : []),
    ...(address.delivery_instructions ? [`Instructions: ${address.delivery_instructions}`] : []),
  ];
}

// ---- CRM ---------------------------------------------------------------------------------------

export const LEAD_STAGES: readonly LeadStage[] = ['new', 'qualified', 'proposal', 'won', 'lost'];
export const TASK_PRIORITIES: readonly TaskPriority[] = ['low', 'medium', 'high'];

export function capitalised(value: string): string {
  return value.charAt(0).toUpperCase() + value.slice(1);
}

/** A lead with a listing and no order can be converted (spec toolkit §4). */
export function canConvertLead(lead: Pick<CrmLead, 'listing_id' | 'order_id'>): boolean {
  return lead.listing_id !== null && lead.order_id === null;
}

/** 'Mark Completed' only when the task is not completed. */
export function canCompleteTask(task: Pick<CrmTask, 'status'>): boolean {
  return task.status !== 'completed';
}

/** Converting needs a quantity greater than zero ('Invalid quantity'); an empty one takes the lead's. */
export function conversionQuantity(text: string): { ok: true; quantity: number | undefined } | { ok: false; message: string } {
  if (text.trim() === '') return { ok: true, quantity: undefined };
  const quantity = Number(text);
  return Number.isInteger(quantity) && quantity > 0 ? { ok: true, quantity } : { ok: false, message: SELLER_MESSAGES.invalidQuantity };
}

/** The required field of each CRM add form. */
export function requiredText(value: string, message: string): string | null {
  return value.trim() === '' ? message : null;
}

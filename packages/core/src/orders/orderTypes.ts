import type { ProductImage } from '../catalogue/catalogueTypes.ts';

/*
 * Addresses and orders (spec storefront §3, §7). Money in rupees; times ISO 8601.
 */

export interface Address {
  id: number;
  address_line1: string;
  address_line2: string | null;
  city: string;
  state: string;
  postal_code: string;
  country: string;
  /** Optional site details for the delivery: a landmark, who receives it, and instructions for the driver. */
  landmark: string | null;
  site_contact_name: string | null;
  /** '+91' and 10 digits. */
  site_contact_phone: string | null;
  delivery_instructions: string | null;
  latitude: number | null;
  longitude: number | null;
  is_default: boolean;
}

/** The optional site details of an address. */
type AddressSiteDetails = 'landmark' | 'site_contact_name' | 'site_contact_phone' | 'delivery_instructions';

/** POST /addresses/ and PUT /addresses/{id}: every field but id. */
export type AddressInput = Omit<Address, 'id' | 'address_line2' | 'latitude' | 'longitude' | 'is_default' | AddressSiteDetails> & {
  address_line2?: string | null;
  landmark?: string | null;
  site_contact_name?: string | null;
  site_contact_phone?: string | null;
  delivery_instructions?: string | null;
  latitude?: number | null;
  longitude?: number | null;
  is_default?: boolean;
};

export type OrderStatus = 'pending' | 'processing' | 'shipped' | 'delivered' | 'cancelled';

export interface OrderItemProduct {
  id: number | null;
  name: string;
  image_url: string | null;
  /** The product's first photo now (null without photos, or when the product is gone). */
  image: ProductImage | null;
}

export interface OrderItem {
  id: number;
  quantity: number;
  /** Rupees per unit when ordered. */
  price_per_unit: number;
  listing: { id: number | null; product: OrderItemProduct };
}

export interface OrderSellerRef {
  id: number;
  name: string;
  phone: string | null;
}

/** One status an order has had, and when it changed to it. */
export interface OrderStatusChange {
  status: OrderStatus;
  changed_at: string;
}

export interface Order {
  id: number;
  user_id: number | null;
  shipping_address_id: number | null;
  shipping_address: Omit<Address, 'id' | 'is_default'> | null;
  order_date: string;
  subtotal: number;
  delivery_charges: number;
  total_amount: number;
  /** Straight-line km from the seller used for the delivery charge; null when unknown. */
  delivery_distance_km: number | null;
  status: OrderStatus;
  payment_method: 'cod';
  /** The buyer's GSTIN (validated) and business name, when given at checkout; null otherwise. */
  buyer_gstin: string | null;
  buyer_business_name: string | null;
  /** The order's GST tax invoice and, once cancelled after it, its credit note: their numbers, or null when there is none. */
  invoice_number: string | null;
  credit_note_number: string | null;
  seller: OrderSellerRef;
  order_items: OrderItem[];
  /** Every status the order has had, oldest first. */
  status_history: OrderStatusChange[];
}

/** What checkout sends besides the address: the partner whose widget placed the orders, and the buyer's business for the tax invoice. */
export interface CheckoutDetails {
  partner_id?: string | null;
  buyer_gstin?: string;
  buyer_business_name?: string;
}

/** POST /cart/checkout: the first order plus every order of the split (one per seller). */
export interface CheckoutResponse extends Order {
  order_ids: number[];
}

import { sql } from 'drizzle-orm';
import { boolean, check, doublePrecision, index, integer, jsonb, pgTable, text, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sellers, users } from './accounts.ts';
import { listings, products } from './catalogue.ts';
import { createdAt, id, isOneOf, partnerIndex, timestamptz, updatedAt } from './columns.ts';
import {
  ACTOR_ROLES,
  type ActorRole,
  ORDER_SOURCES,
  ORDER_STATUSES,
  type OrderSource,
  type OrderStatus,
  PAYMENT_METHODS,
  type PaymentMethod,
} from './values.ts';

/** A buyer's delivery addresses; at most one is the default. */
export const addresses = pgTable(
  'addresses',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    addressLine1: text('address_line1').notNull(),
    addressLine2: text('address_line2'),
    city: text('city').notNull(),
    state: text('state').notNull(),
    postalCode: text('postal_code').notNull(),
    country: text('country').notNull().default('India'),
    landmark: text('landmark'),
    siteContactName: text('site_contact_name'),
    siteContactPhone: text('site_contact_phone'),
    deliveryInstructions: text('delivery_instructions'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('addresses_user_idx').on(t.userId),
    uniqueIndex('addresses_one_default_per_user')
      .on(t.userId)
      .where(sql`${t.isDefault}`),
    check('addresses_latitude_range', sql`${t.latitude} between -90 and 90`),
    check('addresses_longitude_range', sql`${t.longitude} between -180 and 180`),
  ],
);

/** The cart: one row per buyer and listing. */
export const cartItems = pgTable(
  'cart_items',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    listingId: integer('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('cart_items_user_listing_key').on(t.userId, t.listingId),
    index('cart_items_listing_idx').on(t.listingId),
    check('cart_items_quantity_positive', sql`${t.quantity} > 0`),
  ],
);

/** The shipping address as it was when the order was placed (keys as the API names them). */
export interface ShippingAddressSnapshot {
  address_line1: string;
  address_line2: string | null;
  city: string;
  state: string;
  postal_code: string;
  country: string;
  /** Absent in orders placed before addresses had site details. */
  landmark?: string | null;
  site_contact_name?: string | null;
  site_contact_phone?: string | null;
  delivery_instructions?: string | null;
  latitude: number | null;
  longitude: number | null;
}

/**
 * An order with ONE seller: checkout splits a cart into one order per seller, all sharing a
 * checkout_group. Money in paise; total = subtotal + delivery charges. Orders a seller creates
 * from a CRM lead (source 'crm_lead') may have no buyer account and no shipping address.
 */
export const orders = pgTable(
  'orders',
  {
    id: id(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'restrict' }),
    sellerId: integer('seller_id')
      .notNull()
      .references(() => sellers.id, { onDelete: 'restrict' }),
    shippingAddressId: integer('shipping_address_id').references(() => addresses.id, { onDelete: 'set null' }),
    shippingAddress: jsonb('shipping_address').$type<ShippingAddressSnapshot>(),
    orderDate: timestamptz('order_date').notNull().defaultNow(),
    subtotalPaise: integer('subtotal_paise').notNull(),
    deliveryChargesPaise: integer('delivery_charges_paise').notNull().default(0),
    totalAmountPaise: integer('total_amount_paise').notNull(),
    /** Haversine distance from the seller to the buyer used for the delivery charge. */
    deliveryDistanceKm: doublePrecision('delivery_distance_km'),
    status: text('status').$type<OrderStatus>().notNull().default('pending'),
    paymentMethod: text('payment_method').$type<PaymentMethod>().notNull().default('cod'),
    source: text('source').$type<OrderSource>().notNull().default('checkout'),
    /** Orders placed by one checkout share this id. */
    checkoutGroup: uuid('checkout_group'),
    /** The partner site whose widget produced the order. */
    partnerId: text('partner_id'),
    /** The buyer's GSTIN and business name, when the buyer gave them at checkout (for a tax invoice in the business's name). */
    buyerGstin: text('buyer_gstin'),
    buyerBusinessName: text('buyer_business_name'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('orders_user_date_idx').on(t.userId, t.orderDate.desc()),
    index('orders_seller_date_idx').on(t.sellerId, t.orderDate.desc()),
    index('orders_checkout_group_idx').on(t.checkoutGroup),
    index('orders_shipping_address_idx').on(t.shippingAddressId),
    index('orders_order_date_idx').on(t.orderDate.desc()),
    partnerIndex('orders_partner_idx', t.partnerId),
    check('orders_status_check', isOneOf(t.status, ORDER_STATUSES)),
    check('orders_buyer_gstin_shape', sql`${t.buyerGstin} ~ '^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$'`),
    check('orders_payment_method_check', isOneOf(t.paymentMethod, PAYMENT_METHODS)),
    check('orders_source_check', isOneOf(t.source, ORDER_SOURCES)),
    check('orders_amounts_nonnegative', sql`${t.subtotalPaise} >= 0 and ${t.deliveryChargesPaise} >= 0`),
    check('orders_total_is_sum', sql`${t.totalAmountPaise} = ${t.subtotalPaise} + ${t.deliveryChargesPaise}`),
    check('orders_checkout_has_buyer', sql`${t.source} <> 'checkout' or (${t.userId} is not null and ${t.shippingAddress} is not null)`),
  ],
);

/** The lines of an order, with the product name and price as they were when ordered. */
export const orderItems = pgTable(
  'order_items',
  {
    id: id(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** Null once the seller deletes the listing; the snapshot columns keep the line readable. */
    listingId: integer('listing_id').references(() => listings.id, { onDelete: 'set null' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    productName: text('product_name').notNull(),
    productImageUrl: text('product_image_url'),
    quantity: integer('quantity').notNull(),
    pricePerUnitPaise: integer('price_per_unit_paise').notNull(),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId),
    index('order_items_listing_idx').on(t.listingId),
    check('order_items_quantity_positive', sql`${t.quantity} > 0`),
    check('order_items_price_nonnegative', sql`${t.pricePerUnitPaise} >= 0`),
  ],
);

/** Every status an order has had, for the order detail's timeline. */
export const orderStatusEvents = pgTable(
  'order_status_events',
  {
    id: id(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status').$type<OrderStatus>().notNull(),
    actorRole: text('actor_role').$type<ActorRole>().notNull(),
    actorId: integer('actor_id'),
    changedAt: timestamptz('changed_at').notNull().defaultNow(),
  },
  (t) => [
    index('order_status_events_order_idx').on(t.orderId, t.changedAt),
    check('order_status_events_status_check', isOneOf(t.status, ORDER_STATUSES)),
    check('order_status_events_actor_check', isOneOf(t.actorRole, ACTOR_ROLES)),
  ],
);

/**
 * Idempotency-Key header values per buyer: insert the key first (in the checkout transaction), then
 * store the response; a replay with the same key returns the stored response.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** A hash of the request, to refuse a reused key with a different request. */
    requestHash: text('request_hash'),
    /** A hash of the cart lines the key placed: a later, different cart under the same key is refused. */
    cartHash: text('cart_hash'),
    statusCode: integer('status_code'),
    /** Null while the first request is still running. */
    response: jsonb('response'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('idempotency_keys_user_key_key').on(t.userId, t.key),
    index('idempotency_keys_created_idx').on(t.createdAt),
    check('idempotency_keys_key_length', sql`char_length(${t.key}) between 1 and 255`),
  ],
);

import { sql } from 'drizzle-orm';
import type { Address } from '@nirmaan/core/pure';
import { preparedStatement } from '../shared/preparedStatement.ts';
import { sellerTradesColumn } from '../seller/sellerTrades.ts';
import { INT4_MAX } from '../shared/limits.ts';

/*
 * The statements of a checkout (placeOrders.ts), each prepared once. A one-line cart used to take 18
 * statements between the token check and the answer (one per stock line, order, line batch, status
 * event and invoice step, then the orders read back); it takes 7: BEGIN, the key, buyer and address
 * (checkoutFacts), the pincode's seller reach, the locked cart (checkoutCart), the placing
 * (placeCheckout), the invoice numbers, invoices and stored answer (finishCheckout, skipped when there
 * are neither),
 * COMMIT — plus two when a product has photos. Inputs that are lists travel as one JSON text each.
 */

const p = (name: string) => sql.placeholder(name);

/**
 * Facts read at the start of a checkout (timestamps as the driver gives them: text); the shipping
 * address's columns as core's Address has them (empty when the address is not the buyer's).
 */
export interface FactsRow extends Omit<Address, 'id' | 'is_default'> {
  /** 1 when this checkout's Idempotency-Key row was inserted, 0 when another request holds the key (or none was given). */
  key_rows: number;
  /** The transaction's time: every order of the checkout is dated with it. */
  now: string;
  buyer_latitude: number | null;
  buyer_longitude: number | null;
  first_name: string;
  last_name: string;
  address_id: number | null;
  served_city: string | null;
  served_area: string | null;
}

/**
 * Inserts the Idempotency-Key row when a key is given (waiting, on the unique index, for a
 * concurrent request with the same key to end; nothing inserted when it committed), locks the
 * buyer's row (two checkouts of one buyer run one after the other), and reads the buyer's location
 * and name, the shipping address (only the buyer's own) and its pincode's active delivery area.
 *
 * It also sets `plan_cache_mode = force_generic_plan` for the rest of the transaction (only): the
 * later statements are planned once per connection instead of at every execution (PostgreSQL keeps
 * re-planning a prepared statement whose generic plan it cannot show to be cheaper; the placing
 * statement took 0.6 ms to plan and 0.75 ms to run, 0.5 ms with its generic plan).
 */
export const checkoutFacts = preparedStatement<FactsRow>(
  'checkout_facts',
  sql`with new_key as (
        insert into idempotency_keys (user_id, key, request_hash)
        select ${p('userId')}::int, ${p('key')}::text, ${p('requestHash')}::text where ${p('key')}::text is not null
        on conflict (user_id, key) do nothing
        returning id
      )
      select (select count(*) from new_key)::int as key_rows, now() as now,
        set_config('plan_cache_mode', 'force_generic_plan', true) as plan_cache_mode,
        u.latitude as buyer_latitude, u.longitude as buyer_longitude, u.first_name, u.last_name,
        a.id as address_id, a.address_line1, a.address_line2, a.city, a.state, a.postal_code, a.country, a.landmark,
        a.site_contact_name, a.site_contact_phone, a.delivery_instructions, a.latitude, a.longitude,
        served.city as served_city, served.area as served_area
      from users u
      left join addresses a on a.id = ${p('addressId')}::int and a.user_id = u.id
      left join lateral (select city, area from pincodes where pincode = a.postal_code and is_active limit 1) served on true
      where u.id = ${p('userId')}::int
      for no key update of u`,
);

/** One cart line with what checkout needs of its listing, product, seller and category. */
export interface CartRow {
  id: number;
  quantity: number;
  listing_id: number;
  price_paise: number;
  stock_quantity: number;
  seller_sku: string | null;
  available: boolean;
  product_id: number;
  product_name: string;
  display_name: string | null;
  description: string | null;
  master_sku: string;
  image_url: string | null;
  unit: string;
  has_images: boolean;
  seller_id: number;
  seller_name: string;
  seller_address: string | null;
  seller_phone: string | null;
  seller_city: string | null;
  seller_latitude: number | null;
  seller_longitude: number | null;
  delivery_radius_km: number | null;
  seller_gstin: string | null;
  hsn: string | null;
  gst_rate: number | null;
}

/**
 * What checkout reads of a line's listing `l`: its price and stock, its availability (as cartView's
 * cartLines: listing, product and seller all trading), its product, its seller's depot and GSTIN,
 * and its category's HSN code and GST rate (its own, else its parent's). Followed by
 * {@link listingLineJoins}.
 */
export const listingLineColumns = sql`l.id as listing_id, l.price_paise, l.stock_quantity, l.seller_sku,
        (l.is_active and p.is_active and ${sellerTradesColumn}) as available,
        p.id as product_id, p.name as product_name, p.display_name, p.description, p.master_sku, p.image_url, p.unit,
        exists (select 1 from product_images i where i.product_id = p.id) as has_images,
        sellers.id as seller_id, sellers.name as seller_name, sellers.address as seller_address, sellers.phone as seller_phone,
        sellers.city as seller_city, sellers.latitude as seller_latitude, sellers.longitude as seller_longitude,
        sellers.delivery_radius_km, sellers.gstin as seller_gstin,
        coalesce(category.hsn_code, parent.hsn_code) as hsn, coalesce(category.gst_rate_percent, parent.gst_rate_percent) as gst_rate`;

/** The product, seller and categories of the listing `l` that {@link listingLineColumns} reads. */
export const listingLineJoins = sql`join products p on p.id = l.product_id
      join sellers on sellers.id = l.seller_id
      left join categories category on category.id = p.category_id
      left join categories parent on parent.id = category.parent_id`;

/** The buyer's cart lines in the order they were added, locked against concurrent edits, with what checkout reads of their listings. */
export const checkoutCart = preparedStatement<CartRow>(
  'checkout_cart',
  sql`select c.id, c.quantity, ${listingLineColumns}
      from cart_items c
      join listings l on l.id = c.listing_id
      ${listingLineJoins}
      where c.user_id = ${p('userId')}::int
      order by c.id
      for update of c`,
);

/** A line as the placing statement takes it (JSON): a cart line, or a line of an accepted offer (no cart row, an agreed price). */
export interface WantedLine {
  /** The cart row the line leaves once ordered; null for a line that is not in the cart. */
  cart_item_id: number | null;
  /** The unit price agreed with the seller (an accepted offer); null: the listing's price when its stock is taken. */
  agreed_paise: number | null;
  listing_id: number;
  product_id: number;
  product_name: string;
  product_image_url: string | null;
  quantity: number;
  seller_id: number;
  position: number;
}

/** One seller's order as the placing statement takes it (JSON): its delivery. */
export interface WantedOrder {
  seller_id: number;
  delivery_paise: number;
  distance_km: number | null;
  position: number;
}

/** One line of the placing statement's answer, in cart order; the order columns are null when nothing was placed. */
export interface PlacedRow {
  listing_id: number;
  seller_id: number | null;
  /** The line's price (agreed, else the listing's when its stock was taken); null when it had too little stock (or was withdrawn). */
  price_paise: number | null;
  item_id: number | null;
  order_id: number | null;
  order_date: string | null;
  changed_at: string | null;
}

/**
 * Places a checkout in one statement. Locks the cart's listings in ascending id order (no deadlocks
 * between carts), then takes each line's quantity where `stock_quantity >= quantity` (in the UPDATE
 * itself, so racing checkouts never oversell) at the listing's price of that moment, or the price
 * agreed in an accepted offer. Only when every line got its stock and every order's total fits an
 * int4: one order per seller (in line order, with its delivery charge and the given source), its
 * lines and its 'pending' status event, and the ordered cart lines leave the cart. Otherwise nothing is inserted, and the caller rolls back the stock taken (the answer says
 * which lines fell short).
 */
export const placeCheckout = preparedStatement<PlacedRow>(
  'checkout_place',
  sql`with wanted as (
        select * from jsonb_to_recordset(${p('lines')}::text::jsonb) as w(cart_item_id int, agreed_paise int, listing_id int, product_id int,
          product_name text, product_image_url text, quantity int, seller_id int, position int)
      ),
      shares as (
        select * from jsonb_to_recordset(${p('orders')}::text::jsonb) as s(seller_id int, delivery_paise int, distance_km float8, position int)
      ),
      locked as (
        select id from listings where id in (select listing_id from wanted) order by id for no key update
      ),
      taken as (
        update listings set stock_quantity = listings.stock_quantity - wanted.quantity, updated_at = now()
        from wanted
        where listings.id = wanted.listing_id and listings.id in (select id from locked)
          and listings.is_active and listings.stock_quantity >= wanted.quantity
        returning listings.id, listings.price_paise
      ),
      priced as (
        select wanted.*, coalesce(wanted.agreed_paise, taken.price_paise) as price_paise from wanted join taken on taken.id = wanted.listing_id
      ),
      totals as (
        select shares.seller_id, shares.position, shares.delivery_paise, shares.distance_km,
          sum(priced.price_paise::bigint * priced.quantity) as subtotal
        from shares join priced on priced.seller_id = shares.seller_id
        group by shares.seller_id, shares.position, shares.delivery_paise, shares.distance_km
      ),
      placeable as (
        select (select count(*) from priced) = (select count(*) from wanted)
          and coalesce((select bool_and(subtotal + delivery_paise <= ${sql.raw(String(INT4_MAX))}) from totals), false) as ok
      ),
      new_orders as (
        insert into orders (user_id, seller_id, shipping_address_id, shipping_address, subtotal_paise, delivery_charges_paise,
          total_amount_paise, delivery_distance_km, status, payment_method, source, checkout_group, partner_id, buyer_gstin, buyer_business_name)
        select ${p('userId')}::int, seller_id, ${p('addressId')}::int, ${p('shippingAddress')}::text::jsonb, subtotal, delivery_paise,
          subtotal + delivery_paise, distance_km, 'pending', 'cod', ${p('source')}::text, ${p('checkoutGroup')}::uuid, ${p('partnerId')}::text,
          ${p('buyerGstin')}::text, ${p('buyerBusinessName')}::text
        from totals where (select ok from placeable)
        order by position
        returning id, seller_id, order_date
      ),
      new_items as (
        insert into order_items (order_id, listing_id, product_id, product_name, product_image_url, quantity, price_per_unit_paise)
        select new_orders.id, priced.listing_id, priced.product_id, priced.product_name, priced.product_image_url, priced.quantity, priced.price_paise
        from new_orders join priced on priced.seller_id = new_orders.seller_id
        order by priced.position
        returning id, order_id, listing_id
      ),
      new_events as (
        insert into order_status_events (order_id, status, actor_role, actor_id)
        select id, 'pending', 'buyer', ${p('userId')}::int from new_orders order by id
        returning order_id, changed_at
      ),
      emptied as (
        delete from cart_items
        where user_id = ${p('userId')}::int and id in (select cart_item_id from priced) and exists (select 1 from new_orders)
      )
      select wanted.listing_id, new_orders.seller_id, case when taken.id is null then null else coalesce(wanted.agreed_paise, taken.price_paise) end as price_paise,
        new_items.id as item_id, new_orders.id as order_id, new_orders.order_date,
        new_events.changed_at
      from wanted
      left join taken on taken.id = wanted.listing_id
      left join new_items on new_items.listing_id = wanted.listing_id
      left join new_orders on new_orders.id = new_items.order_id
      left join new_events on new_events.order_id = new_orders.id
      order by wanted.position`,
);

/** A tax invoice as the finishing statement takes it (JSON): the document numbered with `prefix` and the sequence in `digits` digits. */
export interface InvoiceDraftRow {
  order_id: number;
  seller_id: number;
  financial_year: string;
  prefix: string;
  digits: number;
  issued_at: string;
  document: unknown;
}

/** The number each order's tax invoice got. */
export interface IssuedRow {
  order_id: number;
  sequence: number;
  number: string;
}

/**
 * Finishes a checkout in its last statement before COMMIT, so the sellers' invoice series rows (one
 * lock per seller and year that all of a seller's checkouts take) stay locked for one round trip:
 * takes the next number of each seller's series (in seller id order), inserts the tax invoices with
 * it, and with an Idempotency-Key stores the answer with the first order's invoice number put in.
 */
export const finishCheckout = preparedStatement<IssuedRow>(
  'checkout_finish',
  sql`with drafts as (
        select * from jsonb_to_recordset(${p('invoices')}::text::jsonb)
          as d(order_id int, seller_id int, financial_year text, prefix text, digits int, issued_at timestamptz, document jsonb)
      ),
      numbered as (
        insert into invoice_series (seller_id, financial_year, kind, last_sequence)
        select seller_id, financial_year, 'invoice', 1 from drafts order by seller_id
        on conflict (seller_id, financial_year, kind) do update set last_sequence = invoice_series.last_sequence + 1
        returning seller_id, financial_year, last_sequence
      ),
      issued as (
        insert into invoices (order_id, seller_id, kind, number, financial_year, issued_at, document)
        select drafts.order_id, drafts.seller_id, 'invoice', numbers.number, drafts.financial_year, drafts.issued_at,
          drafts.document || jsonb_build_object('number', numbers.number)
        from drafts
        join numbered on numbered.seller_id = drafts.seller_id and numbered.financial_year = drafts.financial_year
        cross join lateral (select drafts.prefix || lpad(numbered.last_sequence::text, drafts.digits, '0') as number) numbers
        returning order_id, number
      ),
      keyed as (
        update idempotency_keys set status_code = ${p('statusCode')}::int, cart_hash = ${p('cartHash')}::text,
          response = jsonb_set(${p('response')}::text::jsonb, '{invoice_number}',
            coalesce((select to_jsonb(number) from issued where order_id = ${p('firstOrderId')}::int), 'null'::jsonb))
        where user_id = ${p('userId')}::int and key = ${p('key')}::text
      )
      select issued.order_id, numbered.last_sequence as sequence, issued.number
      from issued
      join drafts on drafts.order_id = issued.order_id
      join numbered on numbered.seller_id = drafts.seller_id`,
);

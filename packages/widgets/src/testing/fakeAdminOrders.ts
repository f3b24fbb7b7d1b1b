import {
  ADMIN_ORDER_MESSAGES,
  ADMIN_ORDER_PAGE_SIZE,
  ADMIN_ORDERS_CSV,
  istDayEnd,
  istDayStart,
  orderDateRangeError,
  type AdminOrderDetail,
  type AdminOrderSummary,
} from '@nirmaan/core';

/** A whole order as GET /admin/orders/{id} answers it; `overrides` change any part. */
export function sampleAdminOrder(id: number, overrides: Partial<AdminOrderDetail> = {}): AdminOrderDetail {
  return {
    id,
    order_date: '2026-11-20T09:30:00Z',
    status: 'pending',
    source: 'checkout',
    payment_method: 'cod',
    buyer: { user_id: 1, name: 'Ravi Kumar', phone: '+919876543210', email: 'ravi@example.com' },
    buyer_gstin: null,
    buyer_business_name: null,
    seller: { id: 1, name: 'Sri Balaji Traders', phone: '+919800000001', email: 'balaji@example.com' },
    city: 'Bengaluru',
    partner_id: null,
    shipping_address: {
      address_line1: '14, 3rd Cross, Koramangala',
      address_line2: null,
      city: 'Bengaluru',
      state: 'Karnataka',
      postal_code: '560034',
      country: 'India',
      landmark: 'Near the water tank',
      site_contact_name: null,
      site_contact_phone: null,
      delivery_instructions: null,
      latitude: 12.9352,
      longitude: 77.6245,
    },
    item_count: 1,
    items: [{ id: id * 10, product_name: 'UltraTech OPC 53 Grade Cement – 50 kg Bag', quantity: 20, price_per_unit: 400, line_total: 8000 }],
    total_amount: 8350,
    charges: {
      subtotal: 8000,
      delivery_charges: 350,
      delivery_distance_km: 4,
      total_amount: 8350,
      taxes: { invoice_number: `INV/26-27/${String(id).padStart(6, '0')}`, taxable_value: 7076.27, cgst: 636.87, sgst: 636.86, igst: 0 },
    },
    credit_note_number: null,
    status_history: [{ status: 'pending', changed_at: '2026-11-20T09:30:00Z', actor_role: 'buyer' }],
    ...overrides,
  };
}

function summaryOf(order: AdminOrderDetail): AdminOrderSummary {
  const { id, order_date, status, buyer, seller, city, partner_id, item_count, total_amount } = order;
  return { id, order_date, status, buyer, seller: { id: seller.id, name: seller.name }, city, partner_id, item_count, total_amount };
}

/** The admin's orders behind the fake API, filtered and paged as the server does (dates as days in India). */
export class FakeAdminOrders {
  orders: AdminOrderDetail[];

  constructor(orders: AdminOrderDetail[] = []) {
    this.orders = orders;
  }

  answer(path: string, url: URL): Response | null {
    if (path === '/admin/orders' || path === ADMIN_ORDERS_CSV.path) {
      const query = url.searchParams;
      const filters = { placed_from: query.get('placed_from') ?? undefined, placed_to: query.get('placed_to') ?? undefined };
      const problem = orderDateRangeError(filters);
      if (problem) return Response.json({ detail: problem }, { status: 422 });
      const matching = this.matching(query);
      if (path === ADMIN_ORDERS_CSV.path) return this.csv(matching);
      const limit = Number(query.get('limit') ?? ADMIN_ORDER_PAGE_SIZE);
      const offset = Number(query.get('offset') ?? 0);
      return Response.json(matching.slice(offset, offset + limit).map(summaryOf), { headers: { 'x-total-count': String(matching.length) } });
    }
    const one = /^\/admin\/orders\/(\d+)$/.exec(path);
    if (!one) return null;
    const order = this.orders.find((candidate) => candidate.id === Number(one[1]));
    return order ? Response.json(order) : Response.json({ detail: ADMIN_ORDER_MESSAGES.notFound }, { status: 404 });
  }

  private matching(query: URLSearchParams): AdminOrderDetail[] {
    const from = query.get('placed_from');
    const to = query.get('placed_to');
    const city = query.get('city')?.trim().toLowerCase();
    return [...this.orders]
      .sort((a, b) => b.order_date.localeCompare(a.order_date) || b.id - a.id)
      .filter(
        (order) =>
          (!query.get('status') || order.status === query.get('status')) &&
          (!query.get('seller_id') || order.seller.id === Number(query.get('seller_id'))) &&
          (!query.get('partner_id') || order.partner_id === query.get('partner_id')) &&
          (!city || order.city?.toLowerCase() === city) &&
          (!from || new Date(order.order_date) >= istDayStart(from)) &&
          (!to || new Date(order.order_date) < istDayEnd(to)),
      );
  }

  /** The export (the fake's names hold no commas or quotes). */
  private csv(orders: AdminOrderDetail[]): Response {
    const rows = orders.map((order) => [order.id, order.order_date, order.status, order.buyer?.name ?? '', order.seller.name, order.total_amount].join(','));
    return new Response([ADMIN_ORDERS_CSV.columns.join(','), ...rows].join('\r\n'), { headers: { 'content-type': 'text/csv; charset=utf-8' } });
  }
}

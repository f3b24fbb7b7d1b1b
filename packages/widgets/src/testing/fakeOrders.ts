import type { Address, AddressInput, Cart, Order, OrderStatus } from '@nirmaan/core';

/** Addresses and orders behind the fake API, with the server's rules that screens depend on. */
export class FakeOrders {
  addresses: Address[] = [];
  orders: Order[] = [];
  private nextAddressId = 1;
  private nextOrderId = 101;
  private nextCreditNote = 1;

  addAddress(input: AddressInput): Address {
    const isDefault = this.addresses.length === 0 || input.is_default === true;
    if (isDefault) this.addresses = this.addresses.map((address) => ({ ...address, is_default: false }));
    const address: Address = {
      id: this.nextAddressId++,
      address_line1: input.address_line1,
      address_line2: input.address_line2 ?? null,
      city: input.city,
      state: input.state,
      postal_code: input.postal_code,
      country: input.country,
      landmark: input.landmark ?? null,
      site_contact_name: input.site_contact_name ?? null,
      site_contact_phone: input.site_contact_phone ?? null,
      delivery_instructions: input.delivery_instructions ?? null,
      latitude: input.latitude ?? null,
      longitude: input.longitude ?? null,
      is_default: isDefault,
    };
    this.addresses.push(address);
    return address;
  }

  /** One order per seller of the cart, as the server's checkout does. */
  /** A buyer's cancel: only while pending, as the server allows. */
  cancel(id: number): Order | { status: number; detail: string } {
    const order = this.orders.find((candidate) => candidate.id === id);
    if (!order) return { status: 404, detail: 'Order not found' };
    if (order.status !== 'pending') return { status: 409, detail: 'Only pending orders can be cancelled' };
    order.status = 'cancelled';
    if (order.invoice_number) order.credit_note_number = `CN/26-27/${String(this.nextCreditNote++).padStart(7, '0')}`;
    order.status_history = [...order.status_history, { status: 'cancelled', changed_at: '2026-11-20T10:15:00Z' }];
    return order;
  }

  checkout(
    cart: Cart,
    addressId: number,
    business: Pick<Order, 'buyer_gstin' | 'buyer_business_name'> = { buyer_gstin: null, buyer_business_name: null },
  ): Order[] {
    const address = this.addresses.find((candidate) => candidate.id === addressId);
    const bySeller = new Map<number, Cart['cart_items']>();
    for (const item of cart.cart_items) {
      const sellerId = item.listing.seller?.id ?? 0;
      bySeller.set(sellerId, [...(bySeller.get(sellerId) ?? []), item]);
    }
    const placed = [...bySeller].map(([sellerId, items]) => {
      const subtotal = items.reduce((sum, item) => sum + item.listing.price * item.quantity, 0);
      const delivery = cart.deliveries.find((entry) => entry.seller_id === sellerId);
      const order: Order = {
        id: this.nextOrderId++,
        user_id: 1,
        shipping_address_id: addressId,
        shipping_address: address ? { ...address } : null,
        order_date: '2026-11-20T09:30:00Z',
        subtotal,
        delivery_charges: delivery?.delivery_charge ?? 250,
        total_amount: subtotal + (delivery?.delivery_charge ?? 250),
        delivery_distance_km: delivery?.distance_km ?? null,
        status: 'pending',
        status_history: [{ status: 'pending', changed_at: '2026-11-20T09:30:00Z' }],
        payment_method: 'cod',
        ...business,
        invoice_number: `INV/26-27/${String(this.nextOrderId).padStart(6, '0')}`,
        credit_note_number: null,
        seller: { id: sellerId, name: items[0]?.listing.seller?.name ?? 'Unknown Seller', phone: items[0]?.listing.seller?.phone ?? null },
        order_items: items.map((item) => ({
          id: item.id,
          quantity: item.quantity,
          price_per_unit: item.listing.price,
          listing: {
            id: item.listing.id,
            product: { id: item.listing.product.id, name: item.listing.product.name, image_url: null, image: item.listing.product.image },
          },
        })),
      };
      return order;
    });
    this.orders = [...placed.reverse(), ...this.orders];
    return placed.reverse();
  }
}

const sampleItem = (id: number, name: string) => ({
  id,
  quantity: 10,
  price_per_unit: 400,
  listing: { id, product: { id, name, image_url: null, image: null } },
});

const SAMPLE_STEPS: Record<OrderStatus, OrderStatus[]> = {
  pending: ['pending'],
  processing: ['pending', 'processing'],
  shipped: ['pending', 'processing', 'shipped'],
  delivered: ['pending', 'processing', 'shipped', 'delivered'],
  cancelled: ['pending', 'cancelled'],
};

/** One order in each status, newest first, 1 to 5 items (thumbnails with '+N'), each with the history that led to it. */
export function sampleOrders(): Order[] {
  return (['pending', 'processing', 'shipped', 'delivered', 'cancelled'] as const).map((status, index) => {
    const day = String(20 - index).padStart(2, '0');
    return {
      id: 120 - index,
      user_id: 1,
      shipping_address_id: 1,
      shipping_address: {
        address_line1: 'Plot 7, Whitefield Main Road',
        address_line2: null,
        city: 'Bangalore',
        state: 'Karnataka',
        postal_code: '560066',
        country: 'India',
        // The shipped order's site has its details for the driver.
        landmark: status === 'shipped' ? 'Opposite the Ganesha temple' : null,
        site_contact_name: status === 'shipped' ? 'Manjunath' : null,
        site_contact_phone: status === 'shipped' ? '+919845012345' : null,
        delivery_instructions: status === 'shipped' ? 'Lorry entry from the back lane' : null,
        latitude: null,
        longitude: null,
      },
      order_date: `2026-11-${day}T09:30:00Z`,
      subtotal: 4000 * (index + 1),
      delivery_charges: 350,
      total_amount: 4000 * (index + 1) + 350,
      delivery_distance_km: 4,
      // The shipped one was bought for a business.
      buyer_gstin: status === 'shipped' ? '29AAGCB7383J1Z4' : null,
      buyer_business_name: status === 'shipped' ? 'Gowda Constructions' : null,
      invoice_number: `INV/26-27/${String(120 - index).padStart(6, '0')}`,
      credit_note_number: status === 'cancelled' ? `CN/26-27/${String(120 - index).padStart(7, '0')}` : null,
      status,
      status_history: SAMPLE_STEPS[status].map((step, hour) => ({
        status: step,
        changed_at: `2026-11-${day}T${String(9 + hour * 3).padStart(2, '0')}:30:00Z`,
      })),
      payment_method: 'cod',
      seller: { id: 3, name: 'Sri Balaji Traders', phone: '+919845012345' },
      order_items: [
        sampleItem(1, 'UltraTech OPC 53'),
        sampleItem(2, 'River Sand'),
        sampleItem(3, 'TMT Bar 12 mm'),
        sampleItem(4, 'Red Bricks'),
        sampleItem(5, 'M-Sand'),
      ].slice(0, index + 1),
    };
  });
}

/** A stand-in PDF of the document with that number, or the server's 404 when the order has none. */
export function orderDocumentResponse(number: string | null | undefined): Response {
  if (!number) return Response.json({ detail: 'This order has no tax invoice' }, { status: 404 });
  return new Response(`%PDF-1.3 ${number}`, { headers: { 'content-type': 'application/pdf' } });
}

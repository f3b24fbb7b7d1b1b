import type { OrderStatus, Product, SellerListing, SellerOrder } from '@nirmaan/core';

/** The fake seller's clock: when its listings and records were made or changed. */
export const SAMPLE_TIME = '2026-11-20T10:00:00Z';

/** The status a seller moves an order to next (the server's rule). */
export const NEXT_STATUS: Partial<Record<OrderStatus, OrderStatus>> = { pending: 'processing', processing: 'shipped', shipped: 'delivered' };

/** A seller-view order in a status, with the next status the server would offer. */
export function sampleSellerOrder(id: number, status: OrderStatus): SellerOrder {
  const steps: OrderStatus[] =
    status === 'cancelled'
      ? ['pending', 'cancelled']
      : (['pending', 'processing', 'shipped', 'delivered'] as OrderStatus[]).slice(0, ['pending', 'processing', 'shipped', 'delivered'].indexOf(status) + 1);
  return {
    id,
    status,
    source: 'checkout',
    order_date: '2026-11-18T09:30:00Z',
    subtotal: 8000,
    delivery_charges: 350,
    total_amount: 8350,
    payment_method: 'cod',
    user: { id: 1, first_name: 'Ravi', last_name: 'Kumar', phone: '+919876543210', email: 'buyer@example.com' },
    customer: { name: 'Ravi Kumar', phone: '+919876543210', email: 'buyer@example.com' },
    shipping_address: {
      address_line1: 'Plot 7, Whitefield Main Road',
      address_line2: null,
      city: 'Bangalore',
      state: 'Karnataka',
      postal_code: '560066',
      country: 'India',
      landmark: null,
      site_contact_name: null,
      site_contact_phone: null,
      delivery_instructions: null,
      latitude: null,
      longitude: null,
    },
    order_items: [
      { id: id * 10 + 1, quantity: 10, price_per_unit: 400, listing: { id: 11, product: { id: 1, name: 'UltraTech OPC 53 Grade Cement' } } },
      { id: id * 10 + 2, quantity: 40, price_per_unit: 100, listing: { id: 12, product: { id: 6, name: 'M-Sand (Manufactured Sand)' } } },
    ],
    status_history: steps.map((step) => ({ status: step, changed_at: '2026-11-18T09:30:00Z' })),
    next_status: NEXT_STATUS[status] ?? null,
    invoice_number: `INV/26-27/${String(id).padStart(6, '0')}`,
    credit_note_number: status === 'cancelled' ? `CN/26-27/${String(id).padStart(7, '0')}` : null,
  };
}

/** A seller listing of one of the fake products. */
export function sampleSellerListing(
  id: number,
  product: Pick<Product, 'id' | 'name' | 'master_sku' | 'unit'>,
  price: number,
  stock: number,
  sku: string | null = null,
): SellerListing {
  return {
    id,
    product_id: product.id,
    product: { id: product.id, name: product.name, master_sku: product.master_sku, unit: product.unit, is_active: true },
    price,
    stock_quantity: stock,
    seller_sku: sku,
    is_active: true,
    created_at: SAMPLE_TIME,
    updated_at: SAMPLE_TIME,
  };
}

import type { Listing, Product } from './catalogueTypes.ts';

/** A product as the API answers it, with sensible defaults for tests and stories. */
export function aProduct(overrides: Partial<Product> = {}): Product {
  return {
    id: 1,
    name: 'UltraTech OPC 53 Grade Cement',
    display_name: null,
    master_sku: 'CEM-ULT-OPC53',
    brand: 'UltraTech',
    unit: 'Bag',
    description: 'Ordinary Portland Cement, 50 kg bag.',
    image_url: null,
    images: [],
    category_id: 2,
    category: 'OPC Cement',
    parent_category: { id: 1, name: 'Cement' },
    specifications: { Grade: '53', Weight: '50 kg', Standard: 'IS 12269' },
    typical_quantity: 50,
    min_price: 390,
    listing_count: 3,
    ...overrides,
  };
}

export function aListing(overrides: Partial<Listing> = {}): Listing {
  return {
    id: 10,
    product_id: 1,
    price: 400,
    stock_quantity: 500,
    seller_sku: 'S-1',
    is_active: true,
    seller: { id: 3, name: 'Sri Balaji Traders', address: '12 Mysore Road, Bangalore', phone: '+919800000001', city: 'Bangalore' },
    delivery: null,
    ...overrides,
  };
}

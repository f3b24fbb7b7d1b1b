import type { CategoryName } from './categories.ts';

/** One catalogue product of the demo seed. */
export interface SeedProduct {
  /** The master SKU (unique). */
  sku: string;
  category: CategoryName;
  /** A sub-category name of `category` in categories.ts. */
  sub: string;
  brand: string;
  name: string;
  /** Left out for a few products, so the UI's "display_name or name" fallback is exercised. */
  display?: string;
  /** One of the spec's units: Bag, Kg, Cft, Cum, Nos, Sqft, Ltr, Meter, Bundle, Box, Piece, Ton, Rmt, Sqm. */
  unit: string;
  /** Typical market price per unit in rupees (mid 2025, South India); sellers' prices vary around it. */
  price: number;
  description: string;
  specs: Record<string, string>;
}

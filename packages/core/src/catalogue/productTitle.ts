import type { Product } from './catalogueTypes.ts';

/** The name a product is shown by: display_name, or name when absent. */
export function productTitle(product: Pick<Product, 'name' | 'display_name'>): string {
  return product.display_name?.trim() || product.name;
}

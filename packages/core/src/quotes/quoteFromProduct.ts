import { productTitle } from '../catalogue/catalogueTexts.ts';
import type { Product } from '../catalogue/catalogueTypes.ts';
import type { QuoteForm, QuoteMaterial, QuoteUnit } from './quoteRules.ts';

/** The quote form's material for each catalogue category (top level or sub-category) that has one; the server routes by the reverse (crm/leadRouting.ts). */
const MATERIAL_BY_CATEGORY: Readonly<Record<string, QuoteMaterial>> = {
  Cement: 'Cement',
  'OPC 53 Grade': 'Cement',
  'OPC 43 Grade': 'Cement',
  PPC: 'Cement',
  Steel: 'TMT Bars',
  'TMT Bars': 'TMT Bars',
  Bricks: 'Bricks and Blocks',
  Blocks: 'Bricks and Blocks',
  Sand: 'Bulk Material (Sand, Aggregate)',
  Aggregates: 'Bulk Material (Sand, Aggregate)',
  'Ready Mix Concrete': 'RMC (Ready Mix Concrete)',
};

/** The quote form's unit for a product's unit; a unit it does not offer is 'Other'. */
const UNIT_BY_PRODUCT_UNIT: Readonly<Record<string, QuoteUnit>> = {
  Bag: 'Bags',
  Cft: 'Cubic Feet (Cft)',
  Cum: 'Cubic Meters (Mcu)',
  Nos: 'Numbers (Nos)',
  MT: 'Tons (MT)',
  Tonne: 'Tons (MT)',
};

/**
 * The quote form as the product page opens it for one supplier's offer: the product's material, the
 * quantity the buyer chose in the product's unit (a unit the form does not offer becomes 'Other',
 * and the message says the real one).
 */
export function quoteFromProduct(
  product: Pick<Product, 'name' | 'display_name' | 'unit' | 'category' | 'parent_category'>,
  quantity: number,
): { material: QuoteMaterial; prefill: Pick<QuoteForm, 'quantity' | 'unit' | 'message'> } {
  const material = MATERIAL_BY_CATEGORY[product.category ?? ''] ?? MATERIAL_BY_CATEGORY[product.parent_category?.name ?? ''] ?? 'Other';
  const unit = UNIT_BY_PRODUCT_UNIT[product.unit] ?? 'Other';
  const message = unit === 'Other' ? `${quantity} ${product.unit} of ${productTitle(product)}` : '';
  return { material, prefill: { quantity: String(quantity), unit, message } };
}

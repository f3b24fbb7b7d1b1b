import { COMPARE_LIMIT } from './catalogueRules.ts';
import type { Product } from './catalogueTypes.ts';

export const COMPARE_MESSAGES = {
  full: 'You can compare up to 4 products at a time.',
  already: 'This product is already in the comparison.',
} as const;

/** The comparison after an add; a refusal says why (`reason`, for a translated text) and in English (`message`). */
export type CompareAdd = { ok: true; products: Product[] } | { ok: false; products: Product[]; reason: keyof typeof COMPARE_MESSAGES; message: string };

/** Adds a product to the comparison: at most 4, each once. */
export function addToComparison(products: readonly Product[], product: Product): CompareAdd {
  if (products.some((chosen) => chosen.id === product.id)) return { ok: false, products: [...products], reason: 'already', message: COMPARE_MESSAGES.already };
  if (products.length >= COMPARE_LIMIT) return { ok: false, products: [...products], reason: 'full', message: COMPARE_MESSAGES.full };
  return { ok: true, products: [...products, product] };
}

/** Every specification name of the compared products, in first-seen order, for the table's rows. */
export function comparedSpecificationNames(products: readonly Product[]): string[] {
  const names = new Set<string>();
  for (const product of products) for (const name of Object.keys(product.specifications)) names.add(name);
  return [...names];
}

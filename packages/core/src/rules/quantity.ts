export const MIN_QUANTITY = 1;

/**
 * The product page's quantity input (spec storefront §5): minimum 1, maximum the listing's stock,
 * non-numeric input falls back to 1. Fractions are cut to whole units. With no stock at all the
 * answer is still 1 (the listing cannot be bought; that is the caller's check).
 */
export function clampQuantity(input: string | number, stock: number): number {
  const parsed = typeof input === 'number' ? Math.trunc(input) : Number.parseInt(input.trim(), 10);
  if (!Number.isFinite(parsed)) return MIN_QUANTITY;
  const maximum = Number.isFinite(stock) ? Math.max(MIN_QUANTITY, Math.floor(stock)) : Number.POSITIVE_INFINITY;
  return Math.min(Math.max(parsed, MIN_QUANTITY), maximum);
}

/** Whether the whole number typed is more than the stock: more than the supplier can deliver. */
export function isOverStock(input: string, stock: number): boolean {
  const parsed = Number.parseInt(input.trim(), 10);
  return Number.isFinite(parsed) && parsed > Math.max(0, Math.floor(stock));
}

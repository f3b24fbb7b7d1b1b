import { INT4_MAX } from './limits.ts';

/** The largest price or amount the integer paise columns hold, in rupees. */
export const MAX_RUPEES = Math.floor(INT4_MAX) / 100;

/** Whether a rupee amount has at most two decimals (whole paise), allowing for binary fractions. */
export function isWholePaise(rupees: number): boolean {
  return Number.isFinite(rupees) && Math.abs(Math.round(rupees * 100) - rupees * 100) < 1e-6;
}

/** Rupees as integer paise (the amount must already have at most two decimals). */
export const toPaise = (rupees: number): number => Math.round(rupees * 100);

/**
 * A rupee amount typed in a CSV cell ('1,250.50', '₹ 420', '420'): its paise, or null when the
 * text is not an amount of at most two decimals within range. Zero and negatives are the caller's check.
 */
export function paiseFromText(text: string): number | null {
  const cleaned = text
    .replace(/^(₹|rs\.?|inr)\s*/i, '')
    .replaceAll(',', '')
    .trim();
  if (!/^-?\d+(\.\d{1,2})?$/.test(cleaned)) return null;
  const rupees = Number(cleaned);
  if (!isWholePaise(rupees) || Math.abs(rupees) > MAX_RUPEES) return null;
  return toPaise(rupees);
}

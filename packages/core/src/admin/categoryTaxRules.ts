/**
 * The tax data of a category that invoices print: its HSN code and its GST rate. Kept as data an
 * admin edits (issue 26); a subcategory without its own takes its parent's.
 */

/** The GST rates goods are taxed at, in percent: 0, 5 and 18 since the rate change of 22 September 2025 (Notification 9/2025-CT(Rate)), 12 and 28 before it and for goods left there, 40 for the demerit goods. */
export const GST_RATES = [0, 5, 12, 18, 28, 40] as const;
export type GstRate = (typeof GST_RATES)[number];

export const CATEGORY_TAX_MESSAGES = {
  hsnCode: 'An HSN code has 4, 6 or 8 digits',
  gstRate: `The GST rate is one of ${GST_RATES.join(', ')} %`,
  saved: (name: string) => `Saved the tax data of ${name}.`,
  saveFailed: 'Failed to save the tax data. Please try again.',
  loadFailed: 'Failed to load the categories',
  inherited: (parent: string, hsn: string | null, rate: number | null) =>
    `From ${parent}: ${[hsn ? `HSN ${hsn}` : null, rate === null ? null : `${rate}%`].filter(Boolean).join(', ') || 'none set'}`,
  /** A top-level category without both: what that means for its orders. */
  missing: 'No HSN code or GST rate yet: its orders get no tax invoice.',
} as const;

export function isGstRate(value: number): value is GstRate {
  return (GST_RATES as readonly number[]).includes(value);
}

/** The message for an HSN code that is not 4, 6 or 8 digits, or null (an empty one is allowed: the parent's applies). */
export function hsnCodeError(text: string): string | null {
  const code = text.trim();
  return code === '' || /^\d{4}(\d{2}){0,2}$/.test(code) ? null : CATEGORY_TAX_MESSAGES.hsnCode;
}

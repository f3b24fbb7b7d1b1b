import { localeFormat } from './localeFormat.ts';

// Indian English (en-IN) formatting, for code that shows English whatever the language (core's
// English texts, partners' own code); a widget formats through localeFormat(locale). The same formats
// as localeFormat('en'), which the embed build keeps in the runtime every widget shares.
const english = localeFormat('en');

/** ₹1,23,456 (Indian digit grouping), or with `paise` ₹1,23,456.50. */
export function formatRupees(amount: number, options: { paise?: boolean } = {}): string {
  return english.rupees(amount, options);
}

/**
 * Money a buyer is charged, to the paisa where it is not whole rupees: ₹400, ₹385.50 (DESIGN.md:
 * shown figures multiply out to the shown total, so nothing is rounded to the rupee).
 */
export function formatPrice(amount: number): string {
  return english.price(amount);
}

/** 1,23,456.5 in Indian digit grouping, at most 2 decimals. */
export function formatNumber(value: number): string {
  return english.number(value);
}

/** '1 day' / '3 days' (English: a translated widget says counts through its catalogue's ICU plurals). */
export function plural(count: number, singular: string, pluralForm = `${singular}s`): string {
  return `${formatNumber(count)} ${count === 1 ? singular : pluralForm}`;
}

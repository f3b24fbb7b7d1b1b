// Indian English (en-IN) formatting, for the widgets whose texts are English only yet; a translated
// widget formats through localeFormat(locale) (localeFormat.ts). A module of its own: rollup puts a
// module in one chunk with every export any widget uses, so locale code here would ride along with
// every first widget (measured: 50-150 B gzip, which the embed budgets do not have; docs/i18n.md).
const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });
const rupeesWithPaise = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2, maximumFractionDigits: 2 });
const plainNumber = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });

/** ₹1,23,456 (Indian digit grouping), or with `paise` ₹1,23,456.50. */
export function formatRupees(amount: number, options: { paise?: boolean } = {}): string {
  return (options.paise ? rupeesWithPaise : rupees).format(amount);
}

/**
 * Money a buyer is charged, to the paisa where it is not whole rupees: ₹400, ₹385.50 (DESIGN.md:
 * shown figures multiply out to the shown total, so nothing is rounded to the rupee).
 */
export function formatPrice(amount: number): string {
  return (Math.round(amount * 100) % 100 ? rupeesWithPaise : rupees).format(amount);
}

/** 1,23,456.5 in Indian digit grouping, at most 2 decimals. */
export function formatNumber(value: number): string {
  return plainNumber.format(value);
}

/** '1 day' / '3 days' (English: a translated widget says counts through its catalogue's ICU plurals). */
export function plural(count: number, singular: string, pluralForm = `${singular}s`): string {
  return `${formatNumber(count)} ${count === 1 ? singular : pluralForm}`;
}

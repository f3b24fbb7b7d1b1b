import type { Locale } from '../i18n/locales.ts';

/** Money, numbers and dates in one language, for a translated widget (localeFormat). */
export interface LocaleFormat {
  /** ₹1,23,456, or with `paise` ₹1,23,456.50. */
  rupees(amount: number, options?: { paise?: boolean }): string;
  /** ₹400, ₹385.50: paise only when there are some (formatPrice). */
  price(amount: number): string;
  /** 1,23,456.5: at most 2 decimals. */
  number(value: number): string;
  /** 29 Nov 2026, 29 நவ., 2026, ನವೆಂ 29, 2026, 29 नव॰ 2026 (medium style unless told). */
  date(date: Date | number, options?: Intl.DateTimeFormatOptions): string;
}

function createLocaleFormat(locale: Locale): LocaleFormat {
  // Kannada as CLDR has it groups in thousands (12,345,678); Kannada bills group in lakhs like the
  // other three, so Kannada numbers take Indian English's pattern (same digits, separators and ₹).
  // All four languages default to Western digits (latn): format.test.ts checks it.
  const numberTag = locale === 'kn' ? 'en-IN' : `${locale}-IN`;
  const wholeRupees = new Intl.NumberFormat(numberTag, { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });
  const withPaise = new Intl.NumberFormat(numberTag, { style: 'currency', currency: 'INR', minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const plain = new Intl.NumberFormat(numberTag, { maximumFractionDigits: 2 });
  return {
    rupees: (amount, options = {}) => (options.paise ? withPaise : wholeRupees).format(amount),
    price: (amount) => (Math.round(amount * 100) % 100 ? withPaise : wholeRupees).format(amount),
    number: (value) => plain.format(value),
    date: (date, options = { dateStyle: 'medium' }) => new Intl.DateTimeFormat(`${locale}-IN`, options).format(date),
  };
}

const localeFormats: Partial<Record<Locale, LocaleFormat>> = {};

/**
 * How a language writes money, numbers and dates (DESIGN.md: through Intl for the chosen locale):
 * Indian grouping with Western digits in all four, dates in the language's own words. Made once per language.
 */
export function localeFormat(locale: Locale): LocaleFormat {
  return (localeFormats[locale] ??= createLocaleFormat(locale));
}

/**
 * The languages Nirmaan speaks (issue 32): English, Kannada, Tamil and Hindi. Pure: the server, the
 * widgets and the elements share this list; the browser's choice lives in localeStore.ts.
 */
export const LOCALES = ['en', 'kn', 'ta', 'hi'] as const;

export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'en';

/** Each language's name in its own script, as the language switch shows it. */
export const LOCALE_NATIVE_NAMES: Readonly<Record<Locale, string>> = {
  en: 'English',
  kn: 'ಕನ್ನಡ',
  ta: 'தமிழ்',
  hi: 'हिन्दी',
};

/** The tag `Intl` formats a language with: Indian English for `en`, the Indian variety of the others. */
export const LOCALE_INTL_TAGS: Readonly<Record<Locale, string>> = {
  en: 'en-IN',
  kn: 'kn-IN',
  ta: 'ta-IN',
  hi: 'hi-IN',
};

/** True for one of the four codes exactly, e.g. what a stored choice or a profile must hold. */
export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/**
 * The language a BCP 47 tag asks for ('ta-IN', 'kn', 'hi-Latn-IN' -> ta, kn, hi), or undefined when
 * it is none of ours: an element's `lang`, the loader's `locale` and the browser's languages all name
 * languages this way.
 */
export function localeOfTag(tag: string | null | undefined): Locale | undefined {
  const primary = tag?.trim().split(/[-_]/)[0]?.toLowerCase();
  return isLocale(primary) ? primary : undefined;
}

/** The first of the browser's languages (`navigator.languages`, best first) that Nirmaan speaks, else English. */
export function matchLocale(languages: readonly string[]): Locale {
  for (const language of languages) {
    const locale = localeOfTag(language);
    if (locale) return locale;
  }
  return DEFAULT_LOCALE;
}

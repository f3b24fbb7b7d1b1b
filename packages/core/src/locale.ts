/**
 * @nirmaan/core/locale: the language a page speaks and how it writes numbers, without the rest of
 * core (issue 32). Every translated widget needs these few modules; importing them from here rather
 * than the main entry lets the embed build keep them in the chunk every widget shares, which a module
 * importing the main entry cannot be in (it would pull the whole entry in with it). The main entry
 * has all of this too.
 */
export { localeFormat, type LocaleFormat } from './format/localeFormat.ts';
export * from './i18n/locales.ts';
export { $locale, initialLocale, LOCALE_STORAGE_KEY, setLocale } from './i18n/localeStore.ts';

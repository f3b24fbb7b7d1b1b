import { atom } from 'nanostores';
import { browserStorage, safeGet, safeSet, type KeyValueStorage } from '../session/storage.ts';
import { DEFAULT_LOCALE, isLocale, matchLocale, type Locale } from './locales.ts';

/** Where the browser remembers an explicit language choice. */
export const LOCALE_STORAGE_KEY = 'nirmaan.language';

/** The browser's languages, best first; none outside a browser. */
function browserLanguages(): readonly string[] {
  return typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
}

/** The language to start in: the one chosen before in this browser, else the first of the browser's languages Nirmaan speaks. */
export function initialLocale(storage: Pick<Storage, 'getItem'> | undefined, languages: readonly string[]): Locale {
  const stored = safeGet(storage, LOCALE_STORAGE_KEY);
  return isLocale(stored) ? stored : languages.length > 0 ? matchLocale(languages) : DEFAULT_LOCALE;
}

/**
 * The site's language, shared by every widget on the page. An element with a `lang` (its own, or the
 * loader's `locale`) speaks that instead, without changing this.
 */
export const $locale = atom<Locale>(initialLocale(browserStorage(), browserLanguages()));

/** An explicit choice: used at once and remembered in this browser (the account's copy: accountLocale.ts). */
export function setLocale(locale: Locale, storage: KeyValueStorage | undefined = browserStorage()): void {
  $locale.set(locale);
  safeSet(storage, LOCALE_STORAGE_KEY, locale);
}

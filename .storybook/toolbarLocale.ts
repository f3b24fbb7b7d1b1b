import { DEFAULT_LOCALE, isLocale, LOCALE_NATIVE_NAMES, LOCALES, type Locale } from '@nirmaan/core/pure';

/*
 * The language toolbar (issue 32): every story in English, Kannada, Tamil or Hindi. The choice is
 * the global `locale`, which the preview puts in the site's language store ($locale) before each
 * render: the widgets read it (useLocale), the element stories' elements too (an element without a
 * `lang` speaks the site's language), and so does the header's language switch.
 */

/** The name of the toolbar's global. */
export const LOCALE_GLOBAL = 'locale';

/** The toolbar's global type: each language named in its own script, as the header's switch names it. */
export const localeGlobalType = {
  description: 'Language of the widgets',
  toolbar: {
    title: 'Language',
    icon: 'globe',
    items: LOCALES.map((locale) => ({ value: locale, title: LOCALE_NATIVE_NAMES[locale] })),
    dynamicTitle: true,
  },
};

/** The language the toolbar (or a story's or the URL's `globals`) chose; English when it names none of ours. */
export function toolbarLocale(globals: Readonly<Record<string, unknown>>): Locale {
  const chosen = globals[LOCALE_GLOBAL];
  return isLocale(chosen) ? chosen : DEFAULT_LOCALE;
}

/**
 * The preview address a docs page's framed stories load (Storybook's `PREVIEW_URL`): a frame is a
 * preview of its own, which the manager's globals never reach, so the docs page passes the language
 * on in the frame's URL (`globals=locale:kn`); English is the preview's own default.
 */
export function framedPreviewUrl(locale: Locale): string {
  return locale === DEFAULT_LOCALE ? 'iframe.html' : `iframe.html?globals=${LOCALE_GLOBAL}:${locale}`;
}

/**
 * Makes the docs page's frames drawn from now on load in `locale`: Storybook's docs blocks read
 * `PREVIEW_URL` when they draw a frame's address (getStoryHref). Called as the docs page renders,
 * before its frames (the same value every time for one language).
 */
export function frameStoriesIn(locale: Locale): void {
  (globalThis as { PREVIEW_URL?: string }).PREVIEW_URL = framedPreviewUrl(locale);
}

import { $locale, followAccountLocale, LOCALE_INTL_TAGS } from '@nirmaan/core';

/**
 * Keeps `<html lang>` in step with the site's language (en-IN, kn-IN, ta-IN, hi-IN), so screen
 * readers, fonts and hyphenation follow a switch at once, and brings a signed-in buyer's saved
 * language. Answers how to stop.
 */
export function keepPageLanguage(page: Document): () => void {
  const stopFollowingAccount = followAccountLocale();
  const stopMarking = $locale.subscribe((locale) => {
    page.documentElement.lang = LOCALE_INTL_TAGS[locale];
  });
  return () => {
    stopFollowingAccount();
    stopMarking();
  };
}

import type { Locale } from '@nirmaan/core/locale';
import { useEffect, useState } from 'react';
import { loadCatalogue, type Catalogue } from './catalogue.ts';
import { useLocale } from './useLocale.ts';

/** What a widget says and in which language: put `locale` on its root as `lang`, and format numbers with it. */
export interface ShownMessages<Messages> {
  messages: Messages;
  locale: Locale;
}

/**
 * The widget's messages in its language (useLocale). Until a language's chunk has arrived the widget
 * speaks English, and says so (`locale` is 'en'), so its `lang` always matches its text; should the
 * chunk fail to load it stays English.
 */
export function useMessages<Messages>(catalogue: Catalogue<Messages>): ShownMessages<Messages> {
  const locale = useLocale();
  const [, setLoadedCount] = useState(0);
  const messages = catalogue.loaded.get(locale);
  useEffect(() => {
    if (catalogue.loaded.has(locale)) return;
    let current = true;
    loadCatalogue(catalogue, locale).then(
      () => current && setLoadedCount((count) => count + 1),
      (error: unknown) => console.warn(`nirmaan: the ${locale} messages could not load`, error),
    );
    return () => {
      current = false;
    };
  }, [catalogue, locale]);
  return messages ? { messages, locale } : { messages: catalogue.english, locale: 'en' };
}

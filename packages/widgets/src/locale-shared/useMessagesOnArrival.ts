import type { Locale } from '@nirmaan/core/locale';
import { use } from 'react';
import { loadCatalogue, type Catalogue } from './catalogue.ts';
import { useLocale } from './useLocale.ts';
import { useMessages, type ShownMessages } from './useMessages.ts';

/** A language already there: a promise React reads as settled (its `status`), so `use` does not suspend on it. */
const READY: Promise<void> = Object.assign(Promise.resolve(), { status: 'fulfilled' as const, value: undefined });

/** Each catalogue's fetch of a language, settled either way, kept so every render waits on the same promise. */
const arrivals = new WeakMap<Catalogue<unknown>, Map<Locale, Promise<void>>>();

function arrivalOf(catalogue: Catalogue<unknown>, locale: Locale): Promise<void> {
  let byLocale = arrivals.get(catalogue);
  if (!byLocale) arrivals.set(catalogue, (byLocale = new Map()));
  let arrival = byLocale.get(locale);
  if (!arrival) {
    arrival = loadCatalogue(catalogue, locale).then(
      () => undefined,
      (error: unknown) => console.warn(`nirmaan: the ${locale} messages could not load`, error),
    );
    byLocale.set(locale, arrival);
  }
  return arrival;
}

/**
 * useMessages for a part whose code is fetched on demand (a dashboard's tab): it suspends until its
 * language has arrived, so the DeferredBoundary around it keeps showing its spinner (in the opener's
 * language) instead of the part appearing in English and changing under the reader. Should the
 * language fail to load, the part shows in English, as useMessages does.
 */
export function useMessagesOnArrival<Messages>(catalogue: Catalogue<Messages>): ShownMessages<Messages> {
  const locale = useLocale();
  // use() on every render (React wants it called as it was when a render suspended), on READY once the language is there.
  use(catalogue.loaded.has(locale) ? READY : arrivalOf(catalogue as Catalogue<unknown>, locale));
  return useMessages(catalogue);
}

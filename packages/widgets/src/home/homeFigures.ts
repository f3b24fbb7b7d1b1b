import type { LocaleFormat, SiteFigures } from '@nirmaan/core';
import { QUOTE_RESPONSE_HOURS } from './homeContent.ts';
import type { HomeMessages } from './homeMessages.ts';

/** A figure the home page shows: the value in bold, then what it counts. */
export interface HomeFigure {
  value: string;
  label: string;
}

/**
 * "Nirmaan in numbers" in the language shown: what the database counted (GET /site's figures; a
 * count of 0, or figures that could not be counted, left out: core's countedFigures does the same
 * in English), then the quote request's promise of a call back within 2 hours.
 */
export function homeFigures(figures: SiteFigures | null, messages: HomeMessages, format: LocaleFormat): HomeFigure[] {
  const counted = figures
    ? [
        { count: figures.cities, label: messages['figure.cities'] },
        { count: figures.verified_sellers, label: messages['figure.sellers'] },
        { count: figures.products, label: messages['figure.products'] },
      ]
    : [];
  return [
    ...counted.filter(({ count }) => count > 0).map(({ count, label }) => ({ value: format.number(count), label: label({ count }) })),
    { value: messages['promise.quoteValue']({ hours: QUOTE_RESPONSE_HOURS }), label: messages['promise.quote']() },
  ];
}

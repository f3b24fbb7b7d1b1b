import { localeFormat, MAX_PRICE_ALERTS, priceAlertRefusal, type Locale } from '@nirmaan/core';
import type { PriceAlertMessages } from './priceAlertMessages.ts';

/** Pure text builders of the price alert dialog: each takes the catalogue in the language shown. */

/** A city's name in the language shown. */
export const alertCityName = (city: string, messages: PriceAlertMessages) => messages.city({ city });

/**
 * Why the alert was not set, in the language shown: the server's refusals (core names them from its
 * English detail) and the dialog's own failure translated; any other detail as it came.
 */
export function priceAlertProblemText(problem: string, messages: PriceAlertMessages, locale: Locale): string {
  const refusal = priceAlertRefusal(problem);
  if (refusal?.code === 'tooMany') return messages['refusal.tooMany']({ max: localeFormat(locale).number(MAX_PRICE_ALERTS) });
  if (refusal?.code === 'unknownProduct') return messages['refusal.unknownProduct']();
  if (refusal?.code === 'alreadyAtTarget') return messages['refusal.alreadyAtTarget']({ price: refusal.price, city: alertCityName(refusal.city, messages) });
  return problem;
}

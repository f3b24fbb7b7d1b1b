import type { City, Locale, LocaleFormat, PriceBoardCategory } from '@nirmaan/core';
import type { PriceBoardMessages } from './priceBoardMessages.ts';

/** The board's catalogue in the language shown and that language's formats, handed down to its parts. */
export interface PriceBoardTexts {
  messages: PriceBoardMessages;
  format: LocaleFormat;
  locale: Locale;
}

/** Pure text builders of the price board. */

/** '22 Nov 2026' in India time, in the language shown. */
export function boardDate(iso: string, { format }: PriceBoardTexts): string {
  return format.date(new Date(iso), { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' });
}

/**
 * '22 Nov 2026, 3:45 pm' in India time, in the language shown; Kannada, Tamil and Hindi on the
 * 24-hour clock ('15:45'), since Intl writes their am/pm in Latin letters.
 */
export function boardDateTime(iso: string, { format, locale }: PriceBoardTexts): string {
  const clock = locale === 'en' ? {} : { hourCycle: 'h23' as const };
  return format.date(new Date(iso), {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'Asia/Kolkata',
    ...clock,
  });
}

/**
 * A row's 'updated' date: '20 Nov 2026' in English; day and month only in the other languages,
 * whose month names and words are wider and must fit the material column's one line at 320 px.
 */
export function rowDate(iso: string, texts: PriceBoardTexts): string {
  if (texts.locale === 'en') return boardDate(iso, texts);
  return texts.format.date(new Date(iso), { day: 'numeric', month: 'short', timeZone: 'Asia/Kolkata' });
}

/** A category's name in the language shown ('TMT Bars' -> 'TMT सरिया'). */
export const categoryName = (category: PriceBoardCategory, { messages }: PriceBoardTexts) => messages.category({ category: category.replace(/ /g, '') });

/** A city's name in the language shown. */
export const cityName = (city: City, { messages }: PriceBoardTexts) => messages.city({ city });

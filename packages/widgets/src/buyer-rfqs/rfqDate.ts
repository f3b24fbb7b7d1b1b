import type { LocaleFormat } from '@nirmaan/core';

const DAY_MONTH_YEAR = { day: 'numeric', month: 'short', year: 'numeric' } as const;

/**
 * A request's or an offer's date in the widget's language ('5 Jan 2026' in English, as the orders
 * show dates); a date the server sent unreadable is shown as it came.
 */
export function rfqDate(format: LocaleFormat, iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : format.date(date, DAY_MONTH_YEAR);
}

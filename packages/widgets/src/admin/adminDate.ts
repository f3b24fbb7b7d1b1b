import type { LocaleFormat } from '@nirmaan/core';

const DAY_MONTH_YEAR = { day: 'numeric', month: 'short', year: 'numeric' } as const;

/**
 * A day in the dashboard's language ('5 Jan 2026' in English, as formatOrderDate writes it); a date
 * the server sent unreadable is shown as it came.
 */
export function adminDate(format: LocaleFormat, iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return format.date(date, DAY_MONTH_YEAR);
}

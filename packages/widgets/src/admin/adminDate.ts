import type { LocaleFormat } from '@nirmaan/core';

const DAY_MONTH_YEAR = { day: 'numeric', month: 'short', year: 'numeric' } as const;
const WITH_TIME = { ...DAY_MONTH_YEAR, hour: 'numeric', minute: '2-digit' } as const;

/**
 * A day in the dashboard's language ('5 Jan 2026' in English, as formatOrderDate writes it), with
 * its time when `withTime` ('5 Jan 2026, 4:05 pm'); a date the server sent unreadable is shown as it came.
 */
export function adminDate(format: LocaleFormat, iso: string, withTime = false): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return format.date(date, withTime ? WITH_TIME : DAY_MONTH_YEAR);
}

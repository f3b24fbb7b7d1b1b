import type { LocaleFormat } from '@nirmaan/core';

/** A calendar day the server sent ('2026-01-05') in the dashboard's language ('5 Jan 2026' in English); an unreadable one as it came. */
export function shownDay(format: LocaleFormat, day: string): string {
  const date = new Date(`${day}T00:00:00`);
  return Number.isNaN(date.getTime()) ? day : format.date(date, { day: 'numeric', month: 'short', year: 'numeric' });
}

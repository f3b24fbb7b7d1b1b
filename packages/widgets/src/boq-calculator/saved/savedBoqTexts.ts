import type { LocaleFormat } from '@nirmaan/core';
import type { SavedBoq } from '../boqApi.ts';
import { LINK_MARKS, splitAroundLink } from '../../locale-shared/linkedSentence.ts';
import type { SavedBoqMessages } from './savedBoqMessages.ts';

/** Pure text builders of the saved BOQs list: each takes the catalogue in the language shown. */

/** When a BOQ was saved: '20 Nov 2026' in English (as formatOrderDate writes it), in the language shown; an unreadable date as it came. */
export function savedBoqDate(boq: Pick<SavedBoq, 'created_at'>, format: LocaleFormat): string {
  const date = new Date(boq.created_at);
  return Number.isNaN(date.getTime()) ? boq.created_at : format.date(date, { day: 'numeric', month: 'short', year: 'numeric' });
}

/**
 * A saved BOQ in one line, its date to be shown in bold (the marks' part): '20 Nov 2026: 1,200 sq ft
 * plot, 2 floors, Medium quality — 2,040 sq ft built up, ₹38,76,000 (38.8 lakh)'.
 */
export function savedBoqSummary({ created_at, request, result }: SavedBoq, messages: SavedBoqMessages, format: LocaleFormat) {
  const total = messages.rupeesWithLakh({ rupees: format.rupees(result.total_cost), lakh: format.number(Math.round(result.total_cost / 10_000) / 10) });
  return splitAroundLink(
    messages.summary({
      ...LINK_MARKS,
      date: savedBoqDate({ created_at }, format),
      plot: format.number(request.plot_size),
      floors: request.no_of_floors,
      floorsText: format.number(request.no_of_floors),
      quality: request.construction_quality,
      builtUp: format.number(result.built_up_area),
      total,
    }),
  );
}

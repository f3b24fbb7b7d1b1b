import { REAL_ESTATE_LIMITS, type LocaleFormat, type RealEstateField, type RealEstateProblem, type RealEstateProblems, type FieldErrors } from '@nirmaan/core';
import type { RealEstateSubmissionMessages } from './realEstateSubmissionMessages.ts';

/** Pure text builders of the real-estate submission form: each takes the catalogue in the language shown. */

/** A named problem of a field (core's rules) in the language shown. */
export function problemText(field: RealEstateField, problem: RealEstateProblem, messages: RealEstateSubmissionMessages, format: LocaleFormat): string {
  if (problem !== 'tooLong') return messages[`error.${problem}`]();
  if (field === 'form' || field === 'image') return messages.failed();
  return messages['error.tooLong']({ label: messages[`label.${field}`](), max: format.number(REAL_ESTATE_LIMITS[field]) });
}

/** What a field's message says: a named problem in the language shown, else the server's own words as they came. */
export function fieldErrorText(
  field: RealEstateField,
  { problems, errors }: { problems: RealEstateProblems; errors: FieldErrors<RealEstateField> },
  messages: RealEstateSubmissionMessages,
  format: LocaleFormat,
): string | undefined {
  const problem = problems[field];
  return problem ? problemText(field, problem, messages, format) : errors[field];
}

/** Why a send failed: core's named failure in the language shown, else the server's detail as it came. */
export function failureText(
  failure: RealEstateProblem | 'failed' | null,
  message: string,
  messages: RealEstateSubmissionMessages,
  format: LocaleFormat,
): string {
  if (failure === 'failed') return messages.failed();
  return failure ? problemText('form', failure, messages, format) : message;
}

/** A chosen file's size as phones show it: '2.4 MB', '180 KB' (at least 1 KB). */
export function fileSizeText(bytes: number, messages: RealEstateSubmissionMessages, format: LocaleFormat): string {
  const megabytes = bytes / (1024 * 1024);
  return megabytes >= 1
    ? messages['size.mb']({ size: format.number(Math.round(megabytes * 10) / 10) })
    : messages['size.kb']({ size: format.number(Math.max(1, Math.round(bytes / 1024))) });
}

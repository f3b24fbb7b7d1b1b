import { QUOTE_MATERIALS, QUOTE_MESSAGES, QUOTE_UNITS, type FieldErrors, type QuoteField } from '@nirmaan/core';
import type { QuoteMessages } from './quoteMessages.ts';

/** Pure text builders of the quote form: each takes the catalogue in the language shown. */

/** A spec value as a select key of the catalogue: 'Tons (MT)' -> 'Tons', 'Bricks and Blocks' -> 'BricksandBlocks'. */
const selectKey = (value: string) => value.replace(/ \(.*\)$/, '').replace(/[^A-Za-z]/g, '');

/** The material and unit selects' options: the values the API takes, labelled in the language shown. */
export function quoteOptions(messages: QuoteMessages) {
  return {
    materials: [
      { value: '', label: messages.selectMaterial() },
      ...QUOTE_MATERIALS.map((material) => ({ value: material, label: messages.materialOption({ material: selectKey(material) }) })),
    ],
    units: [
      { value: '', label: messages.selectUnit() },
      ...QUOTE_UNITS.map((unit) => ({ value: unit, label: messages.unitOption({ unit: selectKey(unit) }) })),
    ],
  };
}

const ERROR_FIELDS = ['name', 'phone', 'email', 'material', 'quantity', 'unit'] as const;

/** The form's field errors (core's English rules, one message per field) in the language shown; other fields' texts as they came. */
export function quoteErrorTexts(errors: FieldErrors<QuoteField>, messages: QuoteMessages): FieldErrors<QuoteField> {
  const shown: FieldErrors<QuoteField> = { ...errors };
  for (const field of ERROR_FIELDS) {
    if (errors[field] === QUOTE_MESSAGES[field]) shown[field] = messages[`error.${field}`]();
  }
  return shown;
}

/** Why a send failed in the language shown: the known texts translated, a server's other detail as it came. */
export function quoteProblemText(problem: string, messages: QuoteMessages): string {
  if (problem === QUOTE_MESSAGES.failed) return messages.failed();
  if (problem === QUOTE_MESSAGES.offerGone) return messages.offerGone();
  return problem;
}

import {
  BOQ_CHOICE_FIELDS,
  BOQ_CHOICE_RULES,
  BOQ_LIMITS,
  DEFAULT_BOQ_REQUEST,
  parseBoqRequest,
  type BOQ_OPTIONS,
  type BoqRequest,
  type BoqResponse,
} from '@nirmaan/calculators';
import { formatNumber, formatRupees } from '@nirmaan/core';
import { errorsByField, type FormEvaluation } from '../calculator-shared/formErrors.ts';

export type BoqCountField = 'plot_size' | 'no_of_floors' | 'no_of_kitchens' | 'no_of_bedrooms';
export type BoqChoiceKey = keyof typeof BOQ_OPTIONS;

/** What the form holds: the text of each number box, each choice, and the lift tick box. */
export type BoqFormValues = Record<BoqCountField, string> & Pick<BoqRequest, BoqChoiceKey | 'lift_required'>;

/** The request and its answer, as the widget reports them (nirmaan-calculated). */
export interface BoqCalculatedDetail {
  input: BoqRequest;
  result: BoqResponse;
}

export const BOQ_FORM_FIELD_ORDER: readonly BoqCountField[] = ['plot_size', 'no_of_floors', 'no_of_kitchens', 'no_of_bedrooms'];

/** The number boxes, with their limits as hints (spec §5: floors, kitchens and bedrooms at least 1). */
export const BOQ_COUNT_FIELDS: ReadonlyArray<{ field: BoqCountField; label: string; hint: string }> = [
  { field: 'plot_size', label: 'Plot size (sq ft)', hint: `${formatNumber(BOQ_LIMITS.plot_size.min)} to ${formatNumber(BOQ_LIMITS.plot_size.max)} sq ft` },
  { field: 'no_of_floors', label: 'Number of floors', hint: '1 is ground only, 2 is G+1' },
  { field: 'no_of_kitchens', label: 'Number of kitchens', hint: 'At least 1' },
  { field: 'no_of_bedrooms', label: 'Number of bedrooms', hint: 'At least 1' },
];

/** The selects in form order, labelled as the API names them (in its messages too). */
export const BOQ_CHOICES: ReadonlyArray<{ key: BoqChoiceKey; label: string }> = BOQ_CHOICE_FIELDS.map((key) => ({ key, label: BOQ_CHOICE_RULES[key].label }));

/**
 * The form holding `request`; by default the spec's defaults: plot 1000, 1 floor, 1 kitchen,
 * 2 bedrooms, Medium, Brick, no lift, Interior, Normal gate, Vetrified, Normal paint.
 */
export function initialBoqForm(request: BoqRequest = DEFAULT_BOQ_REQUEST): BoqFormValues {
  const { plot_size, no_of_floors, no_of_kitchens, no_of_bedrooms, ...choices } = request;
  return {
    plot_size: String(plot_size),
    no_of_floors: String(no_of_floors),
    no_of_kitchens: String(no_of_kitchens),
    no_of_bedrooms: String(no_of_bedrooms),
    ...choices,
  };
}

/** The request for the form, or the message of each box that needs attention (the server's own rules). */
export function evaluateBoqForm(values: BoqFormValues): FormEvaluation<BoqCountField, BoqRequest> {
  const parsed = parseBoqRequest(values);
  if (parsed.ok) return { ok: true, detail: parsed.request };
  const countErrors = parsed.errors.filter((error): error is { field: BoqCountField; message: string } =>
    (BOQ_FORM_FIELD_ORDER as readonly string[]).includes(error.field),
  );
  return { ok: false, errors: errorsByField(countErrors) };
}

/** '₹17,00,000 (17.0 lakh)': BOQ totals are read in lakh in India. */
export function rupeesWithLakh(amount: number): string {
  return `${formatRupees(amount)} (${formatNumber(Math.round(amount / 10_000) / 10)} lakh)`;
}

/** The material rows of the results table. */
export function boqMaterialRows(result: BoqResponse): ReadonlyArray<{ material: string; quantity: string; unit: string }> {
  return [
    { material: 'Cement', quantity: formatNumber(result.cement_bags), unit: 'bags (50 kg)' },
    { material: 'Steel', quantity: formatNumber(result.steel_kg), unit: 'kg' },
    { material: 'M-Sand', quantity: formatNumber(result.m_sand_cft), unit: 'cft' },
    { material: `Masonry (${result.wall_type})`, quantity: formatNumber(result.masonry_quantity), unit: result.masonry_unit },
    { material: 'Doors', quantity: formatNumber(result.doors), unit: 'pieces' },
    { material: 'Windows', quantity: formatNumber(result.windows), unit: 'pieces' },
    { material: 'Plumbing points', quantity: formatNumber(result.plumbing_points), unit: 'points' },
    { material: 'Electrical points', quantity: formatNumber(result.electrical_points), unit: 'points' },
  ];
}

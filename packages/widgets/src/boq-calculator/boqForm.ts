import { BOQ_MESSAGES, DEFAULT_BOQ_REQUEST, parseBoqRequest, type BOQ_OPTIONS, type BoqRequest, type BoqResponse } from '@nirmaan/calculators';
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

/** The error of a number box: the catalogue key of the server's 'Please enter ...' or of its range message. */
export type BoqFormError = `${'required' | 'invalid'}.${BoqCountField}`;

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

/** The request for the form, or the catalogue key of each box that needs attention (the server's own rules). */
export function evaluateBoqForm(values: BoqFormValues): FormEvaluation<BoqCountField, BoqRequest, BoqFormError> {
  const parsed = parseBoqRequest(values);
  if (parsed.ok) return { ok: true, detail: parsed.request };
  const countErrors = parsed.errors
    .filter((error): error is { field: BoqCountField; message: string } => (BOQ_FORM_FIELD_ORDER as readonly string[]).includes(error.field))
    .map(({ field, message }) => ({ field, message: errorKey(field, message) }));
  return { ok: false, errors: errorsByField(countErrors) };
}

function errorKey(field: BoqCountField, message: string): BoqFormError {
  return message === BOQ_MESSAGES[field].required ? `required.${field}` : `invalid.${field}`;
}

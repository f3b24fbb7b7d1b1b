import {
  DEFAULT_FLOOR_PLAN_OPTIONS,
  FLOOR_PLAN_LIMITS,
  generateHomeDrawing,
  NAKSHATRA_NAMES,
  type FloorPlan,
  type HomeDrawingField,
  type HomeDrawingInput,
  type NakshatraName,
} from '@nirmaan/calculators';
import { errorsByField, type FormEvaluation } from '../calculator-shared/formErrors.ts';

/** The form as typed: boxes and selects hold text, the four extras are tick boxes. */
export interface HomeDrawingFormValues {
  nakshatra: string;
  length: string;
  width: string;
  floors: string;
  bedrooms: string;
  bathrooms: string;
  balconies: string;
  pooja: boolean;
  study: boolean;
  guest: boolean;
  parking: boolean;
}

export type { HomeDrawingField };

export const HOME_DRAWING_FIELD_ORDER: readonly HomeDrawingField[] = ['nakshatra', 'length', 'width', 'floors', 'bedrooms', 'bathrooms', 'balconies'];

export interface HomeDrawingDetail {
  input: HomeDrawingInput;
  plan: FloorPlan;
}

/** The spec's defaults: 40 x 30 ft, 1 floor, 2 bedrooms, 2 bathrooms, 1 balcony, Pooja on; no nakshatra yet. */
export function initialHomeDrawingForm(nakshatra = ''): HomeDrawingFormValues {
  const { length, width, floors, bedrooms, bathrooms, balconies, ...extras } = DEFAULT_FLOOR_PLAN_OPTIONS;
  return {
    nakshatra,
    length: String(length),
    width: String(width),
    floors: String(floors),
    bedrooms: String(bedrooms),
    bathrooms: String(bathrooms),
    balconies: String(balconies),
    ...extras,
  };
}

const countOptions = (field: 'floors' | 'bedrooms' | 'bathrooms' | 'balconies') => {
  const { min, max } = FLOOR_PLAN_LIMITS[field];
  return Array.from({ length: max - min + 1 }, (_, index) => String(min + index)).map((value) => ({ value, label: value }));
};

/** The selects' choices (spec §9: floors 1-4, bedrooms 1-4, bathrooms 1-3, balconies 0-3); labelled from the catalogue (`<field>Label`). */
export const HOME_DRAWING_COUNTS = [
  { field: 'floors', options: countOptions('floors') },
  { field: 'bedrooms', options: countOptions('bedrooms') },
  { field: 'bathrooms', options: countOptions('bathrooms') },
  { field: 'balconies', options: countOptions('balconies') },
] as const;

/** The tick boxes, labelled from the catalogue (`extra.<key>`). */
export const HOME_DRAWING_EXTRAS = ['pooja', 'study', 'guest', 'parking'] as const;

const numberOrNaN = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/** The plan for the form, or the message of each box that needs attention. */
export function evaluateHomeDrawingForm(values: HomeDrawingFormValues): FormEvaluation<HomeDrawingField, HomeDrawingDetail> {
  const input: HomeDrawingInput = {
    nakshatra: (NAKSHATRA_NAMES as readonly string[]).includes(values.nakshatra) ? (values.nakshatra as NakshatraName) : null,
    length: numberOrNaN(values.length),
    width: numberOrNaN(values.width),
    floors: numberOrNaN(values.floors),
    bedrooms: numberOrNaN(values.bedrooms),
    bathrooms: numberOrNaN(values.bathrooms),
    balconies: numberOrNaN(values.balconies),
    pooja: values.pooja,
    study: values.study,
    guest: values.guest,
    parking: values.parking,
  };
  const outcome = generateHomeDrawing(input);
  return outcome.ok ? { ok: true, detail: { input, plan: outcome.result } } : { ok: false, errors: errorsByField(outcome.errors) };
}

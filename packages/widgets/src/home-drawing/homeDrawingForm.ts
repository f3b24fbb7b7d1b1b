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

/** The selects' choices (spec §9: floors 1-4, bedrooms 1-4, bathrooms 1-3, balconies 0-3). */
export const HOME_DRAWING_COUNTS = [
  { field: 'floors', label: 'Floors', options: countOptions('floors') },
  { field: 'bedrooms', label: 'Bedrooms per floor', options: countOptions('bedrooms') },
  { field: 'bathrooms', label: 'Bathrooms per floor', options: countOptions('bathrooms') },
  { field: 'balconies', label: 'Balconies', options: countOptions('balconies') },
] as const;

export const NAKSHATRA_SELECT_OPTIONS = [{ value: '', label: 'Select nakshatra' }, ...NAKSHATRA_NAMES.map((name) => ({ value: name, label: name }))];

export const HOME_DRAWING_EXTRAS = [
  { key: 'pooja', label: 'Pooja room' },
  { key: 'study', label: 'Study' },
  { key: 'guest', label: 'Guest room' },
  { key: 'parking', label: 'Parking' },
] as const;

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

/** '12 x 10 ft' for a room's size list, to one decimal. */
export function roomSize(room: { width: number; height: number }): string {
  const feet = (value: number) => String(Math.round(value * 10) / 10);
  return `${feet(room.width)} x ${feet(room.height)} ft`;
}

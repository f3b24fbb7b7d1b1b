import {
  calculateHouse,
  defaultHouseInput,
  HOUSE_FINISHES,
  HOUSE_FLOORING,
  HOUSE_INPUT_RANGES,
  HOUSE_MESSAGES,
  HOUSE_INTERIORS,
  HOUSE_PAINTS,
  HOUSE_SANITARY,
  HOUSE_WALL_TYPES,
  HOUSE_WOODWORK,
  type HouseFinishId,
  type HouseFlooringId,
  type HouseInput,
  type HouseInteriorId,
  type HousePaintId,
  type HouseResult,
  type HouseSanitaryId,
  type HouseWallTypeId,
  type HouseWoodworkId,
} from '@nirmaan/calculators';
import { parseNumber } from '@nirmaan/ui';
import { errorsByField, type FieldErrors, type FormEvaluation } from '../calculator-shared/formErrors.ts';

/** What the form holds: the text of each number box and the id of each choice. */
export interface HouseFormValues {
  /** Feet. */
  plotLength: string;
  /** Feet. */
  plotWidth: string;
  floors: string;
  bedrooms: string;
  toilets: string;
  kitchens: string;
  wallType: HouseWallTypeId;
  finish: HouseFinishId;
  woodwork: HouseWoodworkId;
  flooring: HouseFlooringId;
  paint: HousePaintId;
  sanitary: HouseSanitaryId;
  interior: HouseInteriorId;
}

export type HouseFormField = 'plotLength' | 'plotWidth' | 'floors' | 'bedrooms' | 'toilets' | 'kitchens';

export type HouseChoiceKey = Exclude<keyof HouseFormValues, HouseFormField>;

export type HouseFormErrors = FieldErrors<HouseFormField, HouseFormError>;

export interface HouseCalculatedDetail {
  input: HouseInput;
  result: HouseResult;
}

/** Form order, for moving focus to the first box that needs attention. */
export const HOUSE_FORM_FIELD_ORDER: readonly HouseFormField[] = ['plotLength', 'plotWidth', 'floors', 'bedrooms', 'toilets', 'kitchens'];

/** A number box (its label is field.<field>): the spec's hint range and its input bounds. */
export interface HouseFieldSpec {
  field: HouseFormField;
  hint?: string;
  min: number;
  max?: number;
  step: number | 'any';
}

const rangeOf = (field: keyof typeof HOUSE_INPUT_RANGES) => HOUSE_INPUT_RANGES[field];
const countField = (field: keyof typeof HOUSE_INPUT_RANGES): HouseFieldSpec => ({
  field,
  hint: `${rangeOf(field).min}-${rangeOf(field).max}`,
  min: rangeOf(field).min,
  max: rangeOf(field).max,
  step: 1,
});

/** The plot boxes, then the counts with the spec's hints: floors 1-10, bedrooms 1-20, toilets 1-15, kitchens 1-5. */
export const HOUSE_PLOT_FIELDS: readonly HouseFieldSpec[] = [
  { field: 'plotLength', min: 0, step: 'any' },
  { field: 'plotWidth', min: 0, step: 'any' },
  countField('floors'),
];

export const HOUSE_ROOM_FIELDS: readonly HouseFieldSpec[] = [countField('bedrooms'), countField('toilets'), countField('kitchens')];

/** The selects of the form, in form order (each one's label is choice.<key>, its options houseChoiceOptions). */
export const HOUSE_CHOICE_KEYS: readonly HouseChoiceKey[] = ['wallType', 'finish', 'woodwork', 'flooring', 'paint', 'sanitary', 'interior'];

const CHOICE_IDS: Readonly<Record<HouseChoiceKey, Readonly<Record<string, unknown>>>> = {
  wallType: HOUSE_WALL_TYPES,
  finish: HOUSE_FINISHES,
  woodwork: HOUSE_WOODWORK,
  flooring: HOUSE_FLOORING,
  paint: HOUSE_PAINTS,
  sanitary: HOUSE_SANITARY,
  interior: HOUSE_INTERIORS,
};

function textOf(value: number): string {
  return Number.isFinite(value) ? String(value) : '';
}

/** The spec defaults: blocks, standard finish, normal wood, marble, normal paint, sanitary and interior; empty plot and floors. */
export function initialHouseForm(): HouseFormValues {
  const input = defaultHouseInput();
  return {
    plotLength: textOf(input.plotLength),
    plotWidth: textOf(input.plotWidth),
    floors: textOf(input.floors),
    bedrooms: textOf(input.bedrooms),
    toilets: textOf(input.toilets),
    kitchens: textOf(input.kitchens),
    wallType: input.wallType,
    finish: input.finish,
    woodwork: input.woodwork,
    flooring: input.flooring,
    paint: input.paint,
    sanitary: input.sanitary,
    interior: input.interior,
  };
}

/** Sets a select's value, if it is one of its options. */
export function withHouseChoice(values: HouseFormValues, key: HouseChoiceKey, value: string): HouseFormValues {
  return Object.hasOwn(CHOICE_IDS[key], value) ? { ...values, [key]: value } : values;
}

/** Starting values from what a page or an element's attributes ask for; unknown choices are ignored. */
export function startingHouseForm(defaults: Partial<HouseFormValues> = {}): HouseFormValues {
  let values = initialHouseForm();
  for (const field of HOUSE_FORM_FIELD_ORDER) {
    const text = defaults[field];
    if (typeof text === 'string') values = { ...values, [field]: text };
  }
  for (const key of Object.keys(CHOICE_IDS) as HouseChoiceKey[]) {
    const choice = defaults[key];
    if (typeof choice === 'string') values = withHouseChoice(values, key, choice);
  }
  return values;
}

export function toHouseInput(values: HouseFormValues): HouseInput {
  return {
    plotLength: parseNumber(values.plotLength),
    plotWidth: parseNumber(values.plotWidth),
    floors: parseNumber(values.floors),
    bedrooms: parseNumber(values.bedrooms),
    toilets: parseNumber(values.toilets),
    kitchens: parseNumber(values.kitchens),
    wallType: values.wallType,
    finish: values.finish,
    woodwork: values.woodwork,
    flooring: values.flooring,
    paint: values.paint,
    sanitary: values.sanitary,
    interior: values.interior,
  };
}

/** What a house calculation can refuse, as keys of the catalogue (error.*): the spec's plot message or a count out of its range. */
export type HouseFormError = 'plot' | 'floors' | 'bedrooms' | 'toilets' | 'kitchens';

/** The catalogue key of a calculator error: the spec's plot message, else the count named by its box. */
function errorKey(error: { field: HouseFormField; message: string }): HouseFormError {
  if (error.message === HOUSE_MESSAGES.plot || error.field === 'plotLength' || error.field === 'plotWidth') return 'plot';
  return error.field;
}

/** Calculates the form's values: the input and result, or the key of the spec's message on each bad box. */
export function evaluateHouseForm(values: HouseFormValues): FormEvaluation<HouseFormField, HouseCalculatedDetail, HouseFormError> {
  const input = toHouseInput(values);
  const outcome = calculateHouse(input);
  if (outcome.ok) return { ok: true, detail: { input, result: outcome.result } };
  return { ok: false, errors: errorsByField(outcome.errors.map((error) => ({ field: error.field, message: errorKey(error) }))) };
}

import {
  calculateHouse,
  defaultHouseInput,
  HOUSE_FINISH_OPTIONS,
  HOUSE_FINISHES,
  HOUSE_FLOORING,
  HOUSE_FLOORING_OPTIONS,
  HOUSE_INPUT_RANGES,
  HOUSE_INTERIOR_OPTIONS,
  HOUSE_INTERIORS,
  HOUSE_PAINT_OPTIONS,
  HOUSE_PAINTS,
  HOUSE_SANITARY,
  HOUSE_SANITARY_OPTIONS,
  HOUSE_WALL_TYPE_OPTIONS,
  HOUSE_WALL_TYPES,
  HOUSE_WOODWORK,
  HOUSE_WOODWORK_OPTIONS,
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
import { formatNumber, formatRupees } from '@nirmaan/core';
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

export type HouseFormErrors = FieldErrors<HouseFormField>;

export interface HouseCalculatedDetail {
  input: HouseInput;
  result: HouseResult;
}

/** Form order, for moving focus to the first box that needs attention. */
export const HOUSE_FORM_FIELD_ORDER: readonly HouseFormField[] = ['plotLength', 'plotWidth', 'floors', 'bedrooms', 'toilets', 'kitchens'];

/** A number box: label, the spec's hint range and its input bounds. */
export interface HouseFieldSpec {
  field: HouseFormField;
  label: string;
  hint?: string;
  min: number;
  max?: number;
  step: number | 'any';
}

const rangeOf = (field: keyof typeof HOUSE_INPUT_RANGES) => HOUSE_INPUT_RANGES[field];
const countField = (field: keyof typeof HOUSE_INPUT_RANGES, label: string): HouseFieldSpec => ({
  field,
  label,
  hint: `${rangeOf(field).min}-${rangeOf(field).max}`,
  min: rangeOf(field).min,
  max: rangeOf(field).max,
  step: 1,
});

/** The plot boxes, then the counts with the spec's hints: floors 1-10, bedrooms 1-20, toilets 1-15, kitchens 1-5. */
export const HOUSE_PLOT_FIELDS: readonly HouseFieldSpec[] = [
  { field: 'plotLength', label: 'Plot length (ft)', min: 0, step: 'any' },
  { field: 'plotWidth', label: 'Plot width (ft)', min: 0, step: 'any' },
  countField('floors', 'Number of floors'),
];

export const HOUSE_ROOM_FIELDS: readonly HouseFieldSpec[] = [
  countField('bedrooms', 'Bedrooms'),
  countField('toilets', 'Toilets'),
  countField('kitchens', 'Kitchens'),
];

const percent = (fraction: number) => `+${Math.round(fraction * 100)}%`;
const withSurcharge = (option: { id: string; label: string; surcharge: number }) => ({
  value: option.id,
  label: option.surcharge > 0 ? `${option.label} (${percent(option.surcharge)})` : option.label,
});

/** A select of the form: its label and options, surcharges and rates shown in the option text. */
export interface HouseChoiceSpec {
  key: HouseChoiceKey;
  label: string;
  options: ReadonlyArray<{ value: string; label: string }>;
}

export const HOUSE_CHOICES: readonly HouseChoiceSpec[] = [
  { key: 'wallType', label: 'Wall type', options: HOUSE_WALL_TYPE_OPTIONS.map((option) => ({ value: option.id, label: option.label })) },
  {
    key: 'finish',
    label: 'Finish',
    options: HOUSE_FINISH_OPTIONS.map((option) => ({ value: option.id, label: `${option.label} (${formatRupees(option.ratePerSqft)}/sq ft)` })),
  },
  { key: 'woodwork', label: 'Doors and windows', options: HOUSE_WOODWORK_OPTIONS.map(withSurcharge) },
  { key: 'flooring', label: 'Flooring', options: HOUSE_FLOORING_OPTIONS.map(withSurcharge) },
  { key: 'paint', label: 'Paint', options: HOUSE_PAINT_OPTIONS.map(withSurcharge) },
  { key: 'sanitary', label: 'Sanitary', options: HOUSE_SANITARY_OPTIONS.map(withSurcharge) },
  { key: 'interior', label: 'Interior', options: HOUSE_INTERIOR_OPTIONS.map(withSurcharge) },
];

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

/** Calculates the form's values: the input and result, or the spec's message on each bad box. */
export function evaluateHouseForm(values: HouseFormValues): FormEvaluation<HouseFormField, HouseCalculatedDetail> {
  const input = toHouseInput(values);
  const outcome = calculateHouse(input);
  return outcome.ok ? { ok: true, detail: { input, result: outcome.result } } : { ok: false, errors: errorsByField(outcome.errors) };
}

export interface HouseMaterialRow {
  material: string;
  quantity: string;
  unit: string;
}

/** The material table: per-sq-ft quantities of the built-up area; bricks or blocks by the wall type. */
export function houseMaterialRows(result: HouseResult): HouseMaterialRow[] {
  const q = result.quantities;
  const rows: HouseMaterialRow[] = [
    { material: 'Cement', quantity: formatNumber(q.cementBags), unit: 'bags (50 kg)' },
    { material: 'Steel', quantity: formatNumber(q.steelKg), unit: 'kg' },
  ];
  if (q.clayBricks > 0) rows.push({ material: 'Clay bricks', quantity: formatNumber(q.clayBricks), unit: 'pieces' });
  if (q.blocks > 0) rows.push({ material: 'Blocks', quantity: formatNumber(q.blocks), unit: 'pieces' });
  rows.push(
    { material: 'Doors and windows', quantity: formatNumber(q.doorsAndWindows), unit: 'units' },
    { material: 'Paint', quantity: formatNumber(q.paintLitres), unit: 'litres' },
    { material: 'Sanitary fittings', quantity: formatNumber(q.sanitaryUnits), unit: 'units' },
    { material: 'Flooring', quantity: formatNumber(q.flooringAreaSqft), unit: 'sq ft' },
    { material: 'Interior work', quantity: formatNumber(q.interiorAreaSqft), unit: 'sq ft' },
  );
  return rows;
}

/** The finish label of a result's input, e.g. 'Standard'. */
export function finishLabel(finish: HouseFinishId): string {
  return HOUSE_FINISHES[finish].label;
}

import {
  calculateCost,
  COST_FLOOR_OPTIONS,
  COST_QUALITIES,
  COST_QUALITY_OPTIONS,
  defaultCostInput,
  type CostInput,
  type CostPlotPreset,
  type CostQualityId,
  type CostResult,
} from '@nirmaan/calculators';
import type { LocaleFormat } from '@nirmaan/core';
import { parseNumber } from '@nirmaan/ui';
import { errorsByField, type FieldErrors, type FormEvaluation } from '../calculator-shared/formErrors.ts';
import type { CostMessages } from './costMessages.ts';

/** What the form holds: the text of the two area boxes, the quality and the floors (1 to 4) as text. */
export interface CostFormValues {
  /** Sq ft. */
  plotSize: string;
  /** Sq ft. */
  builtUpArea: string;
  quality: CostQualityId;
  floors: string;
}

export type CostFormField = 'plotSize' | 'builtUpArea';

/** A refused box names itself: its message is error.<box> of the catalogue (Please enter the plot size). */
export type CostFormErrors = FieldErrors<CostFormField, CostFormField>;

export interface CostCalculatedDetail {
  input: CostInput;
  result: CostResult;
}

export const COST_FORM_FIELD_ORDER: readonly CostFormField[] = ['plotSize', 'builtUpArea'];

/** The quality select in the widget's language, each with its rate: 'Standard (₹1,600/sq ft)'. */
export function costQualityOptions(messages: CostMessages, format: LocaleFormat): Array<{ value: CostQualityId; label: string }> {
  return COST_QUALITY_OPTIONS.map((quality) => ({
    value: quality.id,
    label: messages.qualityOption({ quality: messages[`quality.${quality.id}`](), rate: format.rupees(quality.ratePerSqft) }),
  }));
}

/** 'G' to 'G+3'. */
export const COST_FLOORS_SELECT_OPTIONS = COST_FLOOR_OPTIONS.map((option) => ({ value: String(option.floors), label: option.label }));

/** Empty areas, Standard quality, G+1. */
export function initialCostForm(): CostFormValues {
  const input = defaultCostInput();
  return { plotSize: '', builtUpArea: '', quality: input.quality, floors: String(input.floors) };
}

function isQuality(value: unknown): value is CostQualityId {
  return typeof value === 'string' && Object.hasOwn(COST_QUALITIES, value);
}

function isFloors(value: unknown): value is string {
  return COST_FLOORS_SELECT_OPTIONS.some((option) => option.value === value);
}

/** Starting values from what a page or an element's attributes ask for; unknown choices are ignored. */
export function startingCostForm(defaults: Partial<CostFormValues> = {}): CostFormValues {
  const values = initialCostForm();
  return {
    plotSize: defaults.plotSize ?? values.plotSize,
    builtUpArea: defaults.builtUpArea ?? values.builtUpArea,
    quality: isQuality(defaults.quality) ? defaults.quality : values.quality,
    floors: isFloors(defaults.floors) ? defaults.floors : values.floors,
  };
}

/** A preset fills both areas; quality and floors stay as chosen. */
export function withPreset(values: CostFormValues, preset: CostPlotPreset): CostFormValues {
  return { ...values, plotSize: String(preset.plotSizeSqft), builtUpArea: String(preset.builtUpAreaSqft) };
}

export function toCostInput(values: CostFormValues): CostInput {
  return {
    plotSizeSqft: parseNumber(values.plotSize),
    builtUpAreaSqft: parseNumber(values.builtUpArea),
    quality: values.quality,
    floors: parseNumber(values.floors),
  };
}

const FORM_FIELD_OF = { plotSizeSqft: 'plotSize', builtUpAreaSqft: 'builtUpArea' } as const;

/**
 * Calculates the form's values. The spec's calculator does nothing until both areas are filled; this
 * one also says which box is missing (the key of its message is the box's own name).
 */
export function evaluateCostForm(values: CostFormValues): FormEvaluation<CostFormField, CostCalculatedDetail, CostFormField> {
  const input = toCostInput(values);
  const outcome = calculateCost(input);
  if (outcome.ok) return { ok: true, detail: { input, result: outcome.result } };
  const boxErrors = outcome.errors.flatMap((error) =>
    error.field === 'floors' ? [] : [{ field: FORM_FIELD_OF[error.field], message: FORM_FIELD_OF[error.field] }],
  );
  return { ok: false, errors: errorsByField(boxErrors) };
}

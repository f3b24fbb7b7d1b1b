import { ceilClean, isNonNegative, isPositive, roundTo2 } from '../shared/numbers.ts';
import {
  DEFAULT_LABOUR_WAGES,
  LABOUR_CONTINGENCY_ADVICE,
  LABOUR_LOCATIONS,
  LABOUR_WORK_TYPES,
  type LabourLocationId,
  type LabourWorkTypeId,
} from './catalogue.ts';

export interface LabourWages {
  skilled: number;
  semiSkilled: number;
  helper: number;
}

export interface LabourInput {
  workType: LabourWorkTypeId;
  location: LabourLocationId;
  /** Quantity of work in the work type's unit. */
  quantity: number;
  /** Duration in days. */
  days: number;
  /** Output of one skilled worker per day. */
  productivity: number;
  semiRatio: number;
  helperRatio: number;
  wages: LabourWages;
}

export interface LabourCrew {
  skilled: number;
  semiSkilled: number;
  helpers: number;
  headcount: number;
}

export interface LabourResult {
  crew: LabourCrew;
  days: number;
  mandays: number;
  unit: string;
  locationFactor: number;
  /** Wages of the whole crew for one day, location factor applied, in rupees. */
  dailyCost: number;
  totalCost: number;
  /** Total cost divided by quantity, rounded to 2 decimals. */
  costPerUnit: number;
  notes: string[];
}

export type LabourField = 'quantity' | 'days' | 'productivity' | 'semiRatio' | 'helperRatio' | 'wages';

export interface LabourValidationError {
  field: LabourField;
  message: string;
}

export const LABOUR_MESSAGES = {
  quantity: 'Please enter a valid quantity',
  days: 'Please enter a valid duration (days)',
  productivity: 'Please enter a valid productivity per skilled worker per day',
  ratio: 'Ratios cannot be negative',
  wages: 'Wages cannot be negative',
} as const;

/** Every problem with the input, in form order; empty when the input can be calculated. */
export function validateLabourInput(input: LabourInput): LabourValidationError[] {
  const errors: LabourValidationError[] = [];
  if (!isPositive(input.quantity)) errors.push({ field: 'quantity', message: LABOUR_MESSAGES.quantity });
  if (!isPositive(input.days)) errors.push({ field: 'days', message: LABOUR_MESSAGES.days });
  if (!isPositive(input.productivity)) errors.push({ field: 'productivity', message: LABOUR_MESSAGES.productivity });
  if (!isNonNegative(input.semiRatio)) errors.push({ field: 'semiRatio', message: LABOUR_MESSAGES.ratio });
  if (!isNonNegative(input.helperRatio)) errors.push({ field: 'helperRatio', message: LABOUR_MESSAGES.ratio });
  const { skilled, semiSkilled, helper } = input.wages;
  if (![skilled, semiSkilled, helper].every(isNonNegative)) errors.push({ field: 'wages', message: LABOUR_MESSAGES.wages });
  return errors;
}

export type LabourOutcome = { ok: true; result: LabourResult } | { ok: false; errors: LabourValidationError[] };

/**
 * The crew, time and cost for a piece of work (spec/seller-admin-toolkit.md section 9):
 * skilled = max(1, ceil(quantity / (productivity x days))); semi and helpers = ceil(skilled x ratio);
 * daily cost = sum of count x wage x location factor; total = daily x days; per unit = total / quantity.
 */
export function calculateLabour(input: LabourInput): LabourOutcome {
  const errors = validateLabourInput(input);
  if (errors.length > 0) return { ok: false, errors };

  const workType = LABOUR_WORK_TYPES[input.workType];
  const location = LABOUR_LOCATIONS[input.location];
  const skilled = Math.max(1, ceilClean(input.quantity / (input.productivity * input.days)));
  const semiSkilled = ceilClean(skilled * input.semiRatio);
  const helpers = ceilClean(skilled * input.helperRatio);
  const headcount = skilled + semiSkilled + helpers;
  const { wages } = input;
  const dailyCost = roundTo2((skilled * wages.skilled + semiSkilled * wages.semiSkilled + helpers * wages.helper) * location.factor);
  const totalCost = roundTo2(dailyCost * input.days);
  const costPerUnit = roundTo2(totalCost / input.quantity);

  return {
    ok: true,
    result: {
      crew: { skilled, semiSkilled, helpers, headcount },
      days: input.days,
      mandays: headcount * input.days,
      unit: workType.unit,
      locationFactor: location.factor,
      dailyCost,
      totalCost,
      costPerUnit,
      notes: labourNotes(input, skilled),
    },
  };
}

function labourNotes(input: LabourInput, skilled: number): string[] {
  const workType = LABOUR_WORK_TYPES[input.workType];
  const location = LABOUR_LOCATIONS[input.location];
  const capacity = skilled * input.productivity * input.days;
  return [
    `${skilled} skilled ${skilled === 1 ? 'worker' : 'workers'} at ${input.productivity} ${workType.unit}/day can finish ${formatQuantity(capacity)} ${workType.unit} in ${input.days} ${input.days === 1 ? 'day' : 'days'}.`,
    `Wages include the ${location.label.toLowerCase()} location factor of ${location.factor.toFixed(1)}.`,
    LABOUR_CONTINGENCY_ADVICE,
  ];
}

function formatQuantity(value: number): string {
  return value.toLocaleString('en-IN', { maximumFractionDigits: 1 });
}

/** The form's starting values for a work type: its default productivity and ratios, default wages. */
export function defaultLabourInput(workType: LabourWorkTypeId, location: LabourLocationId): LabourInput {
  const type = LABOUR_WORK_TYPES[workType];
  return {
    workType,
    location,
    quantity: Number.NaN,
    days: Number.NaN,
    productivity: type.productivityPerSkilledPerDay,
    semiRatio: type.semiPerSkilled,
    helperRatio: type.helperPerSkilled,
    wages: { ...DEFAULT_LABOUR_WAGES },
  };
}

import { isPositive } from '../shared/numbers.ts';
import {
  COST_ADDITIONAL_ITEMS,
  COST_CONTINGENCY_RATE,
  COST_FLOOR_OPTIONS,
  COST_QUALITIES,
  COST_SUPERVISION_RATE,
  DEFAULT_COST_FLOORS,
  DEFAULT_COST_QUALITY,
  type CostAdditionalItem,
  type CostQualityId,
} from './catalogue.ts';

export interface CostInput {
  /** Sq ft; only needs to be filled in, it takes no part in the sums. */
  plotSizeSqft: number;
  builtUpAreaSqft: number;
  quality: CostQualityId;
  /** 1 to 4 (G to G+3); shown with the result, it takes no part in the sums. */
  floors: number;
}

/** Every amount in whole rupees. */
export interface CostResult {
  builtUpAreaSqft: number;
  floors: number;
  /** 'G' to 'G+3'. */
  floorsLabel: string;
  ratePerSqft: number;
  /** Built-up area x rate. */
  basicCost: number;
  /** 5% of the basic cost. */
  supervisionCost: number;
  /** 10% of the basic cost. */
  contingencyCost: number;
  /** Basic cost + supervision + contingency. */
  constructionCost: number;
  additionalCosts: readonly CostAdditionalItem[];
  additionalCostsTotal: number;
  /** Construction cost + additional costs. */
  grandTotal: number;
}

export type CostField = 'plotSizeSqft' | 'builtUpAreaSqft' | 'floors';

export interface CostValidationError {
  field: CostField;
  message: string;
}

/** The spec's calculator silently does nothing without both areas; these say why. */
export const COST_MESSAGES = {
  plotSize: 'Please enter the plot size',
  builtUpArea: 'Please enter a valid built-up area',
  floors: 'Floors must be from G to G+3',
} as const;

export type CostOutcome = { ok: true; result: CostResult } | { ok: false; errors: CostValidationError[] };

/** Every problem with the input, in form order; empty when the input can be calculated. */
export function validateCostInput(input: CostInput): CostValidationError[] {
  const errors: CostValidationError[] = [];
  if (!isPositive(input.plotSizeSqft)) errors.push({ field: 'plotSizeSqft', message: COST_MESSAGES.plotSize });
  if (!isPositive(input.builtUpAreaSqft)) errors.push({ field: 'builtUpAreaSqft', message: COST_MESSAGES.builtUpArea });
  if (floorsLabel(input.floors) === undefined) errors.push({ field: 'floors', message: COST_MESSAGES.floors });
  return errors;
}

/** 'G', 'G+1', 'G+2' or 'G+3' for 1 to 4 floors; undefined otherwise. */
export function floorsLabel(floors: number): string | undefined {
  return COST_FLOOR_OPTIONS.find((option) => option.floors === floors)?.label;
}

/**
 * The guide's estimate (spec/seller-admin-toolkit.md section 9): basic = built-up area x rate
 * (Basic 1300, Standard 1600, Premium 2000, Luxury 2500); supervision 5% and contingency 10% of the
 * basic cost; grand total = basic + supervision + contingency + the four fixed additional costs.
 * Only the built-up area is used.
 */
export function calculateCost(input: CostInput): CostOutcome {
  const errors = validateCostInput(input);
  if (errors.length > 0) return { ok: false, errors };

  const ratePerSqft = COST_QUALITIES[input.quality].ratePerSqft;
  const basicCost = Math.round(input.builtUpAreaSqft * ratePerSqft);
  const supervisionCost = Math.round(basicCost * COST_SUPERVISION_RATE);
  const contingencyCost = Math.round(basicCost * COST_CONTINGENCY_RATE);
  const constructionCost = basicCost + supervisionCost + contingencyCost;
  const additionalCostsTotal = COST_ADDITIONAL_ITEMS.reduce((sum, item) => sum + item.amount, 0);

  return {
    ok: true,
    result: {
      builtUpAreaSqft: input.builtUpAreaSqft,
      floors: input.floors,
      floorsLabel: floorsLabel(input.floors) ?? '',
      ratePerSqft,
      basicCost,
      supervisionCost,
      contingencyCost,
      constructionCost,
      additionalCosts: COST_ADDITIONAL_ITEMS,
      additionalCostsTotal,
      grandTotal: constructionCost + additionalCostsTotal,
    },
  };
}

/** The form's starting values: empty areas, Standard quality, G+1. */
export function defaultCostInput(): CostInput {
  return { plotSizeSqft: Number.NaN, builtUpAreaSqft: Number.NaN, quality: DEFAULT_COST_QUALITY, floors: DEFAULT_COST_FLOORS };
}

/**
 * Labour Force Calculator constants, exactly as spec/seller-admin-toolkit.md section 9 lists them.
 */

export interface LabourWorkType {
  readonly id: LabourWorkTypeId;
  readonly label: string;
  /** The unit the quantity of work is measured in. */
  readonly unit: 'sqft' | 'cft' | 'rft';
  /** Default output of one skilled worker in one day, in `unit`. */
  readonly productivityPerSkilledPerDay: number;
  /** Semi-skilled workers per skilled worker. */
  readonly semiPerSkilled: number;
  /** Helpers per skilled worker. */
  readonly helperPerSkilled: number;
}

export const LABOUR_WORK_TYPE_IDS = ['masonry', 'concreting', 'plastering', 'painting', 'tiling', 'carpentry', 'electrical', 'plumbing', 'custom'] as const;

export type LabourWorkTypeId = (typeof LABOUR_WORK_TYPE_IDS)[number];

export const LABOUR_WORK_TYPES: Readonly<Record<LabourWorkTypeId, LabourWorkType>> = {
  masonry: { id: 'masonry', label: 'Masonry (brick / block work)', unit: 'sqft', productivityPerSkilledPerDay: 120, semiPerSkilled: 1, helperPerSkilled: 1 },
  concreting: { id: 'concreting', label: 'Concreting', unit: 'cft', productivityPerSkilledPerDay: 200, semiPerSkilled: 1, helperPerSkilled: 2 },
  plastering: { id: 'plastering', label: 'Plastering', unit: 'sqft', productivityPerSkilledPerDay: 300, semiPerSkilled: 1, helperPerSkilled: 1 },
  painting: { id: 'painting', label: 'Painting', unit: 'sqft', productivityPerSkilledPerDay: 500, semiPerSkilled: 0.5, helperPerSkilled: 0.5 },
  tiling: { id: 'tiling', label: 'Tiling / flooring', unit: 'sqft', productivityPerSkilledPerDay: 120, semiPerSkilled: 0.5, helperPerSkilled: 0.5 },
  carpentry: { id: 'carpentry', label: 'Carpentry / shuttering', unit: 'sqft', productivityPerSkilledPerDay: 150, semiPerSkilled: 0.5, helperPerSkilled: 1 },
  electrical: { id: 'electrical', label: 'Electrical wiring', unit: 'rft', productivityPerSkilledPerDay: 250, semiPerSkilled: 0.5, helperPerSkilled: 0.5 },
  plumbing: { id: 'plumbing', label: 'Plumbing', unit: 'rft', productivityPerSkilledPerDay: 200, semiPerSkilled: 0.5, helperPerSkilled: 0.5 },
  custom: { id: 'custom', label: 'Custom work', unit: 'sqft', productivityPerSkilledPerDay: 200, semiPerSkilled: 1, helperPerSkilled: 1 },
};

export const LABOUR_LOCATION_IDS = ['metro', 'tier1', 'tier2', 'rural'] as const;

export type LabourLocationId = (typeof LABOUR_LOCATION_IDS)[number];

export interface LabourLocation {
  readonly id: LabourLocationId;
  readonly label: string;
  /** Multiplies every daily wage. */
  readonly factor: number;
}

export const LABOUR_LOCATIONS: Readonly<Record<LabourLocationId, LabourLocation>> = {
  metro: { id: 'metro', label: 'Metro city', factor: 1.2 },
  tier1: { id: 'tier1', label: 'Tier 1 city', factor: 1.1 },
  tier2: { id: 'tier2', label: 'Tier 2 city', factor: 1.0 },
  rural: { id: 'rural', label: 'Rural', factor: 0.9 },
};

export const DEFAULT_LABOUR_WORK_TYPE: LabourWorkTypeId = 'masonry';
export const DEFAULT_LABOUR_LOCATION: LabourLocationId = 'tier2';

/** Default daily wages in INR. */
export const DEFAULT_LABOUR_WAGES = { skilled: 900, semiSkilled: 700, helper: 500 } as const;

/** Input minimums of the form (spec section 5). */
export const LABOUR_INPUT_MINIMUMS = {
  quantity: 0,
  days: 1,
  productivity: 1,
  ratio: 0,
  wage: 0,
} as const;

export const LABOUR_RATIO_STEP = 0.1;

export const LABOUR_CONTINGENCY_ADVICE = 'Add 10-15% contingency for wastage, weather, idle time and rework.';

/**
 * Cost calculator (knowledge guide) constants, exactly as spec/seller-admin-toolkit.md section 9 lists them.
 * Areas are in square feet, money in rupees.
 */

export const COST_QUALITY_IDS = ['basic', 'standard', 'premium', 'luxury'] as const;

export type CostQualityId = (typeof COST_QUALITY_IDS)[number];

export interface CostQuality {
  readonly id: CostQualityId;
  readonly label: string;
  /** Construction rate per sq ft of built-up area, in rupees. */
  readonly ratePerSqft: number;
}

export const COST_QUALITIES: Readonly<Record<CostQualityId, CostQuality>> = {
  basic: { id: 'basic', label: 'Basic', ratePerSqft: 1300 },
  standard: { id: 'standard', label: 'Standard', ratePerSqft: 1600 },
  premium: { id: 'premium', label: 'Premium', ratePerSqft: 2000 },
  luxury: { id: 'luxury', label: 'Luxury', ratePerSqft: 2500 },
};

export const COST_QUALITY_OPTIONS: readonly CostQuality[] = COST_QUALITY_IDS.map((id) => COST_QUALITIES[id]);

/** Supervision: 5% of the basic cost. */
export const COST_SUPERVISION_RATE = 0.05;
/** Contingency: 10% of the basic cost (the spec names no base; the same base as supervision is used). */
export const COST_CONTINGENCY_RATE = 0.1;

export const COST_ADDITIONAL_ITEM_IDS = ['planApproval', 'soilTesting', 'compoundWall', 'borewellAndTank'] as const;

export type CostAdditionalItemId = (typeof COST_ADDITIONAL_ITEM_IDS)[number];

export interface CostAdditionalItem {
  readonly id: CostAdditionalItemId;
  readonly label: string;
  /** Fixed amount in rupees, whatever the size of the house. */
  readonly amount: number;
}

export const COST_ADDITIONAL_ITEMS: readonly CostAdditionalItem[] = [
  { id: 'planApproval', label: 'Plan approval', amount: 50_000 },
  { id: 'soilTesting', label: 'Soil testing', amount: 15_000 },
  { id: 'compoundWall', label: 'Compound wall', amount: 80_000 },
  { id: 'borewellAndTank', label: 'Borewell and overhead tank', amount: 120_000 },
];

export interface CostFloorOption {
  /** Number of floors, ground included. */
  readonly floors: number;
  readonly label: string;
}

/** Floors 1 to 4, shown as G to G+3. */
export const COST_FLOOR_OPTIONS: readonly CostFloorOption[] = [
  { floors: 1, label: 'G' },
  { floors: 2, label: 'G+1' },
  { floors: 3, label: 'G+2' },
  { floors: 4, label: 'G+3' },
];

export interface CostPlotPreset {
  readonly label: string;
  readonly plotSizeSqft: number;
  readonly builtUpAreaSqft: number;
}

/** Preset plot sizes with their plot and built-up areas in sq ft. */
export const COST_PLOT_PRESETS: readonly CostPlotPreset[] = [
  { label: '20x30', plotSizeSqft: 600, builtUpAreaSqft: 1080 },
  { label: '30x40', plotSizeSqft: 1200, builtUpAreaSqft: 2160 },
  { label: '40x60', plotSizeSqft: 2400, builtUpAreaSqft: 4320 },
  { label: '50x80', plotSizeSqft: 4000, builtUpAreaSqft: 7200 },
];

export const DEFAULT_COST_QUALITY: CostQualityId = 'standard';
/**
 * The spec names no default; G+1 is chosen because the presets' built-up areas (1.8 x the plot) are
 * two floors at 90% coverage.
 */
export const DEFAULT_COST_FLOORS = 2;

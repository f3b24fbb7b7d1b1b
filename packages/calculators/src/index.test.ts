import { describe, expect, it } from 'vitest';
import * as calculators from './index.ts';

describe('@nirmaan/calculators entry point', () => {
  it('exports every calculator with its validation and defaults', () => {
    const names = [
      'calculateLabour',
      'calculateMaterial',
      'validateMaterialInput',
      'defaultMaterialInput',
      'calculateHouse',
      'validateHouseInput',
      'defaultHouseInput',
      'HOUSE_INPUT_RANGES',
      'calculateBoq',
      'validateBoqRequest',
      'parseBoqRequest',
      'DEFAULT_BOQ_REQUEST',
      'BOQ_OPTIONS',
      'calculateCost',
      'validateCostInput',
      'defaultCostInput',
      'COST_PLOT_PRESETS',
      'generateHomeDrawing',
      'validateHomeDrawingInput',
      'defaultHomeDrawingInput',
      'NAKSHATRAS',
      'fitPlanToCanvas',
    ];
    expect(names.filter((name) => !(name in calculators))).toEqual([]);
  });
});

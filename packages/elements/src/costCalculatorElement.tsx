import { CostCalculator, type CostFormValues } from '@nirmaan/widgets';
import type { ElementDefinitionOf } from './elementTypes.ts';

export const COST_CALCULATOR_TAG = 'nirmaan-cost-calculator';

/** <nirmaan-cost-calculator>: its attributes and events are described in registry.ts. */
export const costCalculatorDefinition = {
  tagName: COST_CALCULATOR_TAG,
  attributes: { quality: 'string', floors: 'number' },
  events: { onCalculated: 'nirmaan-calculated' },
  render: ({ quality, floors, onCalculated }) => {
    const defaults: Partial<CostFormValues> = {};
    if (quality) defaults.quality = quality as CostFormValues['quality'];
    if (floors !== undefined && Number.isFinite(floors)) defaults.floors = String(floors);
    return <CostCalculator key={`${quality}-${floors}`} defaultValues={defaults} onCalculated={onCalculated} />;
  },
} satisfies ElementDefinitionOf<typeof COST_CALCULATOR_TAG>;

export default costCalculatorDefinition;

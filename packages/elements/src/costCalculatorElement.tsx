import { CostCalculator, type CostCalculatedDetail, type CostFormValues } from '@nirmaan/widgets';
import { defineElement, type ElementDefinition } from './defineElement.tsx';

export const COST_CALCULATOR_TAG = 'nirmaan-cost-calculator';

/** Attributes of <nirmaan-cost-calculator>: `quality` (basic, standard, premium, luxury) and `floors` (1 to 4, G to G+3) preselect the form. */
export const COST_CALCULATOR_ATTRIBUTES = { quality: 'string', floors: 'number' } as const;

export const COST_CALCULATOR_EVENTS = { onCalculated: 'nirmaan:calculated' } as const;

export interface CostCalculatorEventMap {
  'nirmaan:calculated': CustomEvent<CostCalculatedDetail>;
}

export const costCalculatorDefinition = {
  tagName: COST_CALCULATOR_TAG,
  attributes: COST_CALCULATOR_ATTRIBUTES,
  events: COST_CALCULATOR_EVENTS,
  render: ({ quality, floors, onCalculated }) => {
    const defaults: Partial<CostFormValues> = {};
    if (quality) defaults.quality = quality as CostFormValues['quality'];
    if (floors !== undefined && Number.isFinite(floors)) defaults.floors = String(floors);
    return <CostCalculator key={`${quality}-${floors}`} defaultValues={defaults} onCalculated={onCalculated} />;
  },
} satisfies ElementDefinition<typeof COST_CALCULATOR_ATTRIBUTES, typeof COST_CALCULATOR_EVENTS>;

export function defineCostCalculator(): CustomElementConstructor {
  return defineElement(costCalculatorDefinition);
}

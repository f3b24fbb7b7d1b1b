import { BoqCalculator } from '@nirmaan/widgets';
import type { ElementDefinitionOf } from './elementTypes.ts';

export const BOQ_CALCULATOR_TAG = 'nirmaan-boq-calculator';

/** <nirmaan-boq-calculator>: its events are described in registry.ts. */
export const boqCalculatorDefinition = {
  tagName: BOQ_CALCULATOR_TAG,
  attributes: {},
  events: { onCalculated: 'nirmaan:calculated' },
  render: ({ onCalculated }) => <BoqCalculator onCalculated={onCalculated} />,
} satisfies ElementDefinitionOf<typeof BOQ_CALCULATOR_TAG>;

export default boqCalculatorDefinition;

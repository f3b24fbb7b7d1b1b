import { HouseCalculator, type HouseFormValues } from '@nirmaan/widgets';
import type { ElementDefinitionOf } from './elementTypes.ts';

export const HOUSE_CALCULATOR_TAG = 'nirmaan-house-calculator';

/** <nirmaan-house-calculator>: its attributes and events are described in registry.ts. */
export const houseCalculatorDefinition = {
  tagName: HOUSE_CALCULATOR_TAG,
  attributes: { finish: 'string', wallType: 'string', partnerId: 'string' },
  // partnerId: provided by the element's root (ElementRoot.tsx) to the quote and price requests of its results.
  events: { onCalculated: 'nirmaan-calculated' },
  render: ({ finish, wallType, onCalculated }) => {
    const defaults: Partial<HouseFormValues> = {};
    if (finish) defaults.finish = finish as HouseFormValues['finish'];
    if (wallType) defaults.wallType = wallType as HouseFormValues['wallType'];
    return <HouseCalculator key={`${finish}-${wallType}`} defaultValues={defaults} onCalculated={onCalculated} />;
  },
} satisfies ElementDefinitionOf<typeof HOUSE_CALCULATOR_TAG>;

export default houseCalculatorDefinition;

import { HouseCalculator, type HouseCalculatedDetail, type HouseFormValues } from '@nirmaan/widgets';
import { defineElement, type ElementDefinition } from './defineElement.tsx';

export const HOUSE_CALCULATOR_TAG = 'nirmaan-house-calculator';

/** Attributes of <nirmaan-house-calculator>: `finish` (basic, standard, premium, luxury) and `wall-type` (bricks, blocks, concrete) preselect the form. */
export const HOUSE_CALCULATOR_ATTRIBUTES = { finish: 'string', wallType: 'string' } as const;

export const HOUSE_CALCULATOR_EVENTS = { onCalculated: 'nirmaan:calculated' } as const;

export interface HouseCalculatorEventMap {
  'nirmaan:calculated': CustomEvent<HouseCalculatedDetail>;
}

export const houseCalculatorDefinition = {
  tagName: HOUSE_CALCULATOR_TAG,
  attributes: HOUSE_CALCULATOR_ATTRIBUTES,
  events: HOUSE_CALCULATOR_EVENTS,
  render: ({ finish, wallType, onCalculated }) => {
    const defaults: Partial<HouseFormValues> = {};
    if (finish) defaults.finish = finish as HouseFormValues['finish'];
    if (wallType) defaults.wallType = wallType as HouseFormValues['wallType'];
    return <HouseCalculator key={`${finish}-${wallType}`} defaultValues={defaults} onCalculated={onCalculated} />;
  },
} satisfies ElementDefinition<typeof HOUSE_CALCULATOR_ATTRIBUTES, typeof HOUSE_CALCULATOR_EVENTS>;

export function defineHouseCalculator(): CustomElementConstructor {
  return defineElement(houseCalculatorDefinition);
}

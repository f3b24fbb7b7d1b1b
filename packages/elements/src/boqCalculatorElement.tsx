import { BoqCalculator, type BoqCalculatedDetail } from '@nirmaan/widgets';
import { defineElement, type ElementDefinition } from './defineElement.tsx';

export const BOQ_CALCULATOR_TAG = 'nirmaan-boq-calculator';

/** <nirmaan-boq-calculator>: the BOQ form and results; a signed-in buyer can save the BOQ. */
export const BOQ_CALCULATOR_ATTRIBUTES = {} as const;

export const BOQ_CALCULATOR_EVENTS = { onCalculated: 'nirmaan:calculated' } as const;

export interface BoqCalculatorEventMap {
  'nirmaan:calculated': CustomEvent<BoqCalculatedDetail>;
}

export const boqCalculatorDefinition = {
  tagName: BOQ_CALCULATOR_TAG,
  attributes: BOQ_CALCULATOR_ATTRIBUTES,
  events: BOQ_CALCULATOR_EVENTS,
  render: ({ onCalculated }) => <BoqCalculator onCalculated={onCalculated} />,
} satisfies ElementDefinition<typeof BOQ_CALCULATOR_ATTRIBUTES, typeof BOQ_CALCULATOR_EVENTS>;

export function defineBoqCalculator(): CustomElementConstructor {
  return defineElement(boqCalculatorDefinition);
}

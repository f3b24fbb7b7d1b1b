import { LabourCalculator, type LabourCalculatedDetail, type LabourFormValues } from '@nirmaan/widgets';
import { defineElement, type ElementDefinition } from './defineElement.tsx';

export const LABOUR_CALCULATOR_TAG = 'nirmaan-labour-calculator';

/** Attributes of <nirmaan-labour-calculator>: `work-type` and `location` preselect the form. */
export const LABOUR_CALCULATOR_ATTRIBUTES = { workType: 'string', location: 'string' } as const;

export const LABOUR_CALCULATOR_EVENTS = { onCalculated: 'nirmaan:calculated' } as const;

export interface LabourCalculatorEventMap {
  'nirmaan:calculated': CustomEvent<LabourCalculatedDetail>;
}

export const labourCalculatorDefinition = {
  tagName: LABOUR_CALCULATOR_TAG,
  attributes: LABOUR_CALCULATOR_ATTRIBUTES,
  events: LABOUR_CALCULATOR_EVENTS,
  render: ({ workType, location, onCalculated }) => {
    const defaults: Partial<LabourFormValues> = {};
    if (workType) defaults.workType = workType as LabourFormValues['workType'];
    if (location) defaults.location = location as LabourFormValues['location'];
    return <LabourCalculator key={`${workType}-${location}`} defaultValues={defaults} onCalculated={onCalculated} />;
  },
} satisfies ElementDefinition<typeof LABOUR_CALCULATOR_ATTRIBUTES, typeof LABOUR_CALCULATOR_EVENTS>;

export function defineLabourCalculator(): CustomElementConstructor {
  return defineElement(labourCalculatorDefinition);
}

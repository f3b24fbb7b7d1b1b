import { LabourCalculator, type LabourFormValues } from '@nirmaan/widgets';
import type { ElementDefinitionOf } from './elementTypes.ts';

export const LABOUR_CALCULATOR_TAG = 'nirmaan-labour-calculator';

/** <nirmaan-labour-calculator>: its attributes and events are described in registry.ts. */
export const labourCalculatorDefinition = {
  tagName: LABOUR_CALCULATOR_TAG,
  attributes: { workType: 'string', location: 'string' },
  events: { onCalculated: 'nirmaan-calculated' },
  render: ({ workType, location, onCalculated }) => {
    const defaults: Partial<LabourFormValues> = {};
    if (workType) defaults.workType = workType as LabourFormValues['workType'];
    if (location) defaults.location = location as LabourFormValues['location'];
    return <LabourCalculator key={`${workType}-${location}`} defaultValues={defaults} onCalculated={onCalculated} />;
  },
} satisfies ElementDefinitionOf<typeof LABOUR_CALCULATOR_TAG>;

export default labourCalculatorDefinition;

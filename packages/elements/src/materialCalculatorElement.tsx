import { MaterialCalculator, type MaterialFormValues } from '@nirmaan/widgets';
import type { ElementDefinitionOf } from './elementTypes.ts';

export const MATERIAL_CALCULATOR_TAG = 'nirmaan-material-calculator';

/** Which value `grade` sets for each calculation type. */
const GRADE_KEY = { concrete: 'concreteGrade', brickwork: 'brickClass', steel: 'steelGrade', plaster: 'cementType' } as const;

function defaultsFrom(calculationType: string | undefined, grade: string | undefined): Partial<MaterialFormValues> {
  const defaults: Partial<MaterialFormValues> = {};
  if (calculationType) defaults.type = calculationType as MaterialFormValues['type'];
  const key = GRADE_KEY[(calculationType ?? 'concrete') as keyof typeof GRADE_KEY];
  if (grade && key) Object.assign(defaults, { [key]: grade });
  return defaults;
}

/** <nirmaan-material-calculator>: its attributes and events are described in registry.ts. */
export const materialCalculatorDefinition = {
  tagName: MATERIAL_CALCULATOR_TAG,
  attributes: { calculationType: 'string', grade: 'string', partnerId: 'string' },
  // partnerId: provided by the element's root (ElementRoot.tsx) to the quote and price requests of its results.
  events: { onCalculated: 'nirmaan-calculated' },
  render: ({ calculationType, grade, onCalculated }) => (
    <MaterialCalculator key={`${calculationType}-${grade}`} defaultValues={defaultsFrom(calculationType, grade)} onCalculated={onCalculated} />
  ),
} satisfies ElementDefinitionOf<typeof MATERIAL_CALCULATOR_TAG>;

export default materialCalculatorDefinition;

import { MaterialCalculator, type MaterialCalculatedDetail, type MaterialFormValues } from '@nirmaan/widgets';
import { defineElement, type ElementDefinition } from './defineElement.tsx';

export const MATERIAL_CALCULATOR_TAG = 'nirmaan-material-calculator';

/**
 * Attributes of <nirmaan-material-calculator>: `calculation-type` (concrete, brickwork, steel,
 * plaster, paint) preselects the tab; `grade` preselects that type's grade, brick class or cement type.
 */
export const MATERIAL_CALCULATOR_ATTRIBUTES = { calculationType: 'string', grade: 'string' } as const;

export const MATERIAL_CALCULATOR_EVENTS = { onCalculated: 'nirmaan:calculated' } as const;

export interface MaterialCalculatorEventMap {
  'nirmaan:calculated': CustomEvent<MaterialCalculatedDetail>;
}

/** Which value `grade` sets for each calculation type. */
const GRADE_KEY = { concrete: 'concreteGrade', brickwork: 'brickClass', steel: 'steelGrade', plaster: 'cementType' } as const;

function defaultsFrom(calculationType: string | undefined, grade: string | undefined): Partial<MaterialFormValues> {
  const defaults: Partial<MaterialFormValues> = {};
  if (calculationType) defaults.type = calculationType as MaterialFormValues['type'];
  const key = GRADE_KEY[(calculationType ?? 'concrete') as keyof typeof GRADE_KEY];
  if (grade && key) Object.assign(defaults, { [key]: grade });
  return defaults;
}

export const materialCalculatorDefinition = {
  tagName: MATERIAL_CALCULATOR_TAG,
  attributes: MATERIAL_CALCULATOR_ATTRIBUTES,
  events: MATERIAL_CALCULATOR_EVENTS,
  render: ({ calculationType, grade, onCalculated }) => (
    <MaterialCalculator key={`${calculationType}-${grade}`} defaultValues={defaultsFrom(calculationType, grade)} onCalculated={onCalculated} />
  ),
} satisfies ElementDefinition<typeof MATERIAL_CALCULATOR_ATTRIBUTES, typeof MATERIAL_CALCULATOR_EVENTS>;

export function defineMaterialCalculator(): CustomElementConstructor {
  return defineElement(materialCalculatorDefinition);
}

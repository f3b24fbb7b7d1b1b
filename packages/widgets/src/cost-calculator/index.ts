export { CostCalculator, type CostCalculatorProps } from './CostCalculator.tsx';
export { ConstructionCostGuide, type ConstructionCostGuideProps } from './ConstructionCostGuide.tsx';
export type { CostCalculatedDetail, CostFormValues } from './costForm.ts';

export { LabourCalculator, type LabourCalculatedDetail, type LabourCalculatorProps } from './LabourCalculator.tsx';
export type { LabourFormValues } from './labourForm.ts';

export { MaterialCalculator, type MaterialCalculatorProps } from './MaterialCalculator.tsx';
export { MaterialCalculatorDialog, type MaterialCalculatorDialogProps } from './MaterialCalculatorDialog.tsx';
export type { MaterialCalculatedDetail, MaterialFormValues } from './materialForm.ts';

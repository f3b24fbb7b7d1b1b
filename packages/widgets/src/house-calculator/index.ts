export { HouseCalculator, type HouseCalculatorProps } from './HouseCalculator.tsx';
export type { HouseCalculatedDetail, HouseFormValues } from './houseForm.ts';

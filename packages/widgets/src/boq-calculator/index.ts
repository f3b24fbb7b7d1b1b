export { BoqArticle } from './BoqArticle.tsx';
export { BoqCalculator, type BoqCalculatorProps } from './BoqCalculator.tsx';
export { BOQ_UI_MESSAGES } from './boqApi.ts';
export type { BoqCalculatedDetail } from './boqForm.ts';
export { SavedBoqs } from './SavedBoqs.tsx';

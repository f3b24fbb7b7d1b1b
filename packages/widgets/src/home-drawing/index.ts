export { HomeDrawingGenerator, type HomeDrawingGeneratorProps } from './HomeDrawingGenerator.tsx';
export type { HomeDrawingDetail } from './homeDrawingForm.ts';

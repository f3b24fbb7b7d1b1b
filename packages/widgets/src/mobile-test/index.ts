export { MobileTest, type MobileTestProps } from './MobileTest.tsx';
export { describeViewport, readViewport, type ViewportReading, type ViewportReport } from './viewport.ts';

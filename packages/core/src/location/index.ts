export { currentPosition, saveLocation, type SaveLocationOutcome } from './saveLocation.ts';

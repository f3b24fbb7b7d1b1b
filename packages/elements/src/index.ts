export { createElementClass, defineElement, type AttributeSpec, type ElementDefinition, type EventSpec } from './defineElement.tsx';
export {
  defineLabourCalculator,
  LABOUR_CALCULATOR_ATTRIBUTES,
  LABOUR_CALCULATOR_EVENTS,
  LABOUR_CALCULATOR_TAG,
  labourCalculatorDefinition,
  type LabourCalculatorEventMap,
} from './labourCalculatorElement.tsx';

import type { LabourCalculatorEventMap } from './labourCalculatorElement.tsx';

/** Every `nirmaan:*` event an element fires, by name, for typed addEventListener calls. */
export type NirmaanEventMap = LabourCalculatorEventMap;

/** Defines every Nirmaan custom element. */
export { defineLabourCalculator as defineAllElements } from './labourCalculatorElement.tsx';

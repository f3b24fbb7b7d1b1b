export { createElementClass, defineElement, type AttributeSpec, type ElementDefinition, type EventSpec } from './defineElement.tsx';
export {
  defineLabourCalculator,
  LABOUR_CALCULATOR_ATTRIBUTES,
  LABOUR_CALCULATOR_EVENTS,
  LABOUR_CALCULATOR_TAG,
  labourCalculatorDefinition,
  type LabourCalculatorEventMap,
} from './labourCalculatorElement.tsx';

export { defineSignIn, SIGN_IN_ATTRIBUTES, SIGN_IN_EVENTS, SIGN_IN_TAG, signInDefinition, type SignedInDetail, type SignInEventMap } from './signInElement.tsx';

import { defineLabourCalculator, type LabourCalculatorEventMap } from './labourCalculatorElement.tsx';
import { defineSignIn, type SignInEventMap } from './signInElement.tsx';

/** Every `nirmaan:*` event an element fires, by name, for typed addEventListener calls. */
export type NirmaanEventMap = LabourCalculatorEventMap & SignInEventMap;

/** Defines every Nirmaan custom element. */
export function defineAllElements(): void {
  defineLabourCalculator();
  defineSignIn();
}

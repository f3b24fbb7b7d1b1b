import type { PincodeCheck as PincodeCheckResult } from '@nirmaan/core';
import { PincodeCheck } from '@nirmaan/widgets';
import { defineElement, type ElementDefinition } from './defineElement.tsx';

export const PINCODE_CHECK_TAG = 'nirmaan-pincode-check';

/** <nirmaan-pincode-check>: fires `nirmaan:pincode-checked` with the serviceability answer. */
export const PINCODE_CHECK_ATTRIBUTES = {} as const;
export const PINCODE_CHECK_EVENTS = { onChecked: 'nirmaan:pincode-checked' } as const;

export interface PincodeCheckEventMap {
  'nirmaan:pincode-checked': CustomEvent<PincodeCheckResult>;
}

export const pincodeCheckDefinition = {
  tagName: PINCODE_CHECK_TAG,
  attributes: PINCODE_CHECK_ATTRIBUTES,
  events: PINCODE_CHECK_EVENTS,
  render: ({ onChecked }) => <PincodeCheck onChecked={(check) => onChecked(check)} />,
} satisfies ElementDefinition<typeof PINCODE_CHECK_ATTRIBUTES, typeof PINCODE_CHECK_EVENTS>;

export function definePincodeCheck(): CustomElementConstructor {
  return defineElement(pincodeCheckDefinition);
}

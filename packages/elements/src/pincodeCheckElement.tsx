import { PincodeCheck } from '@nirmaan/widgets';
import type { ElementDefinitionOf } from './elementTypes.ts';

export const PINCODE_CHECK_TAG = 'nirmaan-pincode-check';

/** <nirmaan-pincode-check>: its events are described in registry.ts. */
export const pincodeCheckDefinition = {
  tagName: PINCODE_CHECK_TAG,
  attributes: {},
  events: { onChecked: 'nirmaan:pincode-checked' },
  render: ({ onChecked }) => <PincodeCheck onChecked={(check) => onChecked(check)} />,
} satisfies ElementDefinitionOf<typeof PINCODE_CHECK_TAG>;

export default pincodeCheckDefinition;

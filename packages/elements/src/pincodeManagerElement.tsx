import { PincodeManager } from '@nirmaan/widgets';
import type { ElementDefinitionOf } from './elementTypes.ts';

export const PINCODE_MANAGER_TAG = 'nirmaan-pincode-manager';

/** <nirmaan-pincode-manager>: its attributes are described in registry.ts. */
export const pincodeManagerDefinition = {
  tagName: PINCODE_MANAGER_TAG,
  attributes: { city: 'string' },
  events: {},
  render: ({ city }) => <PincodeManager key={city ?? ''} initialCity={city ?? ''} />,
} satisfies ElementDefinitionOf<typeof PINCODE_MANAGER_TAG>;

export default pincodeManagerDefinition;

import { PincodeManager } from '@nirmaan/widgets';
import { defineElement, type ElementDefinition } from './defineElement.tsx';

export const PINCODE_MANAGER_TAG = 'nirmaan-pincode-manager';

/**
 * <nirmaan-pincode-manager city="Chennai">: the signed-in admin's pincode management (search, city
 * filter, 10 a page, add/edit, status badge, delete, seed), first filtered by `city` when given;
 * anyone else is asked to sign in as an admin.
 */
export const PINCODE_MANAGER_ATTRIBUTES = { city: 'string' } as const;

const NO_EVENTS = {} as const;

export const pincodeManagerDefinition = {
  tagName: PINCODE_MANAGER_TAG,
  attributes: PINCODE_MANAGER_ATTRIBUTES,
  events: NO_EVENTS,
  render: ({ city }) => <PincodeManager key={city ?? ''} initialCity={city ?? ''} />,
} satisfies ElementDefinition<typeof PINCODE_MANAGER_ATTRIBUTES, typeof NO_EVENTS>;

export function definePincodeManager(): CustomElementConstructor {
  return defineElement(pincodeManagerDefinition);
}

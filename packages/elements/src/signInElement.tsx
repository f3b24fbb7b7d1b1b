import { SignIn, type SignInVariant } from '@nirmaan/widgets';
import type { ElementDefinitionOf } from './elementTypes.ts';

export const SIGN_IN_TAG = 'nirmaan-sign-in';

/** <nirmaan-sign-in>: its attributes and events are described in registry.ts. */
export const signInDefinition = {
  tagName: SIGN_IN_TAG,
  attributes: { variant: 'string', returnTo: 'string', stayOnPage: 'boolean', showDemoAccounts: 'boolean', partnerId: 'string' },
  // partnerId: provided by the element's root (ElementRoot.tsx) to the sign-up link.
  events: { onSignedIn: 'nirmaan-signed-in' },
  render: ({ variant, returnTo, stayOnPage, showDemoAccounts, onSignedIn }) => (
    <SignIn
      key={variant}
      // One of the registry's variants, or undefined: the element drops any other value (attributeValues.ts).
      // An attribute left out is undefined, and the widget's own default applies.
      variant={variant as SignInVariant | undefined}
      returnTo={returnTo}
      stayOnPage={stayOnPage}
      showDemoAccounts={showDemoAccounts}
      headingLevel={2}
      onSignedIn={(role) => onSignedIn({ role })}
    />
  ),
} satisfies ElementDefinitionOf<typeof SIGN_IN_TAG>;

export default signInDefinition;

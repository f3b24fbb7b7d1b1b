import { SignIn, type AccountRole, type SignInVariant } from '@nirmaan/widgets';
import { defineElement, type ElementDefinition } from './defineElement.tsx';

export const SIGN_IN_TAG = 'nirmaan-sign-in';

const VARIANTS: readonly SignInVariant[] = ['full', 'otp-first', 'buyer-simple', 'seller'];

/**
 * Attributes of <nirmaan-sign-in>: `variant` (full, otp-first, buyer-simple, seller), `return-to`
 * (a Nirmaan path to open after a buyer signs in), `stay-on-page` (sign in without leaving the
 * partner page) and `show-demo-accounts` (the demo server's accounts, as it lists them; none on a
 * production server).
 */
export const SIGN_IN_ATTRIBUTES = { variant: 'string', returnTo: 'string', stayOnPage: 'boolean', showDemoAccounts: 'boolean' } as const;

export const SIGN_IN_EVENTS = { onSignedIn: 'nirmaan:signed-in' } as const;

export interface SignedInDetail {
  role: AccountRole;
}

export interface SignInEventMap {
  'nirmaan:signed-in': CustomEvent<SignedInDetail>;
}

export const signInDefinition = {
  tagName: SIGN_IN_TAG,
  attributes: SIGN_IN_ATTRIBUTES,
  events: SIGN_IN_EVENTS,
  render: ({ variant, returnTo, stayOnPage, showDemoAccounts, onSignedIn }) => (
    <SignIn
      key={variant}
      variant={VARIANTS.find((known) => known === variant) ?? 'full'}
      returnTo={returnTo ?? null}
      stayOnPage={stayOnPage ?? false}
      showDemoAccounts={showDemoAccounts ?? false}
      headingLevel={2}
      onSignedIn={(role) => onSignedIn({ role } satisfies SignedInDetail)}
    />
  ),
} satisfies ElementDefinition<typeof SIGN_IN_ATTRIBUTES, typeof SIGN_IN_EVENTS>;

export function defineSignIn(): CustomElementConstructor {
  return defineElement(signInDefinition);
}

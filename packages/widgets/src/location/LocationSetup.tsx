import { $buyer, $profileState, $role } from '@nirmaan/core';
import { useStore } from '@nanostores/react';
import { Spinner } from '@nirmaan/ui';
import { SignInPrompt } from '../sign-in-prompt/SignInPrompt.tsx';
import { LocationForm } from './LocationForm.tsx';
import { useMessages } from '../locale-shared/useMessages.ts';
import { locationCatalogue } from './locationMessages.ts';

/**
 * /location-setup (spec storefront §2): manual latitude and longitude (any decimal), Use Current
 * Location, tips, Skip for Now, Save Location and why the location is needed. Starts from the
 * saved location; success goes to /profile. Signed out, the sign-in prompt in its own box.
 */
export function LocationSetup() {
  const { messages, locale } = useMessages(locationCatalogue);
  const role = useStore($role);
  const profile = useStore($profileState);
  const buyer = useStore($buyer);
  if (role !== 'buyer') {
    return (
      <div lang={locale}>
        <SignInPrompt headingLevel={1} title={messages.signInTitle()} description={messages.signInText()} />
      </div>
    );
  }
  if (profile.status !== 'ready' || !buyer)
    return (
      <div lang={locale}>
        <Spinner label={messages.loading()} />
      </div>
    );
  return <LocationForm initialLatitude={buyer.latitude} initialLongitude={buyer.longitude} />;
}

import { $buyer, $profileState, $role } from '@nirmaan/core';
import { useStore } from '@nanostores/react';
import { Spinner } from '@nirmaan/ui';
import { SignInPrompt } from '../sign-in-prompt/SignInPrompt.tsx';
import { LocationForm } from './LocationForm.tsx';

/**
 * /location-setup (spec storefront §2): manual latitude and longitude (any decimal), Use Current
 * Location, tips, Skip for Now, Save Location and why the location is needed. Starts from the
 * saved location; success goes to /profile. Signed out, the sign-in prompt in its own box.
 */
export function LocationSetup() {
  const role = useStore($role);
  const profile = useStore($profileState);
  const buyer = useStore($buyer);
  if (role !== 'buyer') {
    return <SignInPrompt headingLevel={1} title="Please log in to set your location" description="Your delivery location is kept with your Nirmaan account." />;
  }
  if (profile.status !== 'ready' || !buyer) return <Spinner label="Loading your location" />;
  return <LocationForm initialLatitude={buyer.latitude} initialLongitude={buyer.longitude} />;
}

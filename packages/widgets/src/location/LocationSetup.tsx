import { $buyer, $profileState, $role, siteUrl } from '@nirmaan/core';
import { useStore } from '@nanostores/react';
import { EmptyState, Link, Spinner } from '@nirmaan/ui';
import { LocationForm } from './LocationForm.tsx';

/**
 * /location-setup (spec storefront §2): manual latitude and longitude (any decimal), Use Current
 * Location, tips, Skip for Now, Save Location and why the location is needed. Starts from the
 * saved location; success goes to /profile.
 */
export function LocationSetup() {
  const role = useStore($role);
  const profile = useStore($profileState);
  const buyer = useStore($buyer);
  if (role !== 'buyer') {
    return <EmptyState headingLevel={1} title="Please log in to set your location" action={<Link href={siteUrl('/login')}>Login</Link>} />;
  }
  if (profile.status !== 'ready' || !buyer) return <Spinner label="Loading your location" />;
  return <LocationForm initialLatitude={buyer.latitude} initialLongitude={buyer.longitude} />;
}

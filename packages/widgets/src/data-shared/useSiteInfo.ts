import { $siteInfo, type Loaded, type SiteInfo } from '@nirmaan/core';
import { useSyncExternalStore } from 'react';

const subscribe = (onChange: () => void) => $siteInfo.listen(onChange);
const snapshot = () => $siteInfo.get();

/**
 * The site info (GET /site), loaded when first used. React's own store hook rather than
 * @nanostores/react's `useStore`: the sign-in element, which partners embed, then does not carry
 * that hook's code (half a kilobyte gzipped) for this one store.
 */
export function useSiteInfo(): Loaded<SiteInfo> {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

import { useCallback, useState, type RefCallback } from 'react';

/** How far outside the viewport a part counts as near: its code starts loading while it is still that far away. */
export const NEAR_VIEWPORT_MARGIN = '300px';

/**
 * Whether the element given to the returned ref has come within `margin` of the viewport; true for
 * good once it has. True at once where IntersectionObserver is missing, so nothing is left unloaded.
 */
export function useNearViewport<T extends Element>(margin = NEAR_VIEWPORT_MARGIN): [RefCallback<T>, boolean] {
  const [near, setNear] = useState(() => typeof IntersectionObserver !== 'function');
  const ref = useCallback<RefCallback<T>>(
    (element) => {
      if (!element || near) return;
      const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && setNear(true), { rootMargin: margin });
      observer.observe(element);
      return () => observer.disconnect();
    },
    [margin, near],
  );
  return [ref, near];
}

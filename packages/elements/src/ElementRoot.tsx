import { PortalContainerContext, widgetRootClass } from '@nirmaan/ui';
import type { ReactNode } from 'react';
import { useState } from 'react';

/**
 * The box every custom element renders into its shadow root: the widget reset class, and a node for
 * overlays so they stay inside the shadow root and keep its styles.
 */
export function ElementRoot({ children }: { children: ReactNode }) {
  const [portalContainer, setPortalContainer] = useState<HTMLElement | null>(null);
  return (
    <div className={widgetRootClass}>
      <PortalContainerContext value={portalContainer}>{children}</PortalContainerContext>
      <div ref={setPortalContainer} data-nirmaan-portal="" />
    </div>
  );
}

import { PortalContainerContext, widgetRootClass } from '@nirmaan/ui';
import { PartnerIdContext } from '@nirmaan/widgets';
import type { ReactNode } from 'react';
import { useEffect, useState } from 'react';
import { announceReady } from './elementReadiness.ts';

/**
 * The box every custom element renders into its shadow root: the widget reset class, the element's
 * own partner id (its `partner-id` attribute) for the leads and orders its widget sends, and a node
 * for overlays so they stay inside the shadow root and keep its styles. Once it is on screen it
 * tells the page the widget is ready (`nirmaan-ready`).
 */
export function ElementRoot({ partnerId, children }: { partnerId?: string | undefined; children: ReactNode }) {
  const [portalContainer, setPortalContainer] = useState<HTMLElement | null>(null);
  useEffect(() => {
    if (portalContainer) announceReady(portalContainer);
  }, [portalContainer]);
  return (
    <div className={widgetRootClass}>
      <PartnerIdContext value={partnerId?.trim() || null}>
        <PortalContainerContext value={portalContainer}>{children}</PortalContainerContext>
      </PartnerIdContext>
      <div ref={setPortalContainer} data-nirmaan-portal="" />
    </div>
  );
}

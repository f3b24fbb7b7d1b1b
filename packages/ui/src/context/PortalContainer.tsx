import { createContext, useContext } from 'react';

/**
 * Where overlays render. Inside a custom element this is a node in its shadow root, so overlays get
 * the widget's styles; in a normal page it is undefined (document.body).
 */
export const PortalContainerContext = createContext<HTMLElement | null>(null);

export function usePortalContainer(): HTMLElement | undefined {
  return useContext(PortalContainerContext) ?? undefined;
}

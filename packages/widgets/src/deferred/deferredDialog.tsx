import type { ComponentType } from 'react';
import { DeferredBoundary } from './DeferredBoundary.tsx';
import { deferredComponent, type DeferredComponent } from './deferredComponent.tsx';
import { useOpenedOnce } from './useOpenedOnce.ts';

/**
 * A dialog whose code is fetched when it first opens: nothing renders until `open` is first true,
 * then the dialog stays mounted like the real one, so everything typed survives closing it. While
 * the code arrives the boundary shows `loadingLabel` (focus stays on the button that opened it);
 * if it cannot arrive, the failure with Retry. `preload` starts the fetch early, e.g. on
 * pointerenter or focus of the button that opens it.
 */
export function deferredDialog<P extends { open: boolean }>(importer: () => Promise<ComponentType<P>>, loadingLabel: string): DeferredComponent<P> {
  const DialogCode = deferredComponent(importer);
  function DeferredDialog(props: P) {
    const opened = useOpenedOnce(props.open);
    if (!opened) return null;
    return (
      <DeferredBoundary loadingLabel={loadingLabel}>
        <DialogCode {...props} />
      </DeferredBoundary>
    );
  }
  return Object.assign(DeferredDialog, { preload: DialogCode.preload });
}

import type { ComponentType } from 'react';
import { DeferredBoundary } from './DeferredBoundary.tsx';
import { deferredComponent, type DeferredComponent } from './deferredComponent.tsx';
import { useOpenedOnce } from './useOpenedOnce.ts';

/** What the opener gives a deferred dialog besides the dialog's own props. */
export interface DeferredDialogProps {
  /**
   * What the spinner says while the dialog's code arrives, e.g. 'Opening the request...', in the
   * opener's language: from the opening widget's catalogue, already loaded, as the dialog's is not yet.
   */
  loadingLabel: string;
}

/**
 * A dialog whose code is fetched when it first opens: nothing renders until `open` is first true,
 * then the dialog stays mounted like the real one, so everything typed survives closing it. While
 * the code arrives the boundary shows the `loadingLabel` prop (focus stays on the button that opened
 * it); if it cannot arrive, the failure with Retry. `preload` starts the fetch early, e.g. on
 * pointerenter or focus of the button that opens it.
 */
export function deferredDialog<P extends { open: boolean }>(importer: () => Promise<ComponentType<P>>): DeferredComponent<P & DeferredDialogProps> {
  const DialogCode = deferredComponent(importer);
  function DeferredDialog({ loadingLabel, ...props }: P & DeferredDialogProps) {
    const opened = useOpenedOnce(props.open);
    if (!opened) return null;
    return (
      <DeferredBoundary loadingLabel={loadingLabel}>
        <DialogCode {...(props as unknown as P)} />
      </DeferredBoundary>
    );
  }
  return Object.assign(DeferredDialog, { preload: DialogCode.preload });
}

import { DeferredBoundary } from '../deferred/DeferredBoundary.tsx';
import { deferredComponent } from '../deferred/deferredComponent.tsx';
import { useOpenedOnce } from '../deferred/useOpenedOnce.ts';
import type { MaterialsDialogsProps } from './MaterialsDialogs.tsx';

const MaterialsDialogsCode = deferredComponent(async () => (await import('./MaterialsDialogs.tsx')).MaterialsDialogs);

/** Starts fetching the two requests' code, e.g. when a button opening one is pointed at or focused. */
export const preloadMaterialsDialogs = MaterialsDialogsCode.preload;

/**
 * A calculation's two requests (MaterialsDialogs), fetched when the buyer first opens one, then kept
 * mounted so everything typed survives closing them (as deferredDialog does); `loadingLabel` is said
 * while they arrive, in the calculator's language.
 */
export function DeferredMaterialsDialogs({ loadingLabel, ...props }: MaterialsDialogsProps & { loadingLabel: string }) {
  const opened = useOpenedOnce(props.open);
  if (!opened) return null;
  return (
    <DeferredBoundary loadingLabel={loadingLabel}>
      <MaterialsDialogsCode {...props} />
    </DeferredBoundary>
  );
}

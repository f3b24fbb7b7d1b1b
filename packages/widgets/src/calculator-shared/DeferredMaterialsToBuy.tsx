import { DeferredBoundary } from '../deferred/DeferredBoundary.tsx';
import { deferredComponent } from '../deferred/deferredComponent.tsx';
import type { MaterialsToBuyProps } from './MaterialsToBuy.tsx';

const MaterialsToBuyCode = deferredComponent(async () => (await import('./MaterialsToBuy.tsx')).MaterialsToBuy);

/**
 * "Buy these materials", fetched with the first result that has materials: it is never in a
 * calculator's first view, and the three calculators are each within a few hundred bytes of their
 * 90 KB first-widget budget. `loadingLabel` is said while it loads, in the calculator's language.
 */
export function DeferredMaterialsToBuy({ loadingLabel, ...props }: MaterialsToBuyProps & { loadingLabel: string }) {
  if (props.needs.length === 0) return null;
  return (
    <DeferredBoundary loadingLabel={loadingLabel}>
      <MaterialsToBuyCode {...props} />
    </DeferredBoundary>
  );
}

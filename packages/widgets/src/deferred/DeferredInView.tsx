import type { ReactNode } from 'react';
import { DeferredBoundary } from './DeferredBoundary.tsx';
import { useNearViewport } from './useNearViewport.ts';

export interface DeferredInViewProps {
  /** What the spinner says while the code arrives, e.g. 'Loading leads...'. */
  loadingLabel: string;
  /** The space kept for the part until it renders, e.g. '24rem'. */
  minHeight: string;
  className?: string;
  /** Usually a deferredComponent, whose code is fetched when it first renders. */
  children: ReactNode;
}

/**
 * A part further down a widget whose code is fetched when it comes near the viewport (see
 * useNearViewport): until then an empty box keeps its space; then a DeferredBoundary shows a spinner
 * while the code arrives, or the failure with Retry.
 */
export function DeferredInView({ loadingLabel, minHeight, className, children }: DeferredInViewProps) {
  const [ref, near] = useNearViewport<HTMLDivElement>();
  return (
    <div ref={ref} className={className} style={near ? undefined : { minHeight }}>
      {near && <DeferredBoundary loadingLabel={loadingLabel}>{children}</DeferredBoundary>}
    </div>
  );
}

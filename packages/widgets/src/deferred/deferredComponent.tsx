import { lazy, useContext, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { deferred } from './deferred.ts';
import { DeferredAttemptContext } from './deferredAttempt.ts';

/** A component whose code arrives on first render (render it inside a DeferredBoundary). */
export interface DeferredComponent<P> {
  (props: P): ReactNode;
  /** Starts fetching its code before it renders. */
  preload: () => void;
}

/**
 * React.lazy for a named export, with `preload` and a retry after a failed load: rendered, it
 * suspends until its code is there (the nearest DeferredBoundary shows a spinner meanwhile, or the
 * failure with Retry), then renders the real component with the same props.
 */
export function deferredComponent<P extends object>(importer: () => Promise<ComponentType<P>>): DeferredComponent<P> {
  const code = deferred(importer);
  // React.lazy keeps a failure for good, so each retry of the boundary gets its own.
  const byAttempt = new Map<number, LazyExoticComponent<ComponentType<P>>>();
  const lazyFor = (attempt: number) => {
    let loader = byAttempt.get(attempt);
    if (!loader) {
      loader = lazy(async () => ({ default: await code.load() }));
      byAttempt.set(attempt, loader);
    }
    return loader;
  };
  function Deferred(props: P) {
    const attempt = useContext(DeferredAttemptContext);
    const Loaded = code.current() ?? lazyFor(attempt);
    return <Loaded {...props} />;
  }
  return Object.assign(Deferred, { preload: code.preload });
}

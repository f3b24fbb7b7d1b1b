/*
 * When an element's widget has rendered: its root fires `nirmaan-ready` from inside the shadow root
 * (ElementRoot.tsx), which bubbles out of the element to the page; the element's `ready` promise
 * settles and it matches `:state(ready)`. Shared by the npm elements and the loader's (embed.js),
 * which must stay tiny: no dependencies.
 */

/** Fired on an element once its widget has rendered (bubbles, composed). */
export const READY_EVENT = 'nirmaan-ready';

/** Announces, from a node inside the element's shadow root, that the widget has rendered. */
export function announceReady(nodeInside: Node): void {
  nodeInside.dispatchEvent(new CustomEvent(READY_EVENT, { bubbles: true, composed: true }));
}

/**
 * The element's `ready` promise: it settles, and the element gains the custom state `ready`, the
 * first time `nirmaan-ready` comes out of its shadow root (then `onReady`, if given, runs too).
 */
export function whenReady(element: HTMLElement, root: ShadowRoot, onReady?: () => void): Promise<void> {
  const internals = element.attachInternals?.();
  return new Promise((resolve) =>
    root.addEventListener(
      READY_EVENT,
      () => {
        try {
          internals?.states.add('ready');
        } catch {
          // A browser without custom states: the event and the promise still tell.
        }
        onReady?.();
        resolve();
      },
      { once: true },
    ),
  );
}

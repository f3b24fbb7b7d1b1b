/**
 * Code a widget fetches only when it needs it (a dialog, a tab, an action), so the widget's first
 * chunk stays small: `load()` starts the import once and answers it; after a failure the next
 * `load()` tries again. `current()` answers what has arrived, so a later render needs no waiting.
 */
export interface Deferred<T> {
  load(): Promise<T>;
  current(): T | undefined;
  /** Starts the import without waiting for it, e.g. on pointerenter or focus of the button that needs it. */
  preload(): void;
}

export function deferred<T>(importer: () => Promise<T>): Deferred<T> {
  let pending: Promise<T> | undefined;
  let value: T | undefined;
  const load = () =>
    (pending ??= importer().then(
      (loaded) => (value = loaded),
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    ));
  return {
    load,
    current: () => value,
    preload: () => void load().catch(() => undefined),
  };
}

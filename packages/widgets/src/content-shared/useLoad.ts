import { useEffect, useState } from 'react';

/** What a widget loads from the server: loading, loaded, or failed with the text to show. */
export type LoadState<T> = { status: 'loading' } | { status: 'ready'; value: T } | { status: 'failed'; error: unknown };

/**
 * Runs `load` when the widget mounts and whenever `key` changes; `reload` runs it again (Retry).
 * An answer that arrives after the key changed or the widget went away is ignored.
 */
export function useLoad<T>(load: () => Promise<T>, key: string): { state: LoadState<T>; reload: () => void } {
  const [state, setState] = useState<LoadState<T>>({ status: 'loading' });
  const [generation, setGeneration] = useState(0);
  const [loaded, setLoaded] = useState({ key, generation });
  // A new key or a retry shows the spinner at once (state adjusted while rendering, not in an effect).
  if (loaded.key !== key || loaded.generation !== generation) {
    setLoaded({ key, generation });
    setState({ status: 'loading' });
  }
  useEffect(() => {
    let current = true;
    load().then(
      (value) => current && setState({ status: 'ready', value }),
      (error: unknown) => current && setState({ status: 'failed', error }),
    );
    return () => {
      current = false;
    };
    // `load` is a new function on every render; `key` says when it asks for something else.
  }, [key, generation]);
  return { state, reload: () => setGeneration((value) => value + 1) };
}

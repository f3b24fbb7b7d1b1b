import { useCallback, useEffect, useRef, useState } from 'react';

export interface SellerData<T> {
  status: 'loading' | 'ready' | 'failed';
  value: T | null;
  /** Loads again, keeping the shown value meanwhile. */
  reload: () => void;
}

/** Loads one of the seller's lists when the tab opens; a stale answer (a newer load started) is dropped. */
export function useSellerData<T>(load: () => Promise<T>): SellerData<T> {
  const [state, setState] = useState<{ status: SellerData<T>['status']; value: T | null }>({ status: 'loading', value: null });
  const loadRef = useRef(load);
  loadRef.current = load;
  const generation = useRef(0);
  const reload = useCallback(() => {
    const mine = ++generation.current;
    setState((current) => ({ ...current, status: 'loading' }));
    loadRef.current().then(
      (value) => mine === generation.current && setState({ status: 'ready', value }),
      () => mine === generation.current && setState((current) => ({ ...current, status: 'failed' })),
    );
  }, []);
  useEffect(() => {
    reload();
    return () => {
      generation.current++;
    };
  }, [reload]);
  return { ...state, reload };
}

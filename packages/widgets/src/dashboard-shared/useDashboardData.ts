import { useCallback, useEffect, useRef, useState } from 'react';

export interface DashboardData<T> {
  status: 'loading' | 'ready' | 'failed';
  value: T | null;
  /** Loads again, keeping the shown value meanwhile. */
  reload: () => void;
}

/** Loads one of a work area's lists (seller, admin) when its tab opens; a stale answer (a newer load started) is dropped. */
export function useDashboardData<T>(load: () => Promise<T>): DashboardData<T> {
  const [state, setState] = useState<{ status: DashboardData<T>['status']; value: T | null }>({ status: 'loading', value: null });
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

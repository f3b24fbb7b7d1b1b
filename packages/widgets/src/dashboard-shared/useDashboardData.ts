import type { TokenKind } from '@nirmaan/core';
import { useQuery } from '../data-shared/useQuery.ts';

export interface DashboardData<T> {
  status: 'loading' | 'ready' | 'failed';
  value: T | null;
  /** Loads again, keeping the shown value meanwhile. */
  reload: () => void;
}

/**
 * One of a work area's lists (seller, admin), loaded when its tab opens: a query (useQuery) of the
 * signed-in `account`'s data named by `key`, which holds every parameter of the load (a search, a
 * page). The list shown stays while another key or a reload loads.
 */
export function useDashboardData<T>(account: Extract<TokenKind, 'seller' | 'admin'>, key: string, load: () => Promise<T>): DashboardData<T> {
  const { status, value, reload } = useQuery(`${account}/${key}`, load, { account, keepPrevious: true });
  return { status: status === 'idle' ? 'loading' : status, value, reload };
}

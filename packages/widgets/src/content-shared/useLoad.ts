import { useQuery } from '../data-shared/useQuery.ts';

/** What a widget loads from the server: loading, loaded, or failed with the text to show. */
export type LoadState<T> = { status: 'loading' } | { status: 'ready'; value: T } | { status: 'failed'; error: unknown };

/**
 * Loads what `key` names (a query, useQuery): on mount, again for another key, and on `reload`
 * (Retry). What was shown before stays while it loads again; an answer for an earlier key is dropped.
 */
export function useLoad<T>(load: () => Promise<T>, key: string): { state: LoadState<T>; reload: () => void } {
  const { status, value, error, reload } = useQuery(key, load);
  if (status === 'failed') return { state: { status: 'failed', error }, reload };
  if (value !== null) return { state: { status: 'ready', value }, reload };
  return { state: { status: 'loading' }, reload };
}

import { $session, createQuery, forgetAnswersStartingWith, loadedOf, type Loaded, type TokenKind } from '@nirmaan/core';
import { useStore } from '@nanostores/react';
import { atom } from 'nanostores';
import { useMemo, useRef } from 'react';

export interface QueryOptions {
  /** Whose data it is: loaded only with that token, and never shown to another account. */
  account?: TokenKind;
  /** While another key loads, keep showing the last answer (a table that pages or searches). */
  keepPrevious?: boolean;
}

export interface QueryResult<T> extends Loaded<T> {
  /**
   * Loads again, keeping the shown value meanwhile (Retry, or after a change); the answers for the
   * other parameters of the same list (the part of the key before '?') are forgotten too.
   */
  reload: () => void;
  /** Shows a fresh value a call answered; a load still under way cannot replace it. */
  set: (value: T) => void;
}

const NOTHING_ASKED = atom({ loading: false });
const noop = () => undefined;

/**
 * What a widget loads, through core's query layer (data/query.ts): `key` names the data and every
 * parameter it depends on (another key loads again; a late answer for an earlier key is dropped);
 * widgets asking for the same key share one call. `load` is read when the load starts.
 */
export function useQuery<T>(key: string, load: () => Promise<T>, options: QueryOptions = {}): QueryResult<T> {
  const session = useStore($session);
  const token = options.account ? session[options.account] : '';
  const fullKey = token === null ? null : `${key}#${token}`;
  const loadRef = useRef(load);
  loadRef.current = load;
  const query = useMemo(() => (fullKey === null ? null : createQuery<T>(fullKey, () => loadRef.current())), [fullKey]);
  // The library's store itself: it lets go of the load as soon as the widget goes.
  const answer = useStore(query?.$answer ?? NOTHING_ASKED);
  const state: Loaded<T> = loadedOf<T>(answer, query !== null);
  const lastValue = useRef<T | null>(null);
  if (state.value !== null) lastValue.current = state.value;
  const value = state.value ?? (options.keepPrevious && state.status === 'loading' ? lastValue.current : null);
  const reload = () => {
    forgetAnswersStartingWith(`${key.split('?')[0]}?`);
    query?.refresh();
  };
  return { ...state, value, reload, set: query?.set ?? noop };
}

import { atom, onMount, type ReadableAtom } from 'nanostores';
import { $session, type SessionTokens } from './session.ts';

export type LoadStatus = 'idle' | 'loading' | 'ready' | 'failed';

export interface Loaded<T> {
  status: LoadStatus;
  value: T | null;
}

/** What to load for the current tokens: `key` names the token it depends on; `null` means nothing. */
export interface TokenBoundSource<T> {
  key: string;
  load: () => Promise<T>;
  /** Called with the error when the load fails (spec: the token is then removed). */
  onFailure: (error: unknown) => void;
}

export interface TokenBoundStore<T> {
  $state: ReadableAtom<Loaded<T>>;
  /** Loads again for the current tokens. */
  refresh: () => void;
  /** Replaces the loaded value (after a call that answered the fresh record). */
  set: (value: T) => void;
}

/**
 * A store of data that belongs to a stored token: loaded when the store is first used and the
 * token exists, again whenever that token changes, cleared when it goes. A stale answer (the token
 * changed meanwhile) is dropped.
 */
export function createTokenBoundStore<T>(source: (tokens: SessionTokens) => TokenBoundSource<T> | null): TokenBoundStore<T> {
  const $state = atom<Loaded<T>>({ status: 'idle', value: null });
  let currentKey: string | null = null;
  let generation = 0;

  function sync(tokens: SessionTokens, force = false): void {
    const next = source(tokens);
    const key = next?.key ?? null;
    if (!force && key === currentKey) return;
    currentKey = key;
    const mine = ++generation;
    if (next === null) {
      $state.set({ status: 'idle', value: null });
      return;
    }
    $state.set({ status: 'loading', value: null });
    next.load().then(
      (value) => {
        if (mine === generation) $state.set({ status: 'ready', value });
      },
      (error: unknown) => {
        if (mine !== generation) return;
        $state.set({ status: 'failed', value: null });
        next.onFailure(error);
      },
    );
  }

  onMount($state, () => $session.subscribe((tokens) => sync(tokens)));

  return {
    $state,
    refresh: () => sync($session.get(), true),
    set: (value) => {
      generation += 1; // an answer still under way is older than this value
      $state.set({ status: 'ready', value });
    },
  };
}

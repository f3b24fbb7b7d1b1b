import { computed } from 'nanostores';
import { createQuery, type Query } from '../data/query.ts';
import { $session, type SessionTokens } from './session.ts';

export type { Loaded, LoadStatus } from '../data/query.ts';

/** What to load for the current tokens: `key` names the token it depends on; `null` means nothing. */
export interface TokenBoundSource<T> {
  key: string;
  load: () => Promise<T>;
  /** Called with the error when the load fails (spec: the token is then removed). */
  onFailure: (error: unknown) => void;
}

export type TokenBoundStore<T> = Query<T>;

/**
 * A store of data that belongs to a stored token: loaded when the store is first used and the
 * token exists, again whenever that token changes, idle when it goes. A query (data/query.ts):
 * an answer for a token that changed meanwhile is dropped, and only a failure for the token still
 * stored is reported.
 */
/** `name` says what is loaded (the cart, the profile…): stores of different data never share answers. */
export function createTokenBoundStore<T>(name: string, source: (tokens: SessionTokens) => TokenBoundSource<T> | null): TokenBoundStore<T> {
  const $key = computed($session, (tokens) => source(tokens)?.key ?? null);
  return createQuery<T>([name, '#', $key], async () => {
    const wanted = source($session.get());
    if (wanted === null) throw new Error('No token to load for');
    try {
      return await wanted.load();
    } catch (error) {
      if (source($session.get())?.key === wanted.key) wanted.onFailure(error);
      throw error;
    }
  });
}

import { nanoquery, type FetcherStore, type FetcherValue, type KeyInput } from '@nanostores/query';
import { atom, computed, type ReadableAtom } from 'nanostores';

/**
 * The one place where widgets' data is loaded (DESIGN: data lives in core stores). Every load goes
 * through a query store of @nanostores/query: its key names what is loaded (atoms in the key load
 * again when they change, a null part means "nothing to load"), widgets on a page that ask for the
 * same key share one call and its answer, and an answer for a key that is no longer current is
 * dropped. This module adds what the widgets need on top: the four states they show, Retry, and a
 * value set from a call's answer that an older load still under way cannot overwrite.
 */

export type LoadStatus = 'idle' | 'loading' | 'ready' | 'failed';

/** What a widget shows: nothing asked ('idle'), 'loading', 'ready' or 'failed' (`value` keeps the last answer shown, if any). */
export interface Loaded<T> {
  status: LoadStatus;
  value: T | null;
  /** Why it failed, when it did. */
  error?: unknown;
}

export interface Query<T> {
  /** The state as widgets show it; loads when first used. */
  $state: ReadableAtom<Loaded<T>>;
  /**
   * The library's store under it: a widget whose key is a plain string listens to this one (through
   * `loadedOf`), which lets go of the load the moment the widget goes (`$state`, like every
   * computed store, holds on for a second).
   */
  $answer: ReadableAtom<FetcherValue<T>>;
  /** Loads the current key again (Retry, or after a change made elsewhere); the shown value stays meanwhile. */
  refresh: () => void;
  /** Takes a fresh value (a call answered the new record): a load still under way cannot replace it. */
  set: (value: T) => void;
}

export interface QueryOptions {
  /** Told of a failed load (e.g. to remove a token the server refused). */
  onError?: (error: unknown) => void;
}

const cache = new Map();

/** Moved by forgetQueryAnswers: every key changes with it, so no answer or call under way carries over. */
const $answersEpoch = atom(0);

const [createFetcherStore, , cacheControl] = nanoquery({
  cache,
  // Widgets mounted together share one call; opened again after this long, they show what they had while it loads again.
  dedupeTime: 4_000,
  // The widget shows Retry; phones on a weak connection should not retry on their own in the background.
  onErrorRetry: false,
  // A page opened in a background tab loads when it is looked at.
  revalidateOnFocus: true,
  revalidateOnReconnect: false,
});

type KeyPart = string | number | true;

/** The key the library will load for, as it joins it; null while a part is missing. */
function currentKey(key: KeyInput): string | null {
  if (!Array.isArray(key)) return String(key);
  const parts = key.map((part) => (typeof part === 'object' ? (part as ReadableAtom<unknown>).get() : part));
  return parts.some((part) => part === null || part === undefined || part === false) ? null : parts.join('');
}

/** The widgets' state for a query store's value; `asked` is false while a key part is null. */
export function loadedOf<T>(value: FetcherValue<T>, asked: boolean): Loaded<T> {
  const shown = value.data ?? null;
  if (!asked) return { status: 'idle', value: null };
  if (value.loading) return { status: 'loading', value: shown };
  if (value.error !== undefined) return { status: 'failed', value: shown, error: value.error };
  if (value.data !== undefined) return { status: 'ready', value: value.data };
  return { status: 'loading', value: null };
}

/**
 * A query: `load` gets the key's parts (atoms resolved). Loads when `$state` is first used, again
 * when an atom in the key changes, and on `refresh`.
 */
export function createQuery<T>(key: KeyInput, load: (...parts: KeyPart[]) => Promise<T>, options: QueryOptions = {}): Query<T> {
  /** Moved by each refresh and set: a load that started before either is not the newest answer. */
  let version = 0;
  let setValue: { version: number; value: T } | null = null;

  async function loadNewest(...epochAndParts: KeyPart[]): Promise<T> {
    const parts = epochAndParts.slice(2); // without the epoch and its separator
    for (;;) {
      const started = version;
      const value = await load(...parts);
      if (started === version) return value;
      if (setValue?.version === version) return setValue.value;
      // Refreshed while this load was under way: its answer may predate the change, so load again.
    }
  }

  const epochKey: KeyInput = [$answersEpoch, '|', ...(Array.isArray(key) ? key : [key])];
  const store: FetcherStore<T> = createFetcherStore<T>(epochKey, { fetcher: loadNewest, ...(options.onError ? { onError: options.onError } : {}) });
  // The library applies a changed key a moment later; the state follows the key at once, so a
  // signed-out page never shows the last account's data, not even until the next tick.
  const keyAtoms = (epochKey as unknown[]).filter((part): part is ReadableAtom<KeyPart | null | undefined | false> => typeof part === 'object');
  const $state = computed([store, ...keyAtoms], (value): Loaded<T> => {
    const wanted = currentKey(epochKey);
    if (wanted === null) return { status: 'idle', value: null };
    if (store.key !== undefined && store.key !== wanted) return { status: 'loading', value: null };
    return loadedOf(value, true);
  });

  return {
    $state,
    $answer: store,
    refresh: () => {
      version += 1;
      store.revalidate();
    },
    set: (value) => {
      version += 1;
      setValue = { version, value };
      store.mutate(value);
    },
  };
}

/**
 * Forgets the answers for every key that starts with `prefix` (e.g. every page and search of a list
 * after one of its rows changed); those in use load again, the others when next used.
 */
export function forgetAnswersStartingWith(prefix: string, except?: Pick<Query<unknown>, '$answer'>): void {
  const start = `${$answersEpoch.get()}|${prefix}`;
  const kept = (except?.$answer as FetcherStore | undefined)?.key;
  cacheControl.invalidateKeys((key) => key.startsWith(start) && key !== kept);
}

/**
 * Tests and stories (through `@nirmaan/core/testing`): forgets every answer, so the next use loads
 * again as on a fresh page.
 */
export function forgetQueryAnswers(): void {
  cache.clear();
  $answersEpoch.set($answersEpoch.get() + 1);
}

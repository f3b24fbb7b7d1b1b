import { atom, computed, onStart, onStop, type ReadableAtom } from 'nanostores';

/**
 * The one place where widgets' data is loaded (DESIGN: data lives in core stores). Every load is a
 * query: its key names the data and all its parameters (atoms in the key load again when they
 * change; a missing part means nothing to load). Widgets on a page asking for the same key share
 * one call and its answer; an answer for a key that is no longer current is dropped; a Retry or a
 * change loads again while the last value stays shown; a value set from a call's answer cannot be
 * overwritten by an older load still under way.
 *
 * Why not @nanostores/query: it does the same, and the first version of this module used it, but it
 * cost 2.6 KB gzip in every first widget (measured with check:sizes: the price board went from 89.0
 * to 91.9 KB, the sign-in, product offers and checkout over their 90 KB budget too), and half of it
 * (mutator stores, retry timers, refetch on focus and interval) is not used here.
 */

export type LoadStatus = 'idle' | 'loading' | 'ready' | 'failed';

/** What a widget shows: nothing asked ('idle'), 'loading', 'ready' or 'failed' (`value` keeps the last answer shown, if any). */
export interface Loaded<T> {
  status: LoadStatus;
  value: T | null;
  /** Why it failed, when it did. */
  error?: unknown;
}

/** A query's answer as it stands: under way or not, the last value, the last error. */
export interface Answer<T> {
  loading: boolean;
  data?: T;
  error?: unknown;
}

export interface Query<T> {
  /** The state as widgets show it; loads when first used. */
  $state: ReadableAtom<Loaded<T>>;
  /**
   * The answer under it: a widget whose key is a plain string listens to this one (through
   * `loadedOf`), which lets go of the load the moment the widget goes (`$state`, like every computed
   * store, holds on for a second).
   */
  $answer: ReadableAtom<Answer<T>>;
  /** Loads the current key again (Retry, or after a change made elsewhere); the shown value stays meanwhile. */
  refresh: () => void;
  /** Takes a fresh value (a call answered the new record): a load still under way cannot replace it. */
  set: (value: T) => void;
}

type KeyPart = string | number;
export type KeyInput = KeyPart | Array<KeyPart | ReadableAtom<KeyPart | null | undefined | false>>;

/** Widgets mounted together share one call; opened again within this time, they take its answer without asking again. */
const SHARED_FOR_MS = 4_000;

interface Entry {
  data?: unknown;
  error?: unknown;
  /** When the answer came; 0 when it must be asked again. */
  at: number;
  loading?: boolean;
  /** Moved by each refresh and set: a load that started before either is not the newest answer. */
  version: number;
}

const entries = new Map<string, Entry>();
/** The started queries of each key: told when its answer changes. */
const listenersOf = new Map<string, Set<(entry: Entry) => void>>();
/** Moved by forgetQueryAnswers: every key changes with it, so no answer or call under way carries over to a query followed after it. */
let epoch = 0;

function entryOf(key: string): Entry {
  let entry = entries.get(key);
  if (!entry) entries.set(key, (entry = { at: 0, version: 0 }));
  return entry;
}

function tell(key: string): void {
  const entry = entryOf(key);
  listenersOf.get(key)?.forEach((listener) => listener(entry));
}

async function fetchInto(key: string, load: () => Promise<unknown>): Promise<void> {
  const entry = entryOf(key);
  entry.loading = true;
  tell(key);
  for (;;) {
    const started = entry.version;
    try {
      const data = await load();
      if (entries.get(key) !== entry) return; // forgotten meanwhile
      if (started !== entry.version) {
        if (entry.at > 0) break; // a value was set meanwhile: it is newer than this answer
        continue; // refreshed meanwhile: this answer may predate the change, so load again
      }
      Object.assign(entry, { data, error: undefined, at: Date.now() });
    } catch (error) {
      if (entries.get(key) !== entry) return;
      if (started !== entry.version && entry.at === 0) continue;
      Object.assign(entry, { error, at: Date.now() });
    }
    break;
  }
  entry.loading = false;
  tell(key);
}

/** The key as a string, or null while a part is missing. */
function currentKey(key: KeyInput): string | null {
  const parts = (Array.isArray(key) ? key : [key]).map((part) => (typeof part === 'object' ? part.get() : part));
  return parts.some((part) => part === null || part === undefined || part === false) ? null : `${epoch}|${parts.join('')}`;
}

/** The widgets' state for an answer; `asked` is false while a key part is missing. */
export function loadedOf<T>(answer: Answer<T>, asked: boolean): Loaded<T> {
  const shown = answer.data ?? null;
  if (!asked) return { status: 'idle', value: null };
  if (answer.loading) return { status: 'loading', value: shown };
  if (answer.error !== undefined) return { status: 'failed', value: shown, error: answer.error };
  if (answer.data !== undefined) return { status: 'ready', value: answer.data };
  return { status: 'loading', value: null };
}

/**
 * A query: `load` gets the key's parts (atoms resolved). Loads when first used, again when an atom
 * in the key changes, and on `refresh`.
 */
export function createQuery<T>(key: KeyInput, load: (...parts: KeyPart[]) => Promise<T>): Query<T> {
  const $answer = atom<Answer<T>>({ loading: false });
  const keyAtoms = (Array.isArray(key) ? key : []).filter((part): part is ReadableAtom<KeyPart | null | undefined | false> => typeof part === 'object');
  let shownKey: string | null = null;
  const show = (entry: Entry) => $answer.set({ loading: entry.loading === true, data: entry.data as T | undefined, error: entry.error });
  const loadFor = () => {
    const parts = (Array.isArray(key) ? key : [key]).map((part) => (typeof part === 'object' ? part.get() : part)) as KeyPart[];
    return load(...parts);
  };

  function follow(): void {
    const wanted = currentKey(key);
    if (wanted === shownKey) return;
    if (shownKey !== null) listenersOf.get(shownKey)?.delete(show);
    shownKey = wanted;
    if (wanted === null) {
      $answer.set({ loading: false });
      return;
    }
    let listeners = listenersOf.get(wanted);
    if (!listeners) listenersOf.set(wanted, (listeners = new Set()));
    listeners.add(show);
    const entry = entryOf(wanted);
    show(entry);
    if (!entry.loading && Date.now() - entry.at >= SHARED_FOR_MS) void fetchInto(wanted, loadFor);
  }

  let unbind: Array<() => void> = [];
  onStart($answer, () => {
    unbind = keyAtoms.map((part) => part.listen(follow));
    follow();
  });
  onStop($answer, () => {
    unbind.forEach((stop) => stop());
    if (shownKey !== null) listenersOf.get(shownKey)?.delete(show);
    shownKey = null;
  });

  // What follow() sets while the first listener is being added reaches no one (nanostores starts a
  // store before it adds that listener): each new listener is told the value once it is added. A
  // store still started follows the key again first (its answers may have been forgotten).
  const listen = $answer.listen;
  $answer.listen = (listener) => {
    const unbind = listen(listener);
    follow();
    listener($answer.get(), $answer.get());
    return unbind;
  };

  // The state follows the key at once, even before the answer: a signed-out page never shows the last account's data.
  const $state = computed([$answer, ...keyAtoms], (answer): Loaded<T> => {
    const wanted = currentKey(key);
    if (wanted === null) return { status: 'idle', value: null };
    if (shownKey !== null && shownKey !== wanted) return { status: 'loading', value: null };
    return loadedOf(answer, true);
  });

  return {
    $state,
    $answer,
    refresh: () => {
      if (shownKey === null) return;
      const entry = entryOf(shownKey);
      entry.version += 1;
      entry.at = 0;
      if (!entry.loading) void fetchInto(shownKey, loadFor);
    },
    set: (value) => {
      if (shownKey === null) return;
      const entry = entryOf(shownKey);
      entry.version += 1;
      Object.assign(entry, { data: value, error: undefined, at: Date.now() });
      tell(shownKey);
    },
  };
}

/**
 * Forgets the answers for every key that starts with `prefix` (e.g. every page and search of a list
 * after one of its rows changed) but those shown now: they load again when next shown.
 */
export function forgetAnswersStartingWith(prefix: string): void {
  const start = `${epoch}|${prefix}`;
  for (const [key, entry] of entries) if (key.startsWith(start) && !listenersOf.get(key)?.size && !entry.loading) entries.delete(key);
}

/**
 * Tests and stories (through `@nirmaan/core/testing`): forgets every answer and every call under
 * way, so the next use loads again as on a fresh page.
 */
export function forgetQueryAnswers(): void {
  entries.clear();
  listenersOf.clear();
  epoch += 1;
}

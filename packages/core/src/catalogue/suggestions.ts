import { atom, type ReadableAtom } from 'nanostores';
import type { CatalogueApi } from './catalogueApi.ts';
import { shouldSuggest, SUGGESTION_DEBOUNCE_MS } from './catalogueRules.ts';
import type { ProductSuggestion } from './catalogueTypes.ts';

export interface SuggestionState {
  /** The text the suggestions are for. */
  text: string;
  items: ProductSuggestion[];
  status: 'idle' | 'waiting' | 'loading' | 'ready' | 'failed';
}

export interface Suggestions {
  $state: ReadableAtom<SuggestionState>;
  /** The search box changed: suggest after 300 ms without typing, when the trimmed text is longer than 1 character. */
  type(text: string): void;
  /** Forget the suggestions (Escape, a chosen suggestion, a submitted search). */
  clear(): void;
}

const IDLE: SuggestionState = { text: '', items: [], status: 'idle' };

/** Debounced search suggestions; a slower, older answer never replaces a newer one. */
export function createSuggestions(api: Pick<CatalogueApi, 'suggestProducts'>, delayMs = SUGGESTION_DEBOUNCE_MS): Suggestions {
  const $state = atom<SuggestionState>(IDLE);
  let timer: ReturnType<typeof setTimeout> | undefined;
  let inFlight: AbortController | null = null;

  function cancel() {
    clearTimeout(timer);
    inFlight?.abort();
    inFlight = null;
  }

  async function fetchFor(text: string) {
    const controller = new AbortController();
    inFlight = controller;
    $state.set({ text, items: $state.get().items, status: 'loading' });
    try {
      const items = await api.suggestProducts(text, controller.signal);
      if (!controller.signal.aborted) $state.set({ text, items, status: 'ready' });
    } catch (error) {
      if (controller.signal.aborted) return;
      console.error('Could not load suggestions', error);
      $state.set({ text, items: [], status: 'failed' });
    }
  }

  return {
    $state,
    type(text) {
      cancel();
      if (!shouldSuggest(text)) {
        $state.set({ ...IDLE, text });
        return;
      }
      $state.set({ text, items: $state.get().items, status: 'waiting' });
      timer = setTimeout(() => void fetchFor(text), delayMs);
    },
    clear() {
      cancel();
      $state.set(IDLE);
    },
  };
}

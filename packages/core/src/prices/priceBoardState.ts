import { atom, type ReadableAtom } from 'nanostores';
import { pricesApi, type PricesApi } from './pricesApi.ts';
import type { PriceBoard, PriceBoardQuery } from './priceTypes.ts';

export type PriceBoardState =
  | { status: 'loading'; query: PriceBoardQuery; board: null }
  | { status: 'ready'; query: PriceBoardQuery; board: PriceBoard }
  | { status: 'failed'; query: PriceBoardQuery; board: null };

export interface PriceBoardStore {
  $state: ReadableAtom<PriceBoardState>;
  /** Loads the board for a city and category; an answer to an earlier call that arrives late is dropped. */
  load: (query: PriceBoardQuery) => void;
  /** Loads the last query again (after a failure). */
  retry: () => void;
}

/** One price board's data: loading, the board, or failed (with retry). Each widget makes its own. */
export function createPriceBoardStore(api: PricesApi = pricesApi, initial: PriceBoardQuery = {}): PriceBoardStore {
  const $state = atom<PriceBoardState>({ status: 'loading', query: initial, board: null });
  let generation = 0;

  function load(query: PriceBoardQuery): void {
    const mine = ++generation;
    $state.set({ status: 'loading', query, board: null });
    api.board(query).then(
      (board) => {
        if (mine === generation) $state.set({ status: 'ready', query, board });
      },
      (error: unknown) => {
        if (mine !== generation) return;
        console.warn('nirmaan: price board not loaded', error);
        $state.set({ status: 'failed', query, board: null });
      },
    );
  }

  return { $state, load, retry: () => load($state.get().query) };
}

import { atom, computed, type ReadableAtom } from 'nanostores';
import { createQuery, loadedOf, type Answer } from '../data/query.ts';
import { $session } from '../session/session.ts';
import { pricesApi, type PricesApi } from './pricesApi.ts';
import type { PriceBoard, PriceBoardQuery } from './priceTypes.ts';

/** What a price board shows: loading, the board, or failed (with retry). */
export type PriceBoardState =
  | { status: 'loading'; query: PriceBoardQuery; board: null }
  | { status: 'ready'; query: PriceBoardQuery; board: PriceBoard }
  | { status: 'failed'; query: PriceBoardQuery; board: null };

export interface PriceBoardStore {
  /** The board's answer for the query shown (listen to it; `priceBoardStateOf` reads it). */
  $answer: ReadableAtom<Answer<PriceBoard>>;
  /** Shows the board for a city and category; an answer for an earlier query that arrives late is dropped. */
  load: (query: PriceBoardQuery) => void;
  /** Loads the query shown again (after a failure). */
  retry: () => void;
}

/**
 * One price board's data, a query per city and category. Without a city the server answers the
 * signed-in buyer's city, so the buyer's token is then part of the key.
 */
export function createPriceBoardStore(api: PricesApi = pricesApi, initial: PriceBoardQuery = {}): PriceBoardStore {
  const $query = atom<PriceBoardQuery>(initial);
  const $key = computed([$query, $session], ({ city, category }, tokens) => `${city ?? `buyer:${tokens.buyer ?? ''}`}&category=${category ?? ''}`);
  const board = createQuery<PriceBoard>(['price-board?city=', $key], () => api.board($query.get()));
  return { $answer: board.$answer, load: (query) => $query.set(query), retry: board.refresh };
}

/** The state a board shows for its answer and query. */
export function priceBoardStateOf(answer: Answer<PriceBoard>, query: PriceBoardQuery): PriceBoardState {
  const loaded = loadedOf(answer, true);
  if (loaded.status === 'ready' && loaded.value) return { status: 'ready', query, board: loaded.value };
  return { status: loaded.status === 'failed' ? 'failed' : 'loading', query, board: null };
}

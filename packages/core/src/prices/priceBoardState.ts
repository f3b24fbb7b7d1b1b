import type { PriceBoard, PriceBoardQuery } from './priceTypes.ts';

/** What a price board shows: loading, the board, or failed (with retry). */
export type PriceBoardState =
  | { status: 'loading'; query: PriceBoardQuery; board: null }
  | { status: 'ready'; query: PriceBoardQuery; board: PriceBoard }
  | { status: 'failed'; query: PriceBoardQuery; board: null };

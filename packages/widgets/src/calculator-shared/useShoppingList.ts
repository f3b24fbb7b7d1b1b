import type { AddLineOutcome, MaterialNeed, ShoppingLine } from '@nirmaan/core';
import { useState } from 'react';
import { deferred } from '../deferred/deferred.ts';

/** Where turning a calculation into a cart stands: looking up offers, reviewing them, adding, done. */
export type ShoppingListState =
  | { step: 'idle' }
  | { step: 'finding' }
  | { step: 'find-failed' }
  | { step: 'review'; lines: ShoppingLine[] }
  | { step: 'adding'; lines: ShoppingLine[] }
  | { step: 'added'; lines: ShoppingLine[]; outcomes: AddLineOutcome[] };

/** The catalogue and cart calls, fetched on the first lookup (a failed fetch is a failed lookup). */
const shoppingListCalls = deferred(() => import('./shoppingListCalls.ts'));

export const preloadShoppingListCalls = shoppingListCalls.preload;

/**
 * A calculation's materials to the cart: find the cheapest landed offer of each, show them for
 * review, then add the ones found. A failed lookup can be tried again; nothing is added unasked.
 */
export function useShoppingList(needs: readonly MaterialNeed[]) {
  const [state, setState] = useState<ShoppingListState>({ step: 'idle' });

  const find = async () => {
    setState({ step: 'finding' });
    try {
      const { findCheapestOffers } = await shoppingListCalls.load();
      setState({ step: 'review', lines: await findCheapestOffers(needs) });
    } catch {
      setState({ step: 'find-failed' });
    }
  };

  const addAll = async () => {
    if (state.step !== 'review') return;
    const { lines } = state;
    setState({ step: 'adding', lines });
    const { addFoundLinesToCart } = await shoppingListCalls.load();
    setState({ step: 'added', lines, outcomes: await addFoundLinesToCart(lines) });
  };

  const close = () => setState({ step: 'idle' });

  return { state, find, addAll, close };
}

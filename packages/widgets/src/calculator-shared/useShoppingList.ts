import { $role, addLinesToCart, addToCart, catalogueApi, findOffers, type AddLineOutcome, type MaterialNeed, type ShoppingLine } from '@nirmaan/core';
import { useStore } from '@nanostores/react';
import { useState } from 'react';

/** Where turning a calculation into a cart stands: looking up offers, reviewing them, adding, done. */
export type ShoppingListState =
  | { step: 'idle' }
  | { step: 'finding' }
  | { step: 'find-failed' }
  | { step: 'review'; lines: ShoppingLine[] }
  | { step: 'adding'; lines: ShoppingLine[] }
  | { step: 'added'; lines: ShoppingLine[]; outcomes: AddLineOutcome[] };

/**
 * A calculation's materials to the cart: find the cheapest landed offer of each, show them for
 * review, then add the ones found. A failed lookup can be tried again; nothing is added unasked.
 */
export function useShoppingList(needs: readonly MaterialNeed[]) {
  const role = useStore($role);
  const [state, setState] = useState<ShoppingListState>({ step: 'idle' });

  const find = async () => {
    setState({ step: 'finding' });
    try {
      setState({ step: 'review', lines: await findOffers(needs, catalogueApi) });
    } catch {
      setState({ step: 'find-failed' });
    }
  };

  const addAll = async () => {
    if (state.step !== 'review') return;
    const { lines } = state;
    setState({ step: 'adding', lines });
    setState({ step: 'added', lines, outcomes: await addLinesToCart(lines, addToCart) });
  };

  const close = () => setState({ step: 'idle' });

  return { state, find, addAll, close, signedIn: role === 'buyer' };
}

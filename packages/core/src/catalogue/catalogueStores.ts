import { atom, onMount, type ReadableAtom } from 'nanostores';
import type { Loaded } from '../session/tokenBound.ts';
import { catalogueApi } from './catalogue.ts';
import type { Category } from './catalogueTypes.ts';

const categoriesState = atom<Loaded<Category[]>>({ status: 'idle', value: null });

/** Every category, loaded once when first used; a failed load leaves an empty list (spec storefront §8). */
export const $categories: ReadableAtom<Loaded<Category[]>> = categoriesState;

export function loadCategories(): void {
  if (categoriesState.get().status === 'loading') return;
  categoriesState.set({ status: 'loading', value: categoriesState.get().value });
  catalogueApi.listCategories().then(
    (value) => categoriesState.set({ status: 'ready', value }),
    (error: unknown) => {
      console.error('Could not load categories', error);
      categoriesState.set({ status: 'failed', value: [] });
    },
  );
}

onMount(categoriesState, () => {
  if (categoriesState.get().status !== 'ready') loadCategories();
});

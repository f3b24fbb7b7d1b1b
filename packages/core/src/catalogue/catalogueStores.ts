import { computed, type ReadableAtom } from 'nanostores';
import { createQuery, type Loaded } from '../data/query.ts';
import { catalogueApi } from './catalogue.ts';
import type { Category } from './catalogueTypes.ts';

const categoriesQuery = createQuery<Category[]>('categories', () =>
  catalogueApi.listCategories().catch((error: unknown) => {
    console.error('Could not load categories', error);
    throw error;
  }),
);

/** Every category, loaded once when first used; a failed load leaves an empty list (spec storefront §8). */
export const $categories: ReadableAtom<Loaded<Category[]>> = computed(categoriesQuery.$state, (state): Loaded<Category[]> =>
  state.status === 'failed' ? { status: 'failed', value: state.value ?? [] } : state,
);

/** Loads the categories again. */
export const loadCategories = categoriesQuery.refresh;

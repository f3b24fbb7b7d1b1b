import { ProductSearch } from '@nirmaan/widgets';
import { defineElement, type ElementDefinition } from './defineElement.tsx';

const NO_EVENTS = {} as const;

export const PRODUCT_SEARCH_TAG = 'nirmaan-product-search';

/** <nirmaan-product-search search="cement" category-id="3" heading="Our cement range">: a searchable, paged catalogue. */
export const PRODUCT_SEARCH_ATTRIBUTES = { search: 'string', categoryId: 'number', heading: 'string' } as const;

export const productSearchDefinition = {
  tagName: PRODUCT_SEARCH_TAG,
  attributes: PRODUCT_SEARCH_ATTRIBUTES,
  events: NO_EVENTS,
  render: ({ search, categoryId, heading }) => (
    <ProductSearch key={`${search ?? ''}|${categoryId ?? ''}`} defaultFilter={{ search, category_id: categoryId }} heading={heading ?? 'Products'} />
  ),
} satisfies ElementDefinition<typeof PRODUCT_SEARCH_ATTRIBUTES, typeof NO_EVENTS>;

export function defineProductSearch(): CustomElementConstructor {
  return defineElement(productSearchDefinition);
}

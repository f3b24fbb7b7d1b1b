import { ProductSearch } from '@nirmaan/widgets';
import type { ElementDefinitionOf } from './elementTypes.ts';

export const PRODUCT_SEARCH_TAG = 'nirmaan-product-search';

/** <nirmaan-product-search>: its attributes are described in registry.ts. */
export const productSearchDefinition = {
  tagName: PRODUCT_SEARCH_TAG,
  attributes: { search: 'string', categoryId: 'number', heading: 'string' },
  events: {},
  render: ({ search, categoryId, heading }) => (
    <ProductSearch key={`${search ?? ''}|${categoryId ?? ''}`} defaultFilter={{ search, category_id: categoryId }} heading={heading ?? 'Products'} />
  ),
} satisfies ElementDefinitionOf<typeof PRODUCT_SEARCH_TAG>;

export default productSearchDefinition;

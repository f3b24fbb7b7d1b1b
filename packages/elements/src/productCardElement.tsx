import { ProductCardLoader } from '@nirmaan/widgets';
import type { ElementDefinitionOf } from './elementTypes.ts';

export const PRODUCT_CARD_TAG = 'nirmaan-product-card';

/** <nirmaan-product-card>: its attributes are described in registry.ts. */
export const productCardDefinition = {
  tagName: PRODUCT_CARD_TAG,
  attributes: { productId: 'number' },
  events: {},
  render: ({ productId }) => (productId ? <ProductCardLoader key={productId} productId={productId} /> : null),
} satisfies ElementDefinitionOf<typeof PRODUCT_CARD_TAG>;

export default productCardDefinition;

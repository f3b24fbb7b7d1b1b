import { ProductCardLoader } from '@nirmaan/widgets';
import { defineElement, type ElementDefinition } from './defineElement.tsx';

const NO_EVENTS = {} as const;

export const PRODUCT_CARD_TAG = 'nirmaan-product-card';

/** <nirmaan-product-card product-id="12">: one product's card with its lowest price and View Prices. */
export const PRODUCT_CARD_ATTRIBUTES = { productId: 'number' } as const;

export const productCardDefinition = {
  tagName: PRODUCT_CARD_TAG,
  attributes: PRODUCT_CARD_ATTRIBUTES,
  events: NO_EVENTS,
  render: ({ productId }) => (productId ? <ProductCardLoader key={productId} productId={productId} /> : null),
} satisfies ElementDefinition<typeof PRODUCT_CARD_ATTRIBUTES, typeof NO_EVENTS>;

export function defineProductCard(): CustomElementConstructor {
  return defineElement(productCardDefinition);
}

import { ProductOffers } from '@nirmaan/widgets';
import { defineElement, type ElementDefinition } from './defineElement.tsx';

const NO_EVENTS = {} as const;

export const PRODUCT_OFFERS_TAG = 'nirmaan-product-offers';

/** <nirmaan-product-offers product-id="12">: a product's suppliers with landed prices, Add to Cart and Get Quote. */
export const PRODUCT_OFFERS_ATTRIBUTES = { productId: 'number' } as const;

export const productOffersDefinition = {
  tagName: PRODUCT_OFFERS_TAG,
  attributes: PRODUCT_OFFERS_ATTRIBUTES,
  events: NO_EVENTS,
  render: ({ productId }) => (productId ? <ProductOffers key={productId} productId={productId} /> : null),
} satisfies ElementDefinition<typeof PRODUCT_OFFERS_ATTRIBUTES, typeof NO_EVENTS>;

export function defineProductOffers(): CustomElementConstructor {
  return defineElement(productOffersDefinition);
}

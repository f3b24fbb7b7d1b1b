import { ProductOffers } from '@nirmaan/widgets';
import type { ElementDefinitionOf } from './elementTypes.ts';

export const PRODUCT_OFFERS_TAG = 'nirmaan-product-offers';

/** <nirmaan-product-offers>: its attributes are described in registry.ts. */
export const productOffersDefinition = {
  tagName: PRODUCT_OFFERS_TAG,
  attributes: { productId: 'number', partnerId: 'string' },
  // partnerId: provided by the element's root (ElementRoot.tsx) to Get Quote's request.
  events: {},
  render: ({ productId }) => (productId ? <ProductOffers key={productId} productId={productId} /> : null),
} satisfies ElementDefinitionOf<typeof PRODUCT_OFFERS_TAG>;

export default productOffersDefinition;

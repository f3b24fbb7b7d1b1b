import type { PincodeCheck as PincodeCheckResult } from '@nirmaan/core';
import { PincodeCheck, ProductCardLoader, ProductOffers, ProductSearch } from '@nirmaan/widgets';
import { defineElement, type ElementDefinition } from './defineElement.tsx';

/** Elements that fire no events. */
const NO_EVENTS = {} as const;

export const PRODUCT_SEARCH_TAG = 'nirmaan-product-search';
export const PRODUCT_CARD_TAG = 'nirmaan-product-card';
export const PRODUCT_OFFERS_TAG = 'nirmaan-product-offers';
export const PINCODE_CHECK_TAG = 'nirmaan-pincode-check';

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

/** <nirmaan-product-card product-id="12">: one product's card with its lowest price and View Prices. */
export const PRODUCT_CARD_ATTRIBUTES = { productId: 'number' } as const;

export const productCardDefinition = {
  tagName: PRODUCT_CARD_TAG,
  attributes: PRODUCT_CARD_ATTRIBUTES,
  events: NO_EVENTS,
  render: ({ productId }) => (productId ? <ProductCardLoader key={productId} productId={productId} /> : null),
} satisfies ElementDefinition<typeof PRODUCT_CARD_ATTRIBUTES, typeof NO_EVENTS>;

/** <nirmaan-product-offers product-id="12">: a product's suppliers with landed prices, Add to Cart and Get Quote. */
export const PRODUCT_OFFERS_ATTRIBUTES = { productId: 'number' } as const;

export const productOffersDefinition = {
  tagName: PRODUCT_OFFERS_TAG,
  attributes: PRODUCT_OFFERS_ATTRIBUTES,
  events: NO_EVENTS,
  render: ({ productId }) => (productId ? <ProductOffers key={productId} productId={productId} /> : null),
} satisfies ElementDefinition<typeof PRODUCT_OFFERS_ATTRIBUTES, typeof NO_EVENTS>;

/** <nirmaan-pincode-check>: fires `nirmaan:pincode-checked` with the serviceability answer. */
export const PINCODE_CHECK_ATTRIBUTES = {} as const;
export const PINCODE_CHECK_EVENTS = { onChecked: 'nirmaan:pincode-checked' } as const;

export interface CatalogueEventMap {
  'nirmaan:pincode-checked': CustomEvent<PincodeCheckResult>;
}

export const pincodeCheckDefinition = {
  tagName: PINCODE_CHECK_TAG,
  attributes: PINCODE_CHECK_ATTRIBUTES,
  events: PINCODE_CHECK_EVENTS,
  render: ({ onChecked }) => <PincodeCheck onChecked={(check) => onChecked(check)} />,
} satisfies ElementDefinition<typeof PINCODE_CHECK_ATTRIBUTES, typeof PINCODE_CHECK_EVENTS>;

export function defineCatalogueElements(): void {
  defineElement(productSearchDefinition);
  defineElement(productCardDefinition);
  defineElement(productOffersDefinition);
  defineElement(pincodeCheckDefinition);
}

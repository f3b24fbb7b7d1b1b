/*
 * @nirmaan/elements for npm: every element's definition, defined on demand, and the types derived
 * from the element registry (registry.ts). Partner pages use embed.js instead (embed.ts).
 */
import adminDashboard from './adminDashboardElement.tsx';
import boqCalculator from './boqCalculatorElement.tsx';
import cartButton from './cartButtonElement.tsx';
import cart from './cartElement.tsx';
import chatbot from './chatbotElement.tsx';
import checkout from './checkoutElement.tsx';
import costCalculator from './costCalculatorElement.tsx';
import { defineElement, type AnyDefinition } from './defineElement.tsx';
import homeDrawing from './homeDrawingElement.tsx';
import houseCalculator from './houseCalculatorElement.tsx';
import labourCalculator from './labourCalculatorElement.tsx';
import materialCalculator from './materialCalculatorElement.tsx';
import orders from './ordersElement.tsx';
import pincodeCheck from './pincodeCheckElement.tsx';
import pincodeManager from './pincodeManagerElement.tsx';
import priceBoard from './priceBoardElement.tsx';
import productCard from './productCardElement.tsx';
import productOffers from './productOffersElement.tsx';
import productSearch from './productSearchElement.tsx';
import quoteRequest from './quoteRequestElement.tsx';
import type { DetailedHTMLProps, HTMLAttributes } from 'react';
import type { ElementAttributesOf, ElementEventMap, ElementPropertiesOf, ElementTag, NirmaanEventMap } from './registry.ts';
import sellerDashboard from './sellerDashboardElement.tsx';
import signIn from './signInElement.tsx';

export { adoptStyles } from './adoptStyles.ts';
export {
  createElementClass,
  defineElement,
  type AnyDefinition,
  type AttributeSpec,
  type AttributeType,
  type ElementDefinition,
  type EventSpec,
} from './defineElement.tsx';
export {
  attributeName,
  COMMON_ATTRIBUTES,
  ELEMENT_METADATA,
  type AttributeMetadata,
  type AttributeTypesOf,
  type DetailCallbacksOf,
  type ElementAttributesOf,
  type ElementDefinitionOf,
  type ElementEventMap,
  type ElementMetadata,
  type ElementPropertiesOf,
  type ElementTag,
  type EventDetails,
  type EventMetadata,
  type EventNamesOf,
  type NirmaanEventMap,
  type OrderPlacedDetail,
  type PincodeCheckResult,
  type SignedInDetail,
} from './registry.ts';
// Each element's tag (e.g. LABOUR_CALCULATOR_TAG) and definition (labourCalculatorDefinition).
export * from './adminDashboardElement.tsx';
export * from './boqCalculatorElement.tsx';
export * from './cartButtonElement.tsx';
export * from './cartElement.tsx';
export * from './chatbotElement.tsx';
export * from './checkoutElement.tsx';
export * from './costCalculatorElement.tsx';
export * from './homeDrawingElement.tsx';
export * from './houseCalculatorElement.tsx';
export * from './labourCalculatorElement.tsx';
export * from './materialCalculatorElement.tsx';
export * from './ordersElement.tsx';
export * from './pincodeCheckElement.tsx';
export * from './pincodeManagerElement.tsx';
export * from './priceBoardElement.tsx';
export * from './productCardElement.tsx';
export * from './productOffersElement.tsx';
export * from './productSearchElement.tsx';
export * from './quoteRequestElement.tsx';
export * from './sellerDashboardElement.tsx';
export * from './signInElement.tsx';

/** Every element's definition, React code included: the npm entry defines them without loading anything. */
export const ELEMENT_DEFINITIONS = [
  labourCalculator,
  signIn,
  productSearch,
  productCard,
  productOffers,
  pincodeCheck,
  cart,
  cartButton,
  checkout,
  orders,
  materialCalculator,
  houseCalculator,
  costCalculator,
  boqCalculator,
  homeDrawing,
  chatbot,
  quoteRequest,
  sellerDashboard,
  adminDashboard,
  pincodeManager,
  priceBoard,
] as const;

// One definition per registry tag, no more: a missing or extra element is a compile error here.
type DefinedTag = (typeof ELEMENT_DEFINITIONS)[number]['tagName'];
type ExpectTrue<T extends true> = T;
type _EveryTagIsDefined = ExpectTrue<[ElementTag] extends [DefinedTag] ? ([DefinedTag] extends [ElementTag] ? true : false) : false>;

const definitions = new Map<string, AnyDefinition>(ELEMENT_DEFINITIONS.map((definition) => [definition.tagName, definition as unknown as AnyDefinition]));

/** Defines one element (once; a second call answers the same class), e.g. defineNirmaanElement('nirmaan-cart'). */
export function defineNirmaanElement(tag: ElementTag): CustomElementConstructor {
  const definition = definitions.get(tag);
  if (!definition) throw new Error(`nirmaan: no element ${tag}`);
  return defineElement(definition);
}

/** Defines every Nirmaan custom element. */
export function defineAllElements(): void {
  for (const tag of definitions.keys()) defineNirmaanElement(tag as ElementTag);
}

/** Every calculator fires `nirmaan:calculated`; its detail is the `{ input, result }` of whichever calculator the event's target is. */
export type CalculatorEventMap = Pick<NirmaanEventMap, 'nirmaan:calculated'>;

/**
 * An element as the page sees it: a property per attribute (camelCase, reflecting it) and typed
 * listeners for its events, e.g. `document.querySelector('nirmaan-checkout')?.addEventListener(
 * 'nirmaan:order-placed', (event) => event.detail.orderIds)`.
 */
export interface NirmaanElementBase<M> extends HTMLElement {
  addEventListener<K extends keyof M>(type: K, listener: (this: this, event: M[K]) => void, options?: boolean | AddEventListenerOptions): void;
  addEventListener<K extends keyof HTMLElementEventMap>(
    type: K,
    listener: (this: this, event: HTMLElementEventMap[K]) => void,
    options?: boolean | AddEventListenerOptions,
  ): void;
  addEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions): void;
  removeEventListener<K extends keyof M>(type: K, listener: (this: this, event: M[K]) => void, options?: boolean | EventListenerOptions): void;
  removeEventListener<K extends keyof HTMLElementEventMap>(
    type: K,
    listener: (this: this, event: HTMLElementEventMap[K]) => void,
    options?: boolean | EventListenerOptions,
  ): void;
  removeEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | EventListenerOptions): void;
}

export type NirmaanElement<T extends ElementTag> = NirmaanElementBase<ElementEventMap<T>> & ElementPropertiesOf<T>;

/** Every element by tag, for document.createElement, querySelector and friends. */
export type NirmaanElementTagNameMap = { [T in ElementTag]: NirmaanElement<T> };

/** Every element in React's JSX: its attributes (kebab-case, with their allowed values) besides the usual HTML ones. */
export type NirmaanIntrinsicElements = {
  [T in ElementTag]: ElementAttributesOf<T> & DetailedHTMLProps<HTMLAttributes<NirmaanElement<T>>, NirmaanElement<T>>;
};

declare global {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the registry's elements, merged into the DOM's map
  interface HTMLElementTagNameMap extends NirmaanElementTagNameMap {}
}

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- React's JSX namespace, augmented
  namespace JSX {
    // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the registry's elements, merged into React's
    interface IntrinsicElements extends NirmaanIntrinsicElements {}
  }
}

/*
 * @nirmaan/elements for npm: every element's definition, defined on demand, and the types derived
 * from the element registry (registry.ts). Partner pages use embed.js instead (embed.ts).
 */
import { ELEMENT_DEFINITIONS as GENERATED_DEFINITIONS } from 'virtual:nirmaan-element-definitions';
import { defineElement, type AnyDefinition } from './defineElement.tsx';
import type { DetailedHTMLProps, HTMLAttributes } from 'react';
import type { ElementAttributesOf, ElementDefinitionOf, ElementEventMap, ElementPropertiesOf, ElementTag, NirmaanEventMap } from './elementTypes.ts';

/**
 * The page's configuration (the API's address, the partner id, the map), shared with @nirmaan/core
 * and @nirmaan/widgets: one instance of each on a page, so elements and React widgets share it, the
 * session and the cart. Call it before the first element connects: configure({ apiBase }).
 */
export { configure, type NirmaanConfig } from '@nirmaan/core';
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
/** `stayOnPage` -> `stay-on-page`: an attribute's name from its property's. */
export { attributeNameOf as attributeName } from './embed/elementProperties.ts';
export {
  COMMON_ATTRIBUTES,
  ELEMENT_METADATA,
  type AttributeMetadata,
  type ElementMetadata,
  type EventDetails,
  type EventMetadata,
  type OrderPlacedDetail,
  type PincodeCheckResult,
  type SignedInDetail,
} from './registry.ts';
export {
  type AttributeTypesOf,
  type DetailCallbacksOf,
  type ElementAttributesOf,
  type ElementDefinitionOf,
  type ElementEventMap,
  type ElementPropertiesOf,
  type ElementTag,
  type EventNamesOf,
  type NirmaanEventMap,
} from './elementTypes.ts';
/**
 * Every element's definition, React code included, in the registry's order: the npm entry defines
 * them without loading anything. The build generates the list from the element registry
 * (scripts/elementModules.mjs): each element's `*Element.tsx` default export.
 */
export const ELEMENT_DEFINITIONS = GENERATED_DEFINITIONS as ReadonlyArray<{ [T in ElementTag]: ElementDefinitionOf<T> }[ElementTag]>;

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

/** Every calculator fires `nirmaan-calculated`; its detail is the `{ input, result }` of whichever calculator the event's target is. */
export type CalculatorEventMap = Pick<NirmaanEventMap, 'nirmaan-calculated'>;

/**
 * An element as the page sees it: a property per attribute (camelCase, reflecting it) and typed
 * listeners for its events, e.g. `document.querySelector('nirmaan-checkout')?.addEventListener(
 * 'nirmaan-order-placed', (event) => event.detail.orderIds)`.
 */
export interface NirmaanElementBase<M> extends HTMLElement {
  /** Settles once the element's widget has rendered (it then fires `nirmaan-ready` and matches `:state(ready)`). */
  readonly ready: Promise<void>;
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

/** The events every element fires besides its own: `nirmaan-ready`, once its widget has rendered. */
export interface NirmaanReadyEventMap {
  'nirmaan-ready': Event;
}

/** React 19 listens to a custom element's event through `on` + its exact name: `onnirmaan-calculated={(event) => ...}`. */
export type ElementEventHandlersOf<T extends ElementTag> = {
  [E in keyof (ElementEventMap<T> & NirmaanReadyEventMap) & string as `on${E}`]?: (event: (ElementEventMap<T> & NirmaanReadyEventMap)[E]) => void;
};

/** Every element in React's JSX: its attributes (kebab-case, with their allowed values) and event handlers besides the usual HTML ones. */
export type NirmaanIntrinsicElements = {
  [T in ElementTag]: ElementAttributesOf<T> & ElementEventHandlersOf<T> & DetailedHTMLProps<HTMLAttributes<NirmaanElement<T>>, NirmaanElement<T>>;
};

declare global {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the registry's elements, merged into the DOM's map
  interface HTMLElementTagNameMap extends NirmaanElementTagNameMap {}
  // The elements' events bubble and cross shadow roots: typed on any element and on the document.
  interface HTMLElementEventMap extends NirmaanEventMap, NirmaanReadyEventMap {}
  interface DocumentEventMap extends NirmaanEventMap, NirmaanReadyEventMap {}
}

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- React's JSX namespace, augmented
  namespace JSX {
    // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the registry's elements, merged into React's
    interface IntrinsicElements extends NirmaanIntrinsicElements {}
  }
}

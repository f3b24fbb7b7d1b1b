import r2wc from '@r2wc/react-to-web-component';
import type { ReactNode } from 'react';
import { adoptStyles } from './adoptStyles.ts';
import { ElementRoot } from './ElementRoot.tsx';
import widgetCss from 'virtual:nirmaan-widget-css';

/** How an attribute's text becomes a prop (r2wc's transforms). */
export type AttributeType = 'string' | 'number' | 'boolean' | 'json';

/** camelCase prop name -> attribute type; the attribute itself is the kebab-case name. */
export type AttributeSpec = Readonly<Record<string, AttributeType>>;

type AttributeValue<T extends AttributeType> = T extends 'number' ? number : T extends 'boolean' ? boolean : T extends 'json' ? unknown : string;

export type AttributeProps<A extends AttributeSpec> = { [K in keyof A]?: AttributeValue<A[K]> };

/** React callback prop -> DOM event name, e.g. { onCalculated: 'nirmaan:calculated' }. */
export type EventSpec = Readonly<Record<`on${string}`, `nirmaan:${string}`>>;

export type EventCallbacks<E extends EventSpec> = { [K in keyof E]: (detail: unknown) => void };

export interface ElementDefinition<A extends AttributeSpec, E extends EventSpec> {
  tagName: `nirmaan-${string}`;
  attributes: A;
  events: E;
  /** Renders the widget from the element's attributes, wiring its callbacks to the element's events. */
  render: (props: AttributeProps<A> & EventCallbacks<E>) => ReactNode;
}

/** Any element's definition, as the loader and defineAllElements handle them (registry.ts types each one). */
export type AnyDefinition = ElementDefinition<AttributeSpec, EventSpec>;

/** r2wc derives an event's name by dropping 'on' and lowercasing: 'onNirmaan:calculated' -> 'nirmaan:calculated'. */
function r2wcEventProp(eventName: string): string {
  return `on${eventName.charAt(0).toUpperCase()}${eventName.slice(1)}`;
}

const EVENT_INIT = { bubbles: true, composed: true } as const;

/** 'stayOnPage' -> 'stay-on-page', as r2wc names attributes. */
function kebabCase(name: string): string {
  return name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

export interface ElementClassOptions {
  /** Gives a new element's shadow root its CSS; by default the widgets' built CSS (embed.js brings it per widget instead). */
  adoptStyles?: (root: ShadowRoot) => void;
}

const adoptWidgetCss = (root: ShadowRoot) => adoptStyles(root, widgetCss);

/**
 * Builds a custom element class for a widget: open shadow DOM with the widgets' CSS adopted, a
 * portal container inside the root, typed attributes and `nirmaan:*` CustomEvents fired on the element.
 */
export function createElementClass<A extends AttributeSpec, E extends EventSpec>(
  definition: ElementDefinition<A, E>,
  { adoptStyles: adoptRootStyles = adoptWidgetCss }: ElementClassOptions = {},
): CustomElementConstructor {
  const eventEntries = Object.entries(definition.events) as Array<[keyof E & string, string]>;

  function Bridge(props: Record<string, unknown>) {
    const callbacks = Object.fromEntries(
      eventEntries.map(([callbackName, eventName]) => {
        const dispatch = props[r2wcEventProp(eventName)] as ((detail: unknown) => void) | undefined;
        return [callbackName, (detail: unknown) => dispatch?.(detail)];
      }),
    ) as EventCallbacks<E>;
    const attributeProps = Object.fromEntries(Object.keys(definition.attributes).map((name) => [name, props[name]])) as AttributeProps<A>;
    return <ElementRoot>{definition.render({ ...attributeProps, ...callbacks })}</ElementRoot>;
  }

  const Base = r2wc(Bridge, {
    shadow: 'open',
    props: { ...definition.attributes },
    events: Object.fromEntries(eventEntries.map(([, eventName]) => [r2wcEventProp(eventName), EVENT_INIT])),
  }) as CustomElementConstructor;

  const booleanAttributes = new Map(
    Object.entries(definition.attributes)
      .filter(([, type]) => type === 'boolean')
      .map(([name]) => [kebabCase(name), name]),
  );

  return class NirmaanElement extends Base {
    constructor() {
      super();
      if (this.shadowRoot) adoptRootStyles(this.shadowRoot);
    }

    connectedCallback(): void {
      // HTML boolean attributes: a bare `stay-on-page` means true. r2wc ignores empty values, so
      // spell them out before it reads them.
      for (const attribute of booleanAttributes.keys()) {
        if (this.getAttribute(attribute) === '') this.setAttribute(attribute, 'true');
      }
      (Base.prototype as unknown as { connectedCallback: () => void }).connectedCallback.call(this);
    }

    attributeChangedCallback(attribute: string, previous: string | null, value: string | null): void {
      const base = Base.prototype as unknown as { attributeChangedCallback: (name: string, old: string | null, next: string | null) => void };
      const prop = booleanAttributes.get(attribute);
      if (prop && value === '') {
        this.setAttribute(attribute, 'true');
        return;
      }
      if (prop && value === null) {
        // Removed: r2wc would keep the old value; the attribute reads "false" from now on.
        (this as unknown as Record<string, unknown>)[prop] = false;
        return;
      }
      base.attributeChangedCallback.call(this, attribute, previous, value);
    }
  };
}

/** Defines the element once; a second call (two scripts on one page) is harmless. */
export function defineElement<A extends AttributeSpec, E extends EventSpec>(definition: ElementDefinition<A, E>): CustomElementConstructor {
  const existing = customElements.get(definition.tagName);
  if (existing) return existing;
  const elementClass = createElementClass(definition);
  customElements.define(definition.tagName, elementClass);
  return elementClass;
}

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

/** r2wc derives an event's name by dropping 'on' and lowercasing: 'onNirmaan:calculated' -> 'nirmaan:calculated'. */
function r2wcEventProp(eventName: string): string {
  return `on${eventName.charAt(0).toUpperCase()}${eventName.slice(1)}`;
}

const EVENT_INIT = { bubbles: true, composed: true } as const;

/**
 * Builds a custom element class for a widget: open shadow DOM with the widgets' CSS adopted, a
 * portal container inside the root, typed attributes and `nirmaan:*` CustomEvents fired on the element.
 */
export function createElementClass<A extends AttributeSpec, E extends EventSpec>(definition: ElementDefinition<A, E>): CustomElementConstructor {
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

  return class NirmaanElement extends Base {
    constructor() {
      super();
      if (this.shadowRoot) adoptStyles(this.shadowRoot, widgetCss);
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

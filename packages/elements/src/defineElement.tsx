import r2wc from '@r2wc/core';
import type { ReactNode } from 'react';
import { adoptStyles } from './adoptStyles.ts';
import { widgetRenderer } from './widgetRenderer.ts';
import { checkAttributeValues, type AllowedValues } from './attributeValues.ts';
import { ElementRoot } from './ElementRoot.tsx';
import { whenReady } from './elementReadiness.ts';
import { attributeNameOf, upgradeProperties, type AttributeType } from './embed/elementProperties.ts';
import widgetCss from 'virtual:nirmaan-widget-css';

export type { AttributeType };

/** camelCase prop name -> attribute type; the attribute itself is the kebab-case name. */
export type AttributeSpec = Readonly<Record<string, AttributeType>>;

type AttributeValue<T extends AttributeType> = T extends 'number' ? number : T extends 'boolean' ? boolean : T extends 'json' ? unknown : string;

export type AttributeProps<A extends AttributeSpec> = { [K in keyof A]?: AttributeValue<A[K]> };

/** React callback prop -> DOM event name, e.g. { onCalculated: 'nirmaan-calculated' }. */
export type EventSpec = Readonly<Record<`on${string}`, `nirmaan-${string}`>>;

export type EventCallbacks<E extends EventSpec> = { [K in keyof E]: (detail: unknown) => void };

export interface ElementDefinition<A extends AttributeSpec, E extends EventSpec> {
  tagName: `nirmaan-${string}`;
  attributes: A;
  events: E;
  /** Renders the widget from the element's attributes, wiring its callbacks to the element's events. */
  render: (props: AttributeProps<A> & EventCallbacks<E>) => ReactNode;
  /**
   * The registry's allowed values of its attributes with a fixed set; the build adds them
   * (scripts/elementModules.mjs). Any other value reaches `render` as undefined, said on the element.
   */
  allowedValues?: AllowedValues;
}

/** Any element's definition, as the loader and defineAllElements handle them (registry.ts types each one). */
export type AnyDefinition = ElementDefinition<AttributeSpec, EventSpec>;

/** r2wc derives an event's name by dropping 'on' and lowercasing: 'onNirmaan:calculated' -> 'nirmaan-calculated'. */
function r2wcEventProp(eventName: string): string {
  return `on${eventName.charAt(0).toUpperCase()}${eventName.slice(1)}`;
}

const EVENT_INIT = { bubbles: true, composed: true } as const;

/** Every element's `lang` (registry.ts COMMON_ATTRIBUTES): read from the element itself, not through r2wc, so its native `lang` property stays. */
const LANG = 'lang';

// r2wc keeps an element's props and its render under these registered symbols (@r2wc/core).
const R2WC_PROPS = Symbol.for('r2wc.props');
const R2WC_RENDER = Symbol.for('r2wc.render');

/** An HTML boolean attribute: present (even empty) means true, unless it says false (or 0, no, …: r2wc's reading). */
function parseBoolean(value: string): boolean {
  return value === '' || /^[ty1-9]/i.test(value);
}

export interface ElementClassOptions {
  /** Gives a new element's shadow root its CSS; by default the widgets' built CSS (embed.js brings it per widget instead). */
  adoptStyles?: (root: ShadowRoot) => void;
}

const adoptWidgetCss = (root: ShadowRoot) => adoptStyles(root, widgetCss);

/**
 * Builds a custom element class for a widget: open shadow DOM with the widgets' CSS adopted, a
 * portal container inside the root, typed attributes and `nirmaan-*` CustomEvents fired on the element.
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
    const given = Object.fromEntries(Object.keys(definition.attributes).map((name) => [name, props[name]]));
    const { values, problems } = checkAttributeValues(given, definition.attributes, definition.allowedValues);
    return (
      <ElementRoot
        tagName={definition.tagName}
        partnerId={values['partnerId'] as string | undefined}
        lang={(props['container'] as ShadowRoot).host.getAttribute(LANG)}
        problems={problems}
      >
        {definition.render({ ...(values as AttributeProps<A>), ...callbacks })}
      </ElementRoot>
    );
  }

  const Base = r2wc(
    Bridge,
    {
      shadow: 'open',
      props: { ...definition.attributes },
      events: Object.fromEntries(eventEntries.map(([, eventName]) => [r2wcEventProp(eventName), EVENT_INIT])),
    },
    widgetRenderer,
  ) as CustomElementConstructor;

  const propertyOf = new Map(Object.keys(definition.attributes).map((name) => [attributeNameOf(name), name]));
  const attributeTypes = definition.attributes as Readonly<Record<string, AttributeType>>;

  return class NirmaanElement extends Base {
    readonly #ready: Promise<void>;

    static get observedAttributes(): string[] {
      return [...(Base as unknown as { observedAttributes: string[] }).observedAttributes, LANG];
    }

    constructor() {
      super();
      const root = this.shadowRoot as ShadowRoot;
      adoptRootStyles(root);
      this.#ready = whenReady(this, root);
      // r2wc skips empty values: a bare boolean attribute (`stay-on-page`) means true.
      for (const [attribute, prop] of propertyOf) {
        const value = this.getAttribute(attribute);
        if (attributeTypes[prop] === 'boolean' && value !== null) this.#props[prop] = parseBoolean(value);
      }
    }

    /** Settles once the widget has rendered (the element then matches `:state(ready)` and has fired `nirmaan-ready`). */
    get ready(): Promise<void> {
      return this.#ready;
    }

    get #props(): Record<string, unknown> {
      return (this as unknown as Record<symbol, Record<string, unknown>>)[R2WC_PROPS] as Record<string, unknown>;
    }

    #render(): void {
      (this as unknown as Record<symbol, () => void>)[R2WC_RENDER]?.();
    }

    connectedCallback(): void {
      upgradeProperties(this, attributeTypes);
      (Base.prototype as unknown as { connectedCallback: () => void }).connectedCallback.call(this);
    }

    attributeChangedCallback(attribute: string, previous: string | null, value: string | null): void {
      // The widget reads `lang` from the element as it renders (Bridge): a change renders it again.
      if (attribute === LANG) return this.#render();
      const prop = propertyOf.get(attribute);
      const isBoolean = prop !== undefined && attributeTypes[prop] === 'boolean';
      if (prop !== undefined && (value === null || isBoolean)) {
        // Removed: the widget's default again (r2wc would keep the old value). Nothing is written
        // back on the element: the page owns its attributes.
        this.#props[prop] = isBoolean ? value !== null && parseBoolean(value) : undefined;
        this.#render();
        return;
      }
      const base = Base.prototype as unknown as { attributeChangedCallback: (name: string, old: string | null, next: string | null) => void };
      base.attributeChangedCallback.call(this, attribute, previous, value);
      if (prop !== undefined && attributeTypes[prop] === 'number' && !Number.isFinite(Number(value))) {
        // Not a number: the text itself, rather than r2wc's NaN, so the element can name it (attributeValues.ts).
        this.#props[prop] = value;
        this.#render();
      }
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

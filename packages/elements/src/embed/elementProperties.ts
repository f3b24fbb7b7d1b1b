/** How an attribute's text becomes a prop (r2wc's transforms) and a property's value. */
export type AttributeType = 'string' | 'number' | 'boolean' | 'json';

/*
 * The properties of the loader's elements: one per attribute, camelCase, reflecting it, so that a
 * framework binding a property (`el.workType = 'painting'`, React 19, Vue, Angular) and one writing
 * the attribute meet the same value. null or undefined (or false) removes the attribute: the widget
 * goes back to its default.
 */

/** 'stayOnPage' -> 'stay-on-page'. */
export function attributeNameOf(property: string): string {
  return property.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

/** The property's value from the attribute ('json' attributes read as their text: no element has one). */
function read(element: HTMLElement, attribute: string, type: AttributeType): unknown {
  const text = element.getAttribute(attribute);
  if (type === 'boolean') return text !== null && text !== 'false';
  return type === 'number' && text !== null ? Number(text) : (text ?? undefined);
}

function write(element: HTMLElement, attribute: string, type: AttributeType, value: unknown): void {
  if (value === null || value === undefined || value === false) element.removeAttribute(attribute);
  else element.setAttribute(attribute, type === 'boolean' ? '' : String(value));
}

/** Defines the reflecting properties on an element class's prototype. */
export function defineReflectingProperties(prototype: HTMLElement, attributes: Readonly<Record<string, AttributeType>>): void {
  for (const [property, type] of Object.entries(attributes)) {
    const attribute = attributeNameOf(property);
    Object.defineProperty(prototype, property, {
      configurable: true,
      enumerable: true,
      get(this: HTMLElement) {
        return read(this, attribute, type);
      },
      set(this: HTMLElement, value: unknown) {
        write(this, attribute, type, value);
      },
    });
  }
}

/**
 * A property set on the element before embed.js defined it (a framework rendering first) sits on
 * the instance and hides the class's accessor: it is taken off and set again through the accessor.
 */
export function upgradeProperties(element: HTMLElement, attributes: Readonly<Record<string, AttributeType>>): void {
  for (const property of Object.keys(attributes)) {
    if (!Object.hasOwn(element, property)) continue;
    const value = (element as unknown as Record<string, unknown>)[property];
    delete (element as unknown as Record<string, unknown>)[property];
    (element as unknown as Record<string, unknown>)[property] = value;
  }
}

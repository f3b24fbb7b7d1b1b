import { attributeNameOf } from '../embed/elementProperties.ts';
import { ELEMENT_METADATA } from '../registry.ts';
import type { ElementTag } from '../elementTypes.ts';

/**
 * The `<nirmaan-…>` markup a partner would paste for a story: the story's args that are attributes
 * of the element's registry entry, under their attribute names (a boolean true as a bare attribute,
 * false/null/undefined left out); props that are not attributes (callbacks, `api`) are not markup.
 */
export function elementMarkup(tag: ElementTag, args: Readonly<Record<string, unknown>>): string {
  const attributes = ELEMENT_METADATA[tag].attributes as Readonly<Record<string, unknown>>;
  const parts = Object.keys(attributes).flatMap((property) => {
    const value = args[property];
    if (value === undefined || value === null || value === false) return [];
    const name = attributeNameOf(property);
    return value === true ? [name] : [`${name}="${escapeAttribute(String(value))}"`];
  });
  return `<${tag}${parts.map((part) => ` ${part}`).join('')}></${tag}>`;
}

function escapeAttribute(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

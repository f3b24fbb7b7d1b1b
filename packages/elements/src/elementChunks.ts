import { ELEMENTS as GENERATED_ELEMENTS } from 'virtual:nirmaan-elements';
export { COMMON_ATTRIBUTE_TYPES } from 'virtual:nirmaan-elements';
import type { AttributeType } from './defineElement.tsx';
import type { ElementDefinitionOf, ElementTag } from './elementTypes.ts';

/*
 * What the loader (embed.js) knows of every element before its code has arrived: the chunk to load,
 * the space to keep and the attributes' types. The build generates the list from the element registry (registry.ts) with
 * scripts/elementModules.mjs, and only these fields: the loader comes with every first widget on a
 * partner's page.
 */

export interface ElementChunk<Definition = unknown> {
  /**
   * Loads the element's module (a chunk of its own in embed.js); its default export is the
   * definition. The module itself, not `.default`: every entry is shorter so in the loader.
   */
  readonly chunk: () => Promise<{ readonly default: Definition }>;
  /** The space to keep: the registry's reserved heights at RESERVE_WIDTHS, in that order (registryTypes.ts). */
  readonly reserve: readonly number[];
  /** The element's own attributes (camelCase property -> type), if any; the loader gives each a reflecting property, as it does `theme`. */
  readonly attributes?: Readonly<Record<string, AttributeType>>;
  /** Load at once rather than when scrolled near: the floating widgets, such as the chatbot. */
  readonly eager?: boolean;
}

/** Every element embed.js defines, in the order of ELEMENT_METADATA; each chunk's definition is that tag's. */
export const ELEMENTS = GENERATED_ELEMENTS as { readonly [T in ElementTag]: ElementChunk<ElementDefinitionOf<T>> };

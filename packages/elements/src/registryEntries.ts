import { ELEMENTS, type ElementChunk } from './elementChunks.ts';
import { ELEMENT_METADATA, type ElementMetadata, type ElementTag } from './registry.ts';

/** Both parts of an element's registry entry. For tools (the manifest script, the tests): never in a browser bundle. */
export type RegistryEntry = { readonly tag: ElementTag } & ElementChunk & ElementMetadata;

/** Both parts of every element's entry, in the registry's order. */
export function registryEntries(): RegistryEntry[] {
  return (Object.keys(ELEMENT_METADATA) as ElementTag[]).map((tag) => ({ tag, ...ELEMENTS[tag], ...(ELEMENT_METADATA[tag] as ElementMetadata) }));
}

import { ELEMENT_METADATA, type ElementMetadata } from './registry.ts';
import { type ElementTag } from './elementTypes.ts';

/** An element's registry entry with its tag. For tools (the manifest script, the tests): never in a browser bundle. */
export type RegistryEntry = { readonly tag: ElementTag } & ElementMetadata;

/** Every element's entry, in the registry's order. */
export function registryEntries(): RegistryEntry[] {
  return (Object.keys(ELEMENT_METADATA) as ElementTag[]).map((tag) => ({ tag, ...(ELEMENT_METADATA[tag] as ElementMetadata) }));
}

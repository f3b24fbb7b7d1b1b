/**
 * Nirmaan's elements in Svelte 5 markup, for svelte-check: each `<nirmaan-*>` tag with its
 * attributes (their allowed values) and its events as `on` + the event's name
 * (`onnirmaan-calculated={(event) => ...}`), derived from the element registry's types.
 * `import type {} from '@nirmaan/elements/svelte';` once in the app (or list it in tsconfig's `types`).
 */
import type { HTMLAttributes } from 'svelte/elements';
import type { ElementAttributesOf, ElementEventHandlersOf, ElementTag, NirmaanElement } from '@nirmaan/elements';

export type NirmaanSvelteElements = {
  [T in ElementTag]: ElementAttributesOf<T> & ElementEventHandlersOf<T> & Omit<HTMLAttributes<NirmaanElement<T>>, keyof ElementAttributesOf<T>>;
};

declare module 'svelte/elements' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the registry's elements, merged into Svelte's
  interface SvelteHTMLElements extends NirmaanSvelteElements {}
}

/**
 * Nirmaan's elements in Vue 3 templates, for vue-tsc and Volar: each `<nirmaan-*>` tag with its
 * attributes (their allowed values) and its events, derived from the element registry's types.
 * `import type {} from '@nirmaan/elements/vue';` once in the app (or list it in tsconfig's `types`),
 * and tell Vue's compiler the tags are custom elements (`isCustomElement: (tag) => tag.startsWith('nirmaan-')`).
 */
import type { HTMLAttributes } from 'vue';
import type { ElementAttributesOf, ElementEventMap, ElementPropertiesOf, ElementTag, NirmaanElement, NirmaanReadyEventMap } from '@nirmaan/elements';

type EventsOf<T extends ElementTag> = ElementEventMap<T> & NirmaanReadyEventMap;

/** `@nirmaan-calculated="handler"` is the prop `onNirmaanCalculated` to Vue's type checker. */
type CamelCase<S extends string> = S extends `${infer Head}-${infer Rest}` ? `${Head}${Capitalize<CamelCase<Rest>>}` : S;
type VueEventHandlersOf<T extends ElementTag> = {
  [E in keyof EventsOf<T> & string as `on${Capitalize<CamelCase<E>>}`]?: (event: EventsOf<T>[E]) => void;
};

/** What a template may put on the tag: its attributes by property name (Vue camelizes `work-type`), the common ones, its events. */
type VueElementProps<T extends ElementTag> = Partial<ElementPropertiesOf<T>> & Pick<ElementAttributesOf<T>, 'theme'> & VueEventHandlersOf<T> & HTMLAttributes;

/** A tag as Vue's GlobalComponents describe custom elements: the element itself, plus its template props. */
export type NirmaanVueElement<T extends ElementTag> = new () => NirmaanElement<T> & {
  /** For template type checking only: not a property of the element. */
  $props: VueElementProps<T>;
};

export type NirmaanVueComponents = { [T in ElementTag]: NirmaanVueElement<T> };

declare module 'vue' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the registry's elements, merged into Vue's
  interface GlobalComponents extends NirmaanVueComponents {}
}

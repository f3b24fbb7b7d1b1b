import { createElementClass, ELEMENT_DEFINITIONS, type AnyDefinition, type ElementTag } from '../index.ts';
import { adoptPageCss } from './pageCss.ts';

/**
 * Defines the real `<nirmaan-…>` element `tag` (its definition from @nirmaan/elements, the class
 * partners get) for a story, with the page's CSS adopted into its shadow root in place of the
 * embed's inlined CSS, which Storybook does not build. Once per page; a second call does nothing.
 */
export function defineStoryElement(tag: ElementTag): void {
  if (customElements.get(tag)) return;
  const definition = ELEMENT_DEFINITIONS.find((candidate) => candidate.tagName === tag) as unknown as AnyDefinition;
  customElements.define(tag, createElementClass(definition, { adoptStyles: adoptPageCss }));
}

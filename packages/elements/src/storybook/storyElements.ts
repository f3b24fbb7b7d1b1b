import builtWidgetCss from 'virtual:nirmaan-built-widget-css';
import { adoptStyles } from '../adoptStyles.ts';
import { createElementClass, ELEMENT_DEFINITIONS, type AnyDefinition, type ElementTag } from '../index.ts';

/**
 * Defines the real `<nirmaan-…>` element `tag` (its definition from @nirmaan/elements, the class
 * partners get) for a story, adopting into its shadow root the CSS partners' elements adopt: the
 * built stylesheets of @nirmaan/ui and @nirmaan/widgets, as the npm build's elements do (embed.js
 * brings the same rules chunk by chunk). Not the page's CSS: Storybook's own styles and whatever
 * the other stories put in the page stay out, as they are out of a partner's element. Once per
 * page; a second call does nothing.
 */
export function defineStoryElement(tag: ElementTag): void {
  if (customElements.get(tag)) return;
  const definition = ELEMENT_DEFINITIONS.find((candidate) => candidate.tagName === tag) as unknown as AnyDefinition;
  customElements.define(tag, createElementClass(definition, { adoptStyles: (root) => adoptStyles(root, builtWidgetCss) }));
}

/**
 * The script a partner page includes with one tag. It is only a loader: it defines every
 * <nirmaan-*> element at once, and loads a widget's code (React, the stores and the widget, shared
 * by all widgets on the page) only when such an element is on the page and in view or touched.
 * Configuration may be queued before it arrives: see embed/embedConfig.ts.
 */
import { takeQueuedCommands } from './embed/embedConfig.ts';
import { lazyElementClass, type LoadImplementation } from './embed/lazyElement.ts';
import { LAZY_ELEMENTS } from './embed/lazyElements.ts';

const siteOrigin = new URL(import.meta.url).origin;

const loadImplementation: LoadImplementation = async (tag, spec) => {
  const [runtime, definition] = await Promise.all([import('./embed/embedRuntime.ts'), spec.load()]);
  return runtime.defineImplementation(tag, definition, siteOrigin);
};

if (typeof window !== 'undefined' && typeof customElements !== 'undefined') {
  takeQueuedCommands(window);
  for (const [tag, spec] of Object.entries(LAZY_ELEMENTS)) {
    if (!customElements.get(tag)) customElements.define(tag, lazyElementClass(tag, spec, loadImplementation));
  }
}

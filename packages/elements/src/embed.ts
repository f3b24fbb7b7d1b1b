/**
 * The script a partner page includes with one tag. It is only a loader: it defines every
 * <nirmaan-*> element of the registry at once, and loads a widget's code (React, the stores and the
 * widget, shared by all widgets on the page) only when such an element is on the page and in view
 * or touched. Configuration may be queued before it arrives: see embed/embedConfig.ts.
 */
import { takeQueuedCommands } from './embed/embedConfig.ts';
import { lazyElementClass, type LoadImplementation } from './embed/lazyElement.ts';
import { ELEMENTS } from './elementChunks.ts';

const siteOrigin = new URL(import.meta.url).origin;

const loadImplementation: LoadImplementation = async (tag, element) => {
  // The Kannada, Tamil and Devanagari fonts come with the first widget's code, not in embed.js
  // (embed/indicFonts.ts); no widget waits for them, nor fails without them.
  void import('./embed/indicFonts.ts').then(
    (fonts) => fonts.addIndicFontFaces(),
    () => {},
  );
  const [runtime, module] = await Promise.all([import('./embed/embedRuntime.ts'), element.chunk()]);
  return runtime.defineImplementation(tag, module.default, siteOrigin);
};

// customElements exists only on a browser window (not in Node's server rendering, nor in a worker).
if (typeof customElements !== 'undefined') {
  takeQueuedCommands(window);
  for (const [tag, element] of Object.entries(ELEMENTS)) {
    if (!customElements.get(tag)) customElements.define(tag, lazyElementClass(tag, element, loadImplementation));
  }
}

import { canAdoptStyles } from '../adoptStyles.ts';

/*
 * The widgets' CSS on a page that loads them through embed.js. The build turns each vanilla-extract
 * stylesheet into a call to addWidgetCss in the chunk of the code that uses it, so a widget's code
 * brings its own CSS and the first widget on a page does not carry every widget's CSS. Every
 * element's shadow root shares one constructed stylesheet, which grows as widgets arrive; chunks
 * run in import order, so the rules keep the order they have in the one-file CSS of the npm build.
 */

// A set: a stylesheet shared by two widgets' code runs once per element bundle that copied it
// (scripts/elementBundles.mjs); its text counts once, where it first came.
const parts = new Set<string>();
let sheet: CSSStyleSheet | null = null;
/** Where constructable stylesheets are missing: the <style> elements to keep up to date. */
const styleElements = new Set<HTMLStyleElement>();

const cssText = () => [...parts].join('\n');

/** Adds a stylesheet's text to every widget on the page, present and future. */
export function addWidgetCss(text: string): void {
  if (parts.has(text)) return;
  parts.add(text);
  sheet?.replaceSync(cssText());
  for (const style of styleElements) style.textContent = cssText();
}

/** Gives a new element's shadow root the widgets' CSS. */
export function adoptWidgetStyles(root: ShadowRoot): void {
  if (canAdoptStyles(root)) {
    if (!sheet) {
      sheet = new CSSStyleSheet();
      sheet.replaceSync(cssText());
    }
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
    return;
  }
  const style = root.ownerDocument.createElement('style');
  style.textContent = cssText();
  styleElements.add(style);
  root.prepend(style);
}

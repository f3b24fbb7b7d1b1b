import { describe, expect, it } from 'vitest';
import { addWidgetCss, adoptWidgetStyles } from './widgetStyles.ts';

/** The CSS text a shadow root was given, whichever way the browser allows. */
function cssOf(root: ShadowRoot): string {
  const adopted = (root.adoptedStyleSheets ?? []).flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText));
  const inline = [...root.querySelectorAll('style')].map((style) => style.textContent ?? '');
  return [...adopted, ...inline].join('\n');
}

describe('the widgets’ shared stylesheet', () => {
  it('keeps a stylesheet once and in its first place when two widgets’ bundles both bring it', () => {
    const root = document.createElement('div').attachShadow({ mode: 'open' });
    addWidgetCss('.field { color: red; }');
    addWidgetCss('.calculator .field { color: blue; }');
    // A second element's bundle carries its own copy of the field's stylesheet (scripts/elementBundles.mjs).
    addWidgetCss('.field { color: red; }');
    adoptWidgetStyles(root);
    const css = cssOf(root);
    expect(css.match(/\.field \{ color: red; \}/g)).toHaveLength(1);
    expect(css.indexOf('.field {')).toBeLessThan(css.indexOf('.calculator .field'));
  });
});

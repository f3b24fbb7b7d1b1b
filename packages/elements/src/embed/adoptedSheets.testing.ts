/*
 * jsdom has constructable stylesheets but no `adoptedStyleSheets` on shadow roots: the loader's CSS
 * (lazyElementStyles.ts) would go nowhere. For tests, shadow roots get a plain array property, and
 * adoptedCss reads back the rules a root was given.
 */
export function installAdoptedStyleSheets(): void {
  if ('adoptedStyleSheets' in ShadowRoot.prototype) return;
  const sheets = new WeakMap<ShadowRoot, CSSStyleSheet[]>();
  Object.defineProperty(ShadowRoot.prototype, 'adoptedStyleSheets', {
    configurable: true,
    get(this: ShadowRoot) {
      return sheets.get(this) ?? [];
    },
    set(this: ShadowRoot, value: CSSStyleSheet[]) {
      sheets.set(this, value);
    },
  });
}

/** The text of every rule of the sheets adopted by a shadow root. */
export function adoptedCss(root: ShadowRoot | null | undefined): string {
  return (root?.adoptedStyleSheets ?? []).flatMap((sheet) => Array.from(sheet.cssRules, (rule) => rule.cssText)).join('\n');
}

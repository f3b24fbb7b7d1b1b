const sheets = new Map<string, CSSStyleSheet>();

/** Constructable stylesheets (adoptedStyleSheets) are available for this root. */
export function canAdoptStyles(root: ShadowRoot): boolean {
  return 'adoptedStyleSheets' in root && typeof CSSStyleSheet === 'function' && 'replaceSync' in CSSStyleSheet.prototype;
}

/**
 * Gives a shadow root the widgets' CSS. One constructed stylesheet is shared by every element on the
 * page; where constructable stylesheets are missing, a <style> element is used instead.
 */
export function adoptStyles(root: ShadowRoot, cssText: string): void {
  if (canAdoptStyles(root)) {
    let sheet = sheets.get(cssText);
    if (!sheet) {
      sheet = new CSSStyleSheet();
      sheet.replaceSync(cssText);
      sheets.set(cssText, sheet);
    }
    if (!root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
    return;
  }
  const style = root.ownerDocument.createElement('style');
  style.textContent = cssText;
  root.prepend(style);
}

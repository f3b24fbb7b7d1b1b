import { RESERVE_WIDTHS } from '../registryTypes.ts';
import type { EmbedConfig } from './embedConfig.ts';

/*
 * The loader's own CSS, as constructed stylesheets adopted by each element's shadow root: a page
 * with a strict Content-Security-Policy (no inline styles) shows them as any other. Nothing is
 * written on the page's element: the partner's framework owns its attributes and style.
 */

const BOX_STYLE =
  ':host([hidden]){display:none}' +
  'p{margin:0;padding:12px;font:14px/1.4 system-ui,sans-serif;color:#4b5563}' +
  '.failed{border:1px solid;border-radius:8px;color:#8a1c12;background:#fef3f2}' +
  'button{margin-inline-start:8px;font:inherit}';

/**
 * CSS giving `selector` an element's reserved space: `heights` are its heights at RESERVE_WIDTHS, in
 * that order. A window gets the height measured at the widest of those widths it reaches (the
 * nearest measurement for its layout), never more than the window's own height (what lies below moves out of sight
 * anyway). The loader uses it for its placeholder; the build for reserve.css, the page's own rule
 * for the tags before embed.js has run (`nirmaan-…:not(:defined)`).
 */
export function reserveCss(selector: string, heights: readonly number[]): string {
  return RESERVE_WIDTHS.map((width, index) => {
    const rule = `${selector}{display:block;min-height:min(${heights[index]}px,100vh)}`;
    const wider = RESERVE_WIDTHS[index + 1];
    return wider ? `@media (max-width:${wider - 1}px){${rule}}` : rule;
  })
    .reverse()
    .join('');
}

/** Until the widget has rendered: its reserved space (reserveCss). */
export function placeholderCss(heights: readonly number[]): string {
  return reserveCss(':host', heights) + BOX_STYLE;
}

/** Once it has: the widget's own height. */
export const READY_CSS = `:host{display:block}${BOX_STYLE}`;

const sheets = new Map<string, CSSStyleSheet>();

function sheetOf(cssText: string): CSSStyleSheet {
  let sheet = sheets.get(cssText);
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(cssText);
    sheets.set(cssText, sheet);
  }
  return sheet;
}

/** The page-wide theme's custom properties (`nirmaan('config', { theme: { '--nirmaan-…': … } })`), under the page's own CSS for an element. */
let pageThemeSheet: CSSStyleSheet | undefined;

export function applyPageTheme(theme: EmbedConfig['theme']): void {
  if (!constructable()) return;
  pageThemeSheet ??= new CSSStyleSheet();
  const properties = theme && typeof theme === 'object' ? Object.entries(theme).filter(([name]) => /^--nirmaan-[\w-]+$/.test(name)) : [];
  // A value cannot close the rule: CSS.escape-like filtering of what may end it.
  pageThemeSheet.replaceSync(`:host{${properties.map(([name, value]) => `${name}:${String(value).replace(/[;{}<>]/g, '')};`).join('')}}`);
}

/** Constructable stylesheets are there (adoptStyles.ts has the same check, but the loader must not import the widgets' base chunk). */
const constructable = () => typeof CSSStyleSheet === 'function' && 'replaceSync' in CSSStyleSheet.prototype;

/**
 * Gives an element's root its CSS (the page theme first, so the element's own rules follow it). A
 * browser without constructable stylesheets (before Safari 16.4) keeps the plain box: no reserved
 * height, an unstyled "Loading…" line; the widget itself is styled as usual (widgetStyles.ts).
 */
export function setRootStyles(root: ShadowRoot, cssText: string): void {
  if (constructable() && 'adoptedStyleSheets' in root) root.adoptedStyleSheets = [...(pageThemeSheet ? [pageThemeSheet] : []), sheetOf(cssText)];
}

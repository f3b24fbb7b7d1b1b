import { PHONE_MAX_WIDTH } from '../elementChunks.ts';
import type { ReservedSize } from '../registry.ts';
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

/** Until the widget has rendered: its reserved space, desktop and phone. */
export function placeholderCss({ desktop, phone }: ReservedSize): string {
  return `:host{display:block;min-height:${desktop}px}@media (max-width:${PHONE_MAX_WIDTH}px){:host{min-height:${phone}px}}${BOX_STYLE}`;
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

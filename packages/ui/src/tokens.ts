/** Theme tokens only, for other packages' `.css.ts` files (no React, cheap to evaluate at build time). */
export { vars, widgetRootClass } from './theme/tokens.css.ts';
export { focusRing, visuallyHidden } from './theme/a11y.css.ts';
export { scrollHint, scrollHintRules } from './theme/scrollHint.css.ts';
export { MONOSPACE_FONT_FAMILY } from './theme/monospaceFont.ts';
export { BREAKPOINTS, belowQuery, minWidthQuery, type Breakpoint } from './theme/breakpoints.ts';
export {
  INDIC_FONT_FAMILY,
  INDIC_FONT_WEIGHTS,
  INDIC_FONTS,
  indicFontFileName,
  indicFontModulePath,
  indicFontFaceRules,
  type IndicFont,
  type IndicFontWeight,
} from './theme/indicFonts.ts';

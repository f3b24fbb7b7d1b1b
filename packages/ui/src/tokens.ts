/** Theme tokens only, for other packages' `.css.ts` files (no React, cheap to evaluate at build time). */
export { vars, widgetRootClass } from './theme/tokens.css.ts';
export { focusRing, visuallyHidden } from './theme/a11y.css.ts';
export { scrollHint, scrollHintRules } from './theme/scrollHint.css.ts';
export { BREAKPOINTS, belowQuery, minWidthQuery, type Breakpoint } from './theme/breakpoints.ts';

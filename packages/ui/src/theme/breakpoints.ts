/**
 * The window widths (CSS px) at which the site's layout changes. Pages and widgets whose layout
 * follows the window use these; widgets that follow their own width use container queries instead.
 * `/mobile-test` lists them and shows which are active at the viewer's width.
 */
export interface Breakpoint {
  /** Short name, also the key in `BREAKPOINTS`. */
  name: 'sm' | 'md' | 'lg';
  /** Active from this width up (a `min-width` media query). */
  minWidth: number;
  /** What changes from this width up. */
  description: string;
}

export const BREAKPOINTS = {
  sm: { name: 'sm', minWidth: 480, description: 'Beyond small phones: forms and cards get more padding and room.' },
  md: { name: 'md', minWidth: 640, description: 'Large phones in landscape and small tablets: side-by-side details and larger banners.' },
  lg: {
    name: 'lg',
    minWidth: 900,
    description: 'Desktop: the header shows the full menu instead of the bottom bar and side menu; cart and location pages get two columns.',
  },
} as const satisfies Record<Breakpoint['name'], Breakpoint>;

/** `screen and (min-width: …px)` for a breakpoint, for vanilla-extract `@media` keys and matchMedia. */
export function minWidthQuery(breakpoint: Breakpoint): string {
  return `screen and (min-width: ${breakpoint.minWidth}px)`;
}

/** `screen and (max-width: …px)`: below a breakpoint. */
export function belowQuery(breakpoint: Breakpoint): string {
  return `screen and (max-width: ${breakpoint.minWidth - 1}px)`;
}

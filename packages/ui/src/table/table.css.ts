import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { focusRing } from '../theme/a11y.css.ts';
import { fadeUntilTheEnd, followsTheScroll, withScrollTimeline } from '../theme/scrollHint.css.ts';
import { BREAKPOINTS, belowQuery } from '../theme/breakpoints.ts';
import { vars } from '../theme/tokens.css.ts';

/**
 * Scrolls sideways on narrow screens, its end faded while there is more; focusable so keyboards can
 * scroll it too. Its own stacking context keeps the sticky first column under what overlaps the
 * table (a dialog's footer).
 */
export const scroller = style({
  display: 'block',
  isolation: 'isolate',
  maxWidth: '100%',
  overflowX: 'auto',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  // The end faded while more columns lie beyond it (the first column stays: no fade at the start).
  '@supports': { [withScrollTimeline]: { animation: `${fadeUntilTheEnd} linear both`, animationTimeline: 'scroll(self inline)', ...followsTheScroll } },
  selectors: {
    // Inside the border: the fade would hide a ring drawn outside it.
    '&:focus-visible': { ...focusRing, outlineOffset: '-3px' },
  },
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  borderSpacing: 0,
  margin: 0,
  fontFamily: vars.font.body,
  fontSize: vars.font.sizeSmall,
  lineHeight: 1.5,
  color: vars.color.text,
  background: 'transparent',
});

export const caption = style({
  captionSide: 'top',
  padding: `${vars.space.sm} ${vars.space.md}`,
  textAlign: 'start',
  fontSize: vars.font.sizeBase,
  fontWeight: 700,
  color: vars.color.text,
});

const cell = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'middle',
  background: 'transparent',
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.font.sizeSmall,
  textTransform: 'none',
});

export const headerCell = style([
  cell,
  {
    fontWeight: 700,
    whiteSpace: 'nowrap',
    background: vars.color.surfaceMuted,
  },
]);

const lastRowSelectors = { 'tr:last-child > &': { borderBottom: 'none' } };

export const bodyCell = style([cell, { fontWeight: 400, selectors: lastRowSelectors }]);

export const rowHeaderCell = style([cell, { fontWeight: 600, selectors: lastRowSelectors }]);

/**
 * The first column of row headers, kept in view while the table scrolls sideways (over an opaque
 * background), with a line at its edge so the columns scrolling under it do not seem to be part of
 * it. A shadow, not a border: a collapsed border stays behind when the cell sticks.
 */
/**
 * A table whose first column stays in view: what focus scrolls to stops clear of that column (a
 * status button scrolled under the sticky pincode at 320 px), as wide as 40 % of the box.
 */
export const stickyScroller = style({ scrollPaddingInlineStart: '40%' });

export const stickyStart = style({
  position: 'sticky',
  insetInlineStart: 0,
  zIndex: 1,
  boxShadow: `inset -1px 0 0 ${vars.color.border}`,
  selectors: { 'tbody &': { background: vars.color.surface } },
});

export const hiddenOnPhone = style({ '@media': { [belowQuery(BREAKPOINTS.sm)]: { display: 'none' } } });

export const align = styleVariants({
  start: { textAlign: 'start' },
  center: { textAlign: 'center' },
  end: { textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
});

export const emptyCell = style([cell, { padding: vars.space.lg, textAlign: 'center', borderBottom: 'none' }]);

/** Links in cells (e.g. an order number) keep the theme's colour whatever the host page does to `a`. */
globalStyle(`${table} a`, {
  color: vars.color.primary,
  fontWeight: 600,
  textDecoration: 'underline',
  textUnderlineOffset: '2px',
});

globalStyle(`${table} a:focus-visible`, focusRing);

import { style } from '@vanilla-extract/css';
import { focusRing } from '../theme/a11y.css.ts';
import { iconButton, boxHeading, boxDescription } from '../theme/shared.css.ts';
import { BREAKPOINTS, belowQuery } from '../theme/breakpoints.ts';
import { vars } from '../theme/tokens.css.ts';

/**
 * The native <dialog>. Not `all: unset` — that would also drop the browser's `display: none` for a
 * closed dialog — so every property a host page might set on `dialog` is set here explicitly.
 */
export const dialog = style({
  boxSizing: 'border-box',
  position: 'fixed',
  inset: 0,
  margin: 'auto',
  padding: 0,
  width: `min(560px, calc(100vw - 2 * ${vars.space.md}))`,
  // Not the browser's own cap of a modal dialog (100% - 2em - 6 px): the width above is the cap.
  maxWidth: 'none',
  height: 'fit-content',
  maxHeight: `calc(100dvh - 2 * ${vars.space.md})`,
  // The whole box scrolls (header and footer stick), so the scroller always holds the Close button
  // and keyboards can scroll it.
  overflowX: 'hidden',
  overflowY: 'auto',
  // What focus scrolls to stops clear of the sticky header and footer (a field under the footer's
  // buttons on a phone).
  scrollPaddingBlock: '5.5rem',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.overlay,
  fontFamily: vars.font.body,
  fontSize: vars.font.sizeBase,
  lineHeight: 1.5,
  textAlign: 'start',
  overscrollBehavior: 'contain',
  // A small phone's box: nearly the screen's width, so that two footer buttons fit on one row.
  '@media': { [belowQuery(BREAKPOINTS.sm)]: { width: `calc(100vw - 2 * ${vars.space.sm})` } },
  selectors: {
    '&:not([open])': { display: 'none' },
    '&[open]': { display: 'block' },
    '&::backdrop': { background: 'rgba(0, 0, 0, 0.55)' },
    '&:focus-visible': focusRing,
  },
});

/**
 * placement="start": a drawer along the start edge. In this file, after `dialog`, so that it wins
 * whatever order the stylesheets arrive in (a class given from another package's stylesheet lost
 * or won by load order: the side menu was a drawer or a centred box depending on what loaded first).
 */
export const startDrawer = style({
  marginInlineStart: 0,
  marginInlineEnd: 'auto',
  width: 'min(320px, 86vw)',
  height: '100dvh',
  maxHeight: '100dvh',
  borderRadius: 0,
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: `${vars.space.md} ${vars.space.md} 0 ${vars.space.lg}`,
  position: 'sticky',
  top: 0,
  zIndex: 1,
  background: vars.color.surface,
});

export const headings = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
  paddingTop: vars.space.sm,
});

export const title = boxHeading;

export const description = style([boxDescription, { padding: `${vars.space.sm} ${vars.space.lg} 0` }]);

export const closeButton = iconButton;

export const body = style({
  padding: `${vars.space.md} ${vars.space.lg}`,
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  padding: `${vars.space.md} ${vars.space.lg}`,
  // Two buttons on one row on a 320 px phone: a footer of two rows covered half the form above it.
  '@media': { [belowQuery(BREAKPOINTS.sm)]: { paddingInline: vars.space.md } },
  borderTop: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceMuted,
  position: 'sticky',
  bottom: 0,
});

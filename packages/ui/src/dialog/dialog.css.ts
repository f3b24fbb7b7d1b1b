import { style } from '@vanilla-extract/css';
import { focusRing } from '../theme/a11y.css.ts';
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
  maxWidth: `calc(100vw - 2 * ${vars.space.md})`,
  height: 'fit-content',
  maxHeight: `calc(100dvh - 2 * ${vars.space.md})`,
  // The whole box scrolls (header and footer stick), so the scroller always holds the Close button
  // and keyboards can scroll it.
  overflowX: 'hidden',
  overflowY: 'auto',
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
  selectors: {
    '&:not([open])': { display: 'none' },
    '&[open]': { display: 'block' },
    '&::backdrop': { background: 'rgba(0, 0, 0, 0.55)' },
    '&:focus-visible': focusRing,
  },
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

export const title = style({
  margin: 0,
  padding: 0,
  fontFamily: vars.font.body,
  fontSize: vars.font.sizeLarge,
  fontWeight: 700,
  lineHeight: 1.3,
  color: vars.color.text,
  letterSpacing: 'normal',
  textTransform: 'none',
});

export const description = style({
  margin: 0,
  fontSize: vars.font.sizeSmall,
  color: vars.color.textMuted,
});

export const closeButton = style({
  all: 'unset',
  boxSizing: 'border-box',
  flex: '0 0 auto',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '44px',
  height: '44px',
  borderRadius: vars.radius.md,
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceMuted, color: vars.color.text },
    '&:focus-visible': focusRing,
  },
});

export const body = style({
  padding: `${vars.space.md} ${vars.space.lg}`,
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderTop: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceMuted,
  position: 'sticky',
  bottom: 0,
});

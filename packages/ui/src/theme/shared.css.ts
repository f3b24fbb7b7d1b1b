import { style } from '@vanilla-extract/css';
import { focusRing } from './a11y.css.ts';
import { vars } from './tokens.css.ts';

/** A 44 px square icon-only button (Close, Dismiss). */
export const iconButton = style({
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

/** The heading of a box (Card, Dialog, EmptyState), proof against a host page's heading styles. */
export const boxHeading = style({
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

/** Secondary text under a box heading. */
export const boxDescription = style({
  margin: 0,
  fontSize: vars.font.sizeSmall,
  color: vars.color.textMuted,
});

import { style, styleVariants } from '@vanilla-extract/css';
import { focusRing } from '../theme/a11y.css.ts';
import { vars } from '../theme/tokens.css.ts';

/** Plain class maps, no recipe: @vanilla-extract/recipes' runtime cost every embedded widget about 1 KB gzip. */
export const base = style({
  all: 'unset',
  boxSizing: 'border-box',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  minHeight: '44px',
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: '1px solid transparent',
  fontFamily: vars.font.body,
  fontSize: vars.font.sizeBase,
  fontWeight: 600,
  lineHeight: 1.2,
  cursor: 'pointer',
  textDecoration: 'none',
  // Never wider than its container: a long label wraps inside the button instead of running off a
  // phone's screen ("House Construction Calculator" at 320 px).
  maxWidth: '100%',
  textAlign: 'center',
  selectors: {
    '&:focus-visible': focusRing,
    '&:disabled, &[aria-disabled="true"]': { opacity: 0.55, cursor: 'not-allowed' },
  },
});

export const variant = styleVariants({
  primary: {
    background: vars.color.primary,
    color: vars.color.onPrimary,
    selectors: { '&:hover:not(:disabled, [aria-disabled="true"])': { background: vars.color.primaryHover } },
  },
  secondary: {
    background: vars.color.surface,
    color: vars.color.text,
    borderColor: vars.color.border,
    selectors: { '&:hover:not(:disabled, [aria-disabled="true"])': { background: vars.color.surfaceMuted } },
  },
  ghost: {
    background: 'transparent',
    color: vars.color.primary,
    selectors: { '&:hover:not(:disabled, [aria-disabled="true"])': { background: vars.color.surfaceMuted } },
  },
  danger: {
    background: vars.color.danger,
    color: vars.color.onDanger,
  },
});

export const size = styleVariants({
  small: { minHeight: '36px', padding: `0 ${vars.space.sm}`, fontSize: vars.font.sizeSmall },
  medium: {},
});

export const fullWidth = style({ width: '100%' });

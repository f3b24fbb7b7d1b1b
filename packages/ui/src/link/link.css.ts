import { style } from '@vanilla-extract/css';
import { focusRing } from '../theme/a11y.css.ts';
import { vars } from '../theme/tokens.css.ts';

/** An inline text link: the theme's primary colour (readable on light and dark), underlined. */
export const inlineLink = style({
  color: vars.color.primary,
  textDecoration: 'underline',
  textUnderlineOffset: '2px',
  fontWeight: 600,
  selectors: {
    '&:hover': { textDecorationThickness: '2px' },
    '&:focus-visible': { ...focusRing, borderRadius: '2px' },
  },
});

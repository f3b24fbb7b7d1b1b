import { globalStyle } from '@vanilla-extract/css';
import { vars } from '@nirmaan/ui/tokens';

globalStyle('html', {
  background: vars.color.background,
  // The site header sticks to the top (about 125 px at both widths): whatever is scrolled into view by
  // focus, a fragment link or scrollIntoView stops below it instead of under it (WCAG 2.4.11).
  scrollPaddingTop: '9rem',
});

globalStyle('body', {
  margin: 0,
  fontFamily: vars.font.body,
  fontSize: vars.font.sizeBase,
  lineHeight: 1.5,
  color: vars.color.text,
  background: vars.color.background,
});

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

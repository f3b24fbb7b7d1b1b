import { globalStyle } from '@vanilla-extract/css';
import { vars } from '@nirmaan/ui/tokens';

globalStyle('html', { background: vars.color.background });

globalStyle('body', {
  margin: 0,
  fontFamily: vars.font.body,
  fontSize: vars.font.sizeBase,
  lineHeight: 1.5,
  color: vars.color.text,
  background: vars.color.background,
});

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

import { style } from '@vanilla-extract/css';
import { boxHeading } from '../theme/shared.css.ts';
import { vars } from '../theme/tokens.css.ts';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xl} ${vars.space.md}`,
  textAlign: 'center',
  color: vars.color.text,
});

export const icon = style({
  display: 'inline-flex',
  color: vars.color.textMuted,
  marginBottom: vars.space.xs,
});

export const title = boxHeading;

export const description = style({
  margin: 0,
  maxWidth: '48ch',
  fontSize: vars.font.sizeBase,
  color: vars.color.textMuted,
});

export const action = style({
  marginTop: vars.space.sm,
});

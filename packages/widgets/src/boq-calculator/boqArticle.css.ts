import { style } from '@vanilla-extract/css';
import { vars } from '@nirmaan/ui/tokens';

export const article = style({
  marginBlockStart: vars.space.xl,
  display: 'grid',
  gap: vars.space.md,
  color: vars.color.text,
  fontFamily: vars.font.body,
  maxWidth: '72ch',
  lineHeight: 1.6,
});

export const title = style({ margin: 0, fontSize: vars.font.sizeLarge });

export const subtitle = style({ margin: 0, fontSize: vars.font.sizeBase });

export const list = style({ margin: 0, paddingInlineStart: '20px', display: 'grid', gap: vars.space.xs });

/** The saved BOQs of the buyer's account. */
export const saved = style({ display: 'grid', gap: vars.space.sm, color: vars.color.text, fontFamily: vars.font.body, marginBlockStart: vars.space.lg });

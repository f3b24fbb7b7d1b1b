import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@nirmaan/ui/tokens';

export const root = style({
  display: 'grid',
  gap: vars.space.lg,
  color: vars.color.text,
  fontFamily: vars.font.body,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { 'screen and (min-width: 900px)': { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)', alignItems: 'start' } },
});

export const main = style({ display: 'grid', gap: vars.space.md });

export const title = style({ margin: 0, fontSize: vars.font.sizeTitle, lineHeight: 1.25 });

export const subtitle = style({ margin: 0, fontSize: vars.font.sizeLarge });

export const muted = style({ margin: 0, color: vars.color.textMuted });

export const form = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});

export const pair = style({ display: 'grid', gap: vars.space.md, gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 200px), 1fr))' });

export const selected = style({ margin: 0, color: vars.color.success, fontWeight: 600 });

export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.md });

export const tips = style({ display: 'grid', gap: vars.space.sm, color: vars.color.textMuted });

export const why = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.lg,
  background: vars.color.infoSurface,
  borderRadius: vars.radius.lg,
});

globalStyle(`${tips} ul, ${why} ul`, { margin: 0, paddingInlineStart: '20px', display: 'grid', gap: vars.space.xs });

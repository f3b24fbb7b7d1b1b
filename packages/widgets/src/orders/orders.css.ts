import { style } from '@vanilla-extract/css';
import { vars } from '@nirmaan/ui/tokens';

export const rows = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });

export const row = style({
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  alignItems: 'center',
  padding: vars.space.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  '@media': { 'screen and (max-width: 560px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const rowMain = style({ display: 'grid', gap: vars.space.xs, minWidth: 0 });

export const rowHead = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

export const thumbs = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs });

export const thumb = style({
  width: '40px',
  height: '40px',
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceMuted,
  display: 'grid',
  placeItems: 'center',
  overflow: 'hidden',
  fontWeight: 700,
  color: vars.color.primary,
  fontSize: vars.font.sizeSmall,
});

export const thumbImage = style({ width: '100%', height: '100%', objectFit: 'cover' });

export const more = style({ fontSize: vars.font.sizeSmall, color: vars.color.textMuted, fontWeight: 700 });

export const rowSide = style({
  display: 'grid',
  gap: vars.space.xs,
  justifyItems: 'end',
  '@media': { 'screen and (max-width: 560px)': { justifyItems: 'start' } },
});

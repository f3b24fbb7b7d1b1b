import { style } from '@vanilla-extract/css';
import { vars } from '@nirmaan/ui/tokens';

export const photos = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 180px), 1fr))',
});

export const photo = style({
  display: 'grid',
  gap: vars.space.xs,
  alignContent: 'start',
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  minWidth: 0,
});

export const frame = style({ width: '100%', aspectRatio: '4 / 3' });

export const alt = style({ margin: 0, fontSize: vars.font.sizeSmall, color: vars.color.textMuted, overflowWrap: 'anywhere' });

export const results = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xs });

export const result = style({ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: vars.space.sm, flexWrap: 'wrap', minWidth: 0 });

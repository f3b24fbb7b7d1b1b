import { style } from '@vanilla-extract/css';
import { vars } from '@nirmaan/ui/tokens';

export const plan = style({ width: '100%', height: 'auto', maxWidth: '560px', display: 'block', background: '#ffffff', borderRadius: vars.radius.sm });

export const drawing = style({ display: 'grid', gap: vars.space.md, paddingBlockStart: vars.space.sm });

export const rooms = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.xs,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 200px), 1fr))',
  fontSize: vars.font.sizeSmall,
});

export const room = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr auto',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  border: `1px solid transparent`,
  selectors: { '&[data-active]': { borderColor: vars.color.text } },
});

export const roomSwatch = style({ width: '14px', height: '14px', borderRadius: '3px', border: `1px solid ${vars.color.border}` });

export const muted = style({ margin: 0, color: vars.color.textMuted });

export const downloads = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const nakshatra = style({ display: 'flex', gap: vars.space.md, alignItems: 'flex-start' });

export const swatch = style({ flex: 'none', width: '36px', height: '36px', borderRadius: '50%', border: `2px solid ${vars.color.border}` });

export const nakshatraName = style({ margin: 0, fontWeight: 700 });

export const traits = style({ margin: `${vars.space.xs} 0 0`, paddingInlineStart: '20px', fontSize: vars.font.sizeSmall });

export const extras = style({ display: 'flex', flexWrap: 'wrap', gap: `${vars.space.sm} ${vars.space.lg}` });

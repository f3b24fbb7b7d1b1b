import { style } from '@vanilla-extract/css';
import { focusRing, vars } from '@nirmaan/ui/tokens';

export const root = style({ display: 'grid', gap: vars.space.lg, color: vars.color.text, fontFamily: vars.font.body, minWidth: 0 });

export const header = style({ display: 'grid', gap: vars.space.sm });

export const title = style({ margin: 0, fontSize: '28px', lineHeight: 1.2, fontWeight: 700 });

export const intro = style({ margin: 0, color: vars.color.textMuted, maxWidth: '70ch' });

export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 260px), 1fr))',
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  boxSizing: 'border-box',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
  color: vars.color.text,
  textDecoration: 'none',
  overflow: 'hidden',
  selectors: {
    '&:hover': { borderColor: vars.color.primary },
    '&:focus-visible': focusRing,
  },
});

export const image = style({ display: 'block', width: '100%', aspectRatio: '16 / 9', objectFit: 'cover', background: vars.color.surfaceMuted });

export const body = style({ display: 'grid', alignContent: 'start', gap: vars.space.xs, padding: vars.space.md, flex: 1 });

export const cardTitle = style({ margin: 0, fontSize: vars.font.sizeLarge, lineHeight: 1.3, color: vars.color.primary });

export const description = style({ margin: 0, color: vars.color.textMuted, lineHeight: 1.5 });

export const host = style({
  marginTop: 'auto',
  paddingTop: vars.space.xs,
  fontSize: vars.font.sizeSmall,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

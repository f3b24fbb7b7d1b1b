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
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 280px), 1fr))',
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
  overflow: 'hidden',
  minWidth: 0,
});

export const image = style({ display: 'block', width: '100%', height: 'auto', aspectRatio: '4 / 3', objectFit: 'cover', background: vars.color.surfaceMuted });

export const body = style({ display: 'grid', alignContent: 'start', gap: vars.space.sm, padding: vars.space.md, flex: 1, overflowWrap: 'anywhere' });

export const cardTitle = style({ margin: 0, fontSize: vars.font.sizeLarge, lineHeight: 1.3 });

export const facts = style({
  margin: 0,
  display: 'grid',
  // The value never narrower than its longest word (a place name such as 'Saravanampatti,'): a
  // longer label (Tamil, Kannada) wraps at its spaces instead.
  gridTemplateColumns: 'minmax(0, max-content) minmax(min-content, 1fr)',
  gap: `${vars.space.xs} ${vars.space.md}`,
});

export const term = style({ color: vars.color.textMuted });

// break-word, not anywhere: a long word still breaks, but the column's smallest width is its longest word.
export const value = style({ margin: 0, fontWeight: 600, minWidth: 0, overflowWrap: 'break-word' });

export const link = style({
  display: 'inline-block',
  minHeight: '24px',
  color: vars.color.primary,
  selectors: { '&:focus-visible': focusRing },
});

export const verified = style({ marginTop: 'auto', fontSize: vars.font.sizeSmall, color: vars.color.textMuted });

export const factRow = style({ display: 'contents' });

import { style } from '@vanilla-extract/css';
import { vars } from '@nirmaan/ui/tokens';

export const root = style({ display: 'grid', gap: vars.space.lg, color: vars.color.text, fontFamily: vars.font.body, minWidth: 0 });

export const title = style({ margin: 0, fontSize: vars.font.sizeTitle, lineHeight: 1.25 });

export const panel = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  minWidth: 0,
  '@media': { 'screen and (min-width: 640px)': { padding: vars.space.lg } },
});

export const heading = style({ margin: 0, fontSize: vars.font.sizeLarge });

export const subheading = style({ margin: 0, fontSize: vars.font.sizeBase });

export const muted = style({ margin: 0, color: vars.color.textMuted });

export const headerRow = style({ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: vars.space.md, flexWrap: 'wrap' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

export const form = style({ display: 'grid', gap: vars.space.md });

export const pair = style({ display: 'grid', gap: vars.space.md, gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 200px), 1fr))' });

export const checkbox = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, minHeight: '44px' });

export const fileLabel = style({ display: 'grid', gap: vars.space.xs, fontSize: vars.font.sizeSmall, fontWeight: 600 });

export const fileInput = style({ maxWidth: '100%', fontSize: vars.font.sizeSmall, color: vars.color.text });

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.md });

export const cards = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.md, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 280px), 1fr))' });

export const card = style({
  display: 'grid',
  gap: vars.space.sm,
  alignContent: 'start',
  padding: vars.space.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  minWidth: 0,
  overflowWrap: 'anywhere',
});

export const cardHeader = style({ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: vars.space.sm, flexWrap: 'wrap' });

export const facts = style({ margin: 0, display: 'grid', gridTemplateColumns: 'minmax(0, max-content) minmax(0, 1fr)', gap: `${vars.space.xs} ${vars.space.md}` });

export const factTerm = style({ color: vars.color.textMuted });

export const factValue = style({ margin: 0, fontWeight: 600, minWidth: 0 });

export const items = style({ margin: 0, paddingInlineStart: vars.space.lg, display: 'grid', gap: vars.space.xs });

export const stats = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.md, gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 150px), 1fr))' });

export const stat = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.md,
  background: vars.color.surfaceMuted,
  borderRadius: vars.radius.md,
});

export const statValue = style({ fontSize: vars.font.sizeLarge, fontWeight: 800 });

export const errorList = style({ margin: 0, paddingInlineStart: vars.space.lg });

export const line = style({ display: 'block' });

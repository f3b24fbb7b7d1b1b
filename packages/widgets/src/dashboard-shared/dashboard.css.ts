import { style } from '@vanilla-extract/css';
import { vars } from '@nirmaan/ui/tokens';

/* The dashboards' layout: sections, headings, header rows, stat cards; shared by the seller, admin and pincode screens. */

export const root = style({ display: 'grid', gap: vars.space.lg, color: vars.color.text, fontFamily: vars.font.body, minWidth: 0 });

export const title = style({ margin: 0, fontSize: vars.font.sizeTitle, lineHeight: 1.25 });

export const panel = style({
  display: 'grid',
  // One column as wide as the panel, whatever the widest row's least width.
  gridTemplateColumns: 'minmax(0, 1fr)',
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

export const stats = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 150px), 1fr))',
});

export const stat = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.md,
  background: vars.color.surfaceMuted,
  borderRadius: vars.radius.md,
});

export const statValue = style({ fontSize: vars.font.sizeLarge, fontWeight: 800 });

export const line = style({ display: 'block' });

/** Under a listing's product name when Nirmaan has withdrawn the product. */
export const withdrawnNote = style({ display: 'block', marginTop: vars.space.xs, color: vars.color.textMuted, fontSize: vars.font.sizeSmall, fontWeight: 400 });

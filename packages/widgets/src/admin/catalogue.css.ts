import { style } from '@vanilla-extract/css';
import { vars } from '@nirmaan/ui/tokens';

/* The Catalogue tab: filters, the specifications editor, the category tree and the search words. */

export const filters = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 200px), 1fr))',
  alignItems: 'end',
});

export const specifications = style({ display: 'grid', gap: vars.space.sm, border: 0, margin: 0, padding: 0, minWidth: 0 });

export const legend = style({ padding: 0, fontWeight: 600, marginBlockEnd: vars.space.xs });

export const specificationList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });

export const specificationRow = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 160px), 1fr))',
  alignItems: 'end',
  minWidth: 0,
});

export const rowActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, gridColumn: '1 / -1' });

export const tree = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });

export const subtree = style({
  listStyle: 'none',
  margin: 0,
  marginBlockStart: vars.space.sm,
  paddingInlineStart: vars.space.md,
  borderInlineStart: `2px solid ${vars.color.border}`,
  display: 'grid',
  gap: vars.space.sm,
});

export const node = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  minWidth: 0,
});

export const nodeName = style({ margin: 0, fontSize: vars.font.sizeBase, fontWeight: 600, overflowWrap: 'anywhere' });

export const sku = style({ display: 'block', fontSize: vars.font.sizeSmall, color: vars.color.textMuted, overflowWrap: 'anywhere' });

/** A search word's note in its table: wraps within a readable width instead of widening the table. */
export const note = style({ display: 'block', minWidth: '12rem', maxWidth: '28rem', overflowWrap: 'anywhere' });

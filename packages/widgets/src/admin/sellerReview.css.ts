import { style } from '@vanilla-extract/css';
import { vars } from '@nirmaan/ui/tokens';

/* The Sellers tab's approval queue: one card per pending seller, stacked on a phone, two columns from 720 px. */

export const titleRow = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, flexWrap: 'wrap' });

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 320px), 1fr))',
});

export const card = style({
  display: 'grid',
  gap: vars.space.sm,
  alignContent: 'start',
  padding: vars.space.md,
  background: vars.color.surfaceMuted,
  borderRadius: vars.radius.md,
  minWidth: 0,
});

export const cardTitle = style({ margin: 0, fontSize: vars.font.sizeBase, overflowWrap: 'break-word' });

/* One grid for every row, so the terms share a column as wide as the longest (Tamil's are long), at most 45%. */
export const details = style({
  margin: 0,
  display: 'grid',
  gridTemplateColumns: 'fit-content(45%) minmax(0, 1fr)',
  columnGap: vars.space.sm,
  rowGap: vars.space.xs,
  fontSize: vars.font.sizeSmall,
});

export const detail = style({ display: 'contents' });

export const term = style({ color: vars.color.textMuted, overflowWrap: 'break-word' });

export const value = style({ margin: 0, overflowWrap: 'anywhere' });

/** Where a review's outcome is shown and focused (the card or button that was used may be gone). */
export const notice = style({ outline: 'none', selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' } } });

export const reason = style({ display: 'block', maxWidth: '28em', whiteSpace: 'normal', overflowWrap: 'anywhere' });

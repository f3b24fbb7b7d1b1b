import { style } from '@vanilla-extract/css';
import { vars } from '@nirmaan/ui/tokens';

/* The admin's leads: cards with the status in place, and each lead's notes. */

export const statusRow = style({ display: 'grid', gap: vars.space.xs, minWidth: 0 });

export const notes = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });

export const note = style({
  display: 'grid',
  gap: vars.space.xs,
  paddingInlineStart: vars.space.sm,
  borderInlineStart: `3px solid ${vars.color.border}`,
  minWidth: 0,
  overflowWrap: 'anywhere',
  whiteSpace: 'pre-line',
});

export const noteMeta = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.sizeSmall });

export const notesPanel = style({ display: 'grid', gap: vars.space.md, minWidth: 0 });

import { style } from '@vanilla-extract/css';
import { vars } from '@nirmaan/ui/tokens';

/** The dashboard's recent lists: side by side when each can be at least 420 px wide, else stacked. */
export const recentGrid = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 420px), 1fr))',
  alignItems: 'start',
});

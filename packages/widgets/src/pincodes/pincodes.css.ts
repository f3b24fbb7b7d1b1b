import { style } from '@vanilla-extract/css';
import { focusRing, vars } from '@nirmaan/ui/tokens';

/** Search and city side by side where there is room, stacked on a phone. */
export const filters = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 220px), 1fr))',
  alignItems: 'start',
});

/** The status badge as a button: no chrome of its own, a target as tall as the row's other buttons. */
export const statusButton = style({
  all: 'unset',
  boxSizing: 'border-box',
  // The containing block of the visually hidden part of its name: without it, that part is placed
  // against the page and widens a phone's page past the table's own scroll region.
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '36px',
  borderRadius: '999px',
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': focusRing,
    '&[aria-disabled="true"]': { cursor: 'progress', opacity: 0.7 },
  },
});

/** The badge inside the status button: underlined on hover, so it reads as something to click. */
export const statusBadge = style({
  selectors: { [`${statusButton}:hover:not([aria-disabled="true"]) &`]: { textDecoration: 'underline' } },
});

export const pager = style({ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: vars.space.md, flexWrap: 'wrap' });

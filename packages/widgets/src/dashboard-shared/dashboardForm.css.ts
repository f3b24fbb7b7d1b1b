import { style } from '@vanilla-extract/css';
import { vars } from '@nirmaan/ui/tokens';

/* The dashboards' forms: field grids, checkboxes, file inputs and error lists. */

export const form = style({ display: 'grid', gap: vars.space.md });

export const pair = style({ display: 'grid', gap: vars.space.md, gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 200px), 1fr))' });

export const checkbox = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, minHeight: '44px' });

/** No wider than its row: a browser's file input is about 250 px wide (it ran 26 px off a 320 px phone). */
export const fileLabel = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  minWidth: 0,
  gap: vars.space.xs,
  fontSize: vars.font.sizeSmall,
  fontWeight: 600,
});

export const fileInput = style({ maxWidth: '100%', fontSize: vars.font.sizeSmall, color: vars.color.text });

export const errorList = style({ margin: 0, paddingInlineStart: vars.space.lg });

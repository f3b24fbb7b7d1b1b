import { style } from '@vanilla-extract/css';
import { vars } from '@nirmaan/ui/tokens';

/* The dashboards' forms: field grids, checkboxes, file inputs and error lists. */

export const form = style({ display: 'grid', gap: vars.space.md });

export const pair = style({ display: 'grid', gap: vars.space.md, gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 200px), 1fr))' });

export const checkbox = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, minHeight: '44px' });

export const fileLabel = style({ display: 'grid', gap: vars.space.xs, fontSize: vars.font.sizeSmall, fontWeight: 600 });

export const fileInput = style({ maxWidth: '100%', fontSize: vars.font.sizeSmall, color: vars.color.text });

export const errorList = style({ margin: 0, paddingInlineStart: vars.space.lg });

import { style } from '@vanilla-extract/css';
import { vars } from '@nirmaan/ui/tokens';

/** "List from": the catalogue or a default product, as two radio buttons side by side where there is room. */
export const sourceGroup = style({ border: 0, margin: 0, padding: 0, minWidth: 0, display: 'grid', gap: vars.space.xs });

export const sourceLegend = style({ padding: 0, marginBottom: vars.space.xs, fontSize: vars.font.sizeSmall, fontWeight: 600, color: vars.color.text });

export const sourceOptions = style({ display: 'flex', flexWrap: 'wrap', gap: `0 ${vars.space.lg}` });

export const sourceOption = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, minHeight: '44px', cursor: 'pointer' });

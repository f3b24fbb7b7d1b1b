import { style } from '@vanilla-extract/css';
import { vars } from '@nirmaan/ui/tokens';

export const form = style({ display: 'grid', gap: vars.space.md, color: vars.color.text, fontFamily: vars.font.body });

export const pair = style({ display: 'grid', gap: vars.space.md, gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 200px), 1fr))' });

export const items = style({ display: 'grid', gap: vars.space.sm, border: 0, padding: 0, margin: 0, minWidth: 0 });

export const legend = style({ padding: 0, marginBottom: vars.space.sm, fontWeight: 600 });

/** One item: its name, quantity and unit side by side where they fit, stacked on a phone; Remove at the end. */
export const itemRow = style({
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 130px), 1fr)) auto',
  alignItems: 'end',
  paddingBottom: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const productName = style({ margin: 0, alignSelf: 'center', overflowWrap: 'anywhere' });

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.sizeSmall });

export const checkbox = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, minHeight: '44px' });

export const sent = style({ minHeight: '120px', display: 'grid', alignContent: 'center', gap: vars.space.md });

import { style } from '@vanilla-extract/css';
import { focusRing, vars } from '@nirmaan/ui/tokens';

export const root = style({ display: 'grid', gap: vars.space.lg, color: vars.color.text, fontFamily: vars.font.body, minWidth: 0, maxWidth: '760px' });

export const header = style({ display: 'grid', gap: vars.space.sm });

export const title = style({ margin: 0, fontSize: '28px', lineHeight: 1.2, fontWeight: 700 });

export const intro = style({ margin: 0, color: vars.color.textMuted, maxWidth: '70ch' });

export const form = style({ display: 'grid', gap: vars.space.md });

export const fieldset = style({ border: 0, margin: 0, padding: 0, minWidth: 0, display: 'grid', gap: vars.space.md });

export const legend = style({ padding: 0, marginBottom: vars.space.sm, fontSize: vars.font.sizeLarge, fontWeight: 700 });

export const pair = style({ display: 'grid', gap: vars.space.md, gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 220px), 1fr))' });

export const fileField = style({ display: 'grid', gap: vars.space.xs, minWidth: 0 });

export const fileLabel = style({ fontSize: vars.font.sizeSmall, fontWeight: 600 });

export const fileInput = style({
  boxSizing: 'border-box',
  width: '100%',
  minHeight: '44px',
  padding: vars.space.sm,
  border: `1px dashed ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.font.sizeSmall,
  selectors: {
    '&:focus-visible': focusRing,
    '&[aria-invalid="true"]': { borderColor: vars.color.danger, borderStyle: 'solid', borderWidth: '2px' },
  },
});

export const hint = style({ fontSize: vars.font.sizeSmall, color: vars.color.textMuted });

export const error = style({ fontSize: vars.font.sizeSmall, color: vars.color.danger, fontWeight: 600 });

export const chosen = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  fontSize: vars.font.sizeSmall,
  overflowWrap: 'anywhere',
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });

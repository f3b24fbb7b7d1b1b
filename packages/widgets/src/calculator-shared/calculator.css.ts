import { style } from '@vanilla-extract/css';
import { vars } from '@nirmaan/ui/tokens';

/**
 * Layout shared by the material, house and cost calculators. The form/results columns follow the
 * width of the widget itself (a container query), not the window, so the same widget stacks in a
 * dialog, a partner page's sidebar or a 375 px phone and sits side by side on a wide page.
 */
export const root = style({
  display: 'grid',
  gap: vars.space.lg,
  color: vars.color.text,
  fontFamily: vars.font.body,
  containerType: 'inline-size',
  minWidth: 0,
});

export const header = style({ display: 'grid', gap: vars.space.xs });

export const title = style({
  margin: 0,
  fontSize: vars.font.sizeTitle,
  lineHeight: 1.25,
  fontWeight: 700,
  color: vars.color.text,
});

export const intro = style({ margin: 0, color: vars.color.textMuted });

export const layout = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@container': {
    '(min-width: 760px)': { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)', alignItems: 'start' },
  },
});

export const panel = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  padding: vars.space.md,
  boxShadow: vars.shadow.card,
  display: 'grid',
  gap: vars.space.md,
  minWidth: 0,
  '@container': { '(min-width: 480px)': { padding: vars.space.lg } },
});

export const fieldset = style({
  border: 0,
  margin: 0,
  padding: 0,
  minWidth: 0,
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 200px), 1fr))',
});

export const legend = style({
  padding: 0,
  marginBottom: vars.space.sm,
  fontWeight: 700,
  fontSize: vars.font.sizeLarge,
  color: vars.color.text,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});

export const errorSummary = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.dangerSurface,
  color: vars.color.danger,
  fontWeight: 600,
});

export const panelTitle = style({
  margin: 0,
  fontSize: vars.font.sizeLarge,
  fontWeight: 700,
  color: vars.color.text,
  selectors: { '&:focus': { outline: 'none' }, '&:focus-visible': { outline: `3px solid ${vars.color.focus}` } },
});

export const placeholder = style({ margin: 0, color: vars.color.textMuted });

export const figureGroup = style({ display: 'grid', gap: vars.space.xs, minWidth: 0 });

export const groupTitle = style({
  margin: 0,
  fontSize: vars.font.sizeBase,
  fontWeight: 700,
  color: vars.color.primary,
});

export const figures = style({
  margin: 0,
  display: 'grid',
  // Labels as wide as they need up to 60 % and never narrower than their longest word; values take
  // the rest, never narrower than theirs, and wrap (a long value — "3 bedrooms, 3 toilets,
  // 1 kitchen" — squeezed the labels to one letter a line on a phone).
  gridTemplateColumns: 'fit-content(60%) minmax(min-content, 1fr)',
  columnGap: vars.space.md,
  rowGap: vars.space.xs,
});

export const figureLabel = style({ color: vars.color.textMuted, overflowWrap: 'break-word' });

export const figureValue = style({
  margin: 0,
  fontWeight: 700,
  textAlign: 'end',
  fontVariantNumeric: 'tabular-nums',
});

export const total = style({
  fontSize: vars.font.sizeLarge,
  color: vars.color.primary,
});

export const notes = style({
  margin: 0,
  paddingInlineStart: '20px',
  display: 'grid',
  gap: vars.space.xs,
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSmall,
});

export const promo = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceMuted,
  border: `1px solid ${vars.color.border}`,
});

export const promoText = style({ margin: 0, fontWeight: 600 });

export const promoLinks = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

/** Numbers in a table column line up. */
export const number = style({ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });

/** A tick box with its label beside it (e.g. BOQ's 'Lift required'). */
export const checkbox = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, color: vars.color.text, fontWeight: 600 });

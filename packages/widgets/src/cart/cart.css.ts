import { style } from '@vanilla-extract/css';
import { vars } from '@nirmaan/ui/tokens';

export const root = style({ display: 'grid', gap: vars.space.lg, color: vars.color.text, fontFamily: vars.font.body });

export const title = style({ margin: 0, fontSize: vars.font.sizeTitle, lineHeight: 1.25 });

export const layout = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { 'screen and (min-width: 900px)': { gridTemplateColumns: 'minmax(0, 2fr) minmax(300px, 1fr)', alignItems: 'start' } },
});

export const items = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });

export const item = style({
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  alignItems: 'center',
  padding: vars.space.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  '@media': { 'screen and (max-width: 560px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

/** The line's photo beside its name, seller and price. */
export const itemHead = style({ display: 'grid', gridTemplateColumns: '64px minmax(0, 1fr)', gap: vars.space.sm, alignItems: 'center', minWidth: 0 });

export const itemPhoto = style({ width: '64px', height: '64px' });

export const itemInfo = style({ display: 'grid', gap: '2px', minWidth: 0 });

export const itemName = style({
  fontWeight: 700,
  fontSize: vars.font.sizeBase,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' }, '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' } },
});

export const small = style({ fontSize: vars.font.sizeSmall, color: vars.color.textMuted });

export const itemControls = style({ display: 'flex', alignItems: 'center', gap: vars.space.md, flexWrap: 'wrap', justifyContent: 'flex-end' });

export const lineTotal = style({ fontWeight: 700, minWidth: '90px', textAlign: 'end' });

export const stepper = style({ display: 'inline-flex', alignItems: 'center', border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md });

export const stepButton = style({
  all: 'unset',
  boxSizing: 'border-box',
  cursor: 'pointer',
  width: '40px',
  height: '40px',
  display: 'grid',
  placeItems: 'center',
  fontSize: '20px',
  color: vars.color.text,
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '-3px' }, '&:disabled': { cursor: 'not-allowed', opacity: 0.45 } },
});

export const stepInput = style({
  width: '56px',
  height: '40px',
  border: 0,
  borderInline: `1px solid ${vars.color.border}`,
  textAlign: 'center',
  fontSize: vars.font.sizeBase,
  background: vars.color.surface,
  color: vars.color.text,
  MozAppearance: 'textfield',
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '-3px' } },
});

export const summary = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});

// One row per term and value. The term takes what the value leaves and wraps between words; a value
// that leaves the term less than its longest word goes under it instead (Tamil's சேர்க்கப்பட்டுள்ளது
// beside கூட்டுத்தொகை ran 33-102 px out of the summary at 320-375 px in a shared two-column grid).
export const summaryList = style({ margin: 0, display: 'grid', gap: vars.space.xs });

export const summaryRow = style({ display: 'flex', flexWrap: 'wrap', columnGap: vars.space.md });

export const summaryTerm = style({ flex: '1 1 min-content', color: vars.color.textMuted });

export const summaryValue = style({ margin: 0, marginInlineStart: 'auto', textAlign: 'end', fontVariantNumeric: 'tabular-nums' });

export const totalTerm = style({
  flex: '1 1 min-content',
  fontWeight: 800,
  fontSize: vars.font.sizeLarge,
  paddingTop: vars.space.sm,
  borderTop: `1px solid ${vars.color.border}`,
});

export const totalValue = style([totalTerm, { flex: '0 1 auto', margin: 0, marginInlineStart: 'auto', textAlign: 'end' }]);

export const note = style({ margin: 0, fontSize: vars.font.sizeSmall, color: vars.color.textMuted });

// A column as wide as its box, not as its longest word: the checkout's sections sit in it, and in
// Tamil at 320 px they were sized to their widest unbreakable run (263 px in 256).
export const actions = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.sm });

export const cartFooter = style({ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: vars.space.md, flexWrap: 'wrap' });

export const paymentOption = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, fontWeight: 600 });

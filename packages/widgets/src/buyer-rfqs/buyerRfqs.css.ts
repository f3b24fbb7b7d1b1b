import { style } from '@vanilla-extract/css';
import { vars } from '@nirmaan/ui/tokens';

/* The buyer's quote requests: the list, the offers compared, the choice per item and its confirmation. */

export const root = style({ display: 'grid', gap: vars.space.lg, color: vars.color.text, fontFamily: vars.font.body, minWidth: 0 });

export const section = style({ display: 'grid', gap: vars.space.sm, minWidth: 0 });

export const sectionHeading = style({ margin: 0, fontSize: vars.font.sizeLarge });

export const headline = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

/** An item's line in an offer: what it is on the left, the money on the right, wrapping on a narrow phone. */
export const offerLines = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });

export const offerLine = style({
  display: 'grid',
  gap: '2px',
  paddingBottom: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
  minWidth: 0,
});

export const lineName = style({ fontWeight: 600 });

export const muted = style({ fontSize: vars.font.sizeSmall, color: vars.color.textMuted });

export const money = style({ fontVariantNumeric: 'tabular-nums' });

export const total = style({ margin: 0, fontWeight: 800, fontSize: vars.font.sizeLarge, fontVariantNumeric: 'tabular-nums' });

export const choiceOption = style({ display: 'grid', gap: '2px', minWidth: 0 });

/** The running total under the choice, with the step to confirm it. */
export const runningTotal = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: vars.space.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const placedList = style({ margin: 0, paddingInlineStart: vars.space.lg, display: 'grid', gap: vars.space.xs });

export const title = style({ margin: 0, fontSize: vars.font.sizeTitle, lineHeight: 1.25 });

export const totalText = style({ margin: 0, display: 'grid', gap: '2px' });

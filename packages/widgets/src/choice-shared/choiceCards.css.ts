import { style } from '@vanilla-extract/css';
import { vars } from '@nirmaan/ui/tokens';

/*
 * A list of choices shown as cards, each a label around its radio button: the supplier offers of a
 * product (catalogue/) and the shipping addresses of checkout (checkout/). Its own stylesheet, so a
 * widget that shows such a list does not carry another capability's whole stylesheet.
 */

export const choiceList = style({ border: 0, margin: 0, padding: 0, display: 'grid', gap: vars.space.sm, minWidth: 0 });

export const choiceCard = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  gap: vars.space.md,
  alignItems: 'start',
  padding: vars.space.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  cursor: 'pointer',
  selectors: {
    '&:has(input:checked)': { borderColor: vars.color.primary, boxShadow: `0 0 0 2px ${vars.color.primary}` },
    '&:has(input:focus-visible)': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const choiceRadio = style({ width: '20px', height: '20px', marginTop: '2px', accentColor: vars.color.primary });

/** What is wrong with the choice (none made, or the one made no longer possible). */
export const choiceError = style({ margin: 0, color: vars.color.danger, fontSize: vars.font.sizeSmall });

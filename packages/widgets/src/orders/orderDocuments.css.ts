import { style } from '@vanilla-extract/css';
import { vars } from '@nirmaan/ui/tokens';

/*
 * The invoice and credit-note buttons, on the buyer's order page and in the seller's orders: a
 * sheet of their own, so the seller dashboard does not carry the cart's.
 */
export const documents = style({ display: 'grid', gap: vars.space.sm });

export const number = style({ margin: 0, fontSize: vars.font.sizeSmall, color: vars.color.textMuted });

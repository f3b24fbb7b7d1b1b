import { style } from '@vanilla-extract/css';
import { vars } from '@nirmaan/ui/tokens';

/** The catalogue's text styles that both the product views (catalogue.css.ts) and the supplier offers (productOffers.css.ts) use. */

export const muted = style({ margin: 0, color: vars.color.textMuted });

export const sku = style({ fontSize: vars.font.sizeSmall, color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums' });

export const cardTitle = style({ margin: 0, fontSize: vars.font.sizeLarge, lineHeight: 1.3, fontWeight: 700 });

import { style } from '@vanilla-extract/css';
import { vars } from '@nirmaan/ui/tokens';

/*
 * The supplier offers (ProductOffers, SupplierOption, PurchasePanel): a stylesheet of their own, so
 * that <nirmaan-product-offers> does not bring the styles of the search, the cards and the detail page.
 */
export { cardTitle, muted, sku } from './catalogueText.css.ts';

/** Supplier offers: a radio list of cards. */
export const offers = style({ display: 'grid', gap: vars.space.md });

export const offersHeader = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'end', justifyContent: 'space-between', gap: vars.space.md });

/** The quantity, then the order: side by side where they fit, one above the other on a phone. */
export const offersControls = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'start', justifyContent: 'space-between', gap: vars.space.md });

export const offerBody = style({
  display: 'grid',
  gap: vars.space.xs,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { 'screen and (min-width: 640px)': { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' } },
});

/** One column that never grows past the card: a long address or note wraps instead of widening it. */
export const offerSeller = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: '2px',
  fontSize: vars.font.sizeSmall,
  color: vars.color.textMuted,
});

/** Why an offer cannot be chosen (its seller does not deliver here): a line that wraps on a phone. */
export const offerRefusal = style({ color: vars.color.danger, fontWeight: 600, overflowWrap: 'break-word' });

/** Less stock than the quantity asked for. */
export const offerShort = style({ color: vars.color.warning, fontWeight: 600 });

export const offerName = style({ fontWeight: 700, fontSize: vars.font.sizeBase, color: vars.color.text });

export const offerPrice = style({
  display: 'grid',
  gap: '2px',
  fontSize: vars.font.sizeSmall,
  '@media': { 'screen and (min-width: 640px)': { justifyItems: 'end', textAlign: 'end' } },
});

export const unitPrice = style({ fontSize: vars.font.sizeLarge, fontWeight: 700 });

export const purchase = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.md,
  background: vars.color.surfaceMuted,
  borderRadius: vars.radius.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 200px), 1fr))',
  alignItems: 'end',
});

export const totalLine = style({ margin: 0, display: 'grid', gap: '2px' });

export const totalAmount = style({ fontSize: vars.font.sizeTitle, fontWeight: 800 });

export const actionRow = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, gridColumn: '1 / -1' });

export const fullRow = style({ gridColumn: '1 / -1' });

/** The "Show suppliers further away" control: its own width, its long label wrapping on a phone instead of widening the page. */
export const furtherToggle = style({ display: 'flex', justifyContent: 'flex-start', minWidth: 0 });

export const furtherToggleButton = style({ whiteSpace: 'normal', textAlign: 'start', paddingBlock: vars.space.sm, maxWidth: '100%' });

/**
 * The suppliers' place kept while they load: about the height of a quantity field and one or two
 * offers (616 px on a 375 px phone, 379 px on a desktop), so that what follows them (the product's
 * picture and specifications) does not jump down when they arrive.
 */
export const offersLoading = style({ minHeight: '560px', '@media': { 'screen and (min-width: 860px)': { minHeight: '340px' } } });

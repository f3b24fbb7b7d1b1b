import { globalStyle, style } from '@vanilla-extract/css';
import { BREAKPOINTS, belowQuery, minWidthQuery, vars } from '@nirmaan/ui/tokens';
import { root } from './cart.css.ts';

/* The cart page's sticky checkout bar: a stylesheet of its own, as checkout shares cart.css.ts and would carry it. */

/** The cart's two columns begin at BREAKPOINTS.lg (`layout`); below it, the sticky checkout bar. */
const twoColumns = minWidthQuery(BREAKPOINTS.lg);
const oneColumn = belowQuery(BREAKPOINTS.lg);

/**
 * Sticks to the bottom of the screen while the cart is in view, above whatever the page fixes
 * there (`--nirmaan-sticky-bottom`, e.g. the host app's bottom bar); gone where the summary stands
 * beside the items.
 */
export const checkoutBar = style({
  position: 'sticky',
  bottom: 'var(--nirmaan-sticky-bottom, 0px)',
  zIndex: 10,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  padding: vars.space.sm,
  background: vars.color.surface,
  borderTop: `1px solid ${vars.color.border}`,
  boxShadow: '0 -4px 12px rgba(0, 0, 0, 0.08)',
  '@media': { [twoColumns]: { display: 'none' } },
});

export const checkoutBarTotal = style({ fontVariantNumeric: 'tabular-nums' });

/** The summary's own Proceed to Checkout: the checkout bar takes its place on a phone. */
export const wideScreenOnly = style({ '@media': { [oneColumn]: { display: 'none' } } });

/**
 * What focus or a link scrolls to in the cart stops above the checkout bar (about 60 px, and about
 * 100 px where a longer button text puts it on a line of its own under the total, as Kannada's does):
 * the cart says so itself, as a partner's page sets no `scroll-padding` for it.
 */
globalStyle(`${root} *`, { '@media': { [oneColumn]: { scrollMarginBottom: '7rem' } } });

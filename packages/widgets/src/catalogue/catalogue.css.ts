import { globalStyle, style } from '@vanilla-extract/css';
import { BREAKPOINTS, belowQuery, vars } from '@nirmaan/ui/tokens';

// Shared with the supplier offers, which have a stylesheet of their own (productOffers.css.ts).
export { cardTitle, muted, sku } from './catalogueText.css.ts';

export const root = style({ display: 'grid', gap: vars.space.lg, color: vars.color.text, fontFamily: vars.font.body, minWidth: 0 });

export const title = style({ margin: 0, fontSize: vars.font.sizeTitle, lineHeight: 1.25, fontWeight: 700 });

/** Search, category, sort and Clear Filters in one row where there is room. */
export const filters = style({
  display: 'grid',
  gap: vars.space.md,
  alignItems: 'end',
  // Category and sort side by side on a phone.
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 120px), 1fr))',
  padding: vars.space.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});

export const searchRow = style({ display: 'flex', gap: vars.space.sm, alignItems: 'end', gridColumn: '1 / -1' });

/**
 * On Nirmaan's own site (the host app marks its page `data-nirmaan-site`) a phone has the header's
 * search box right above, as a row of its own below BREAKPOINTS.lg: one search box is enough.
 */
globalStyle(`[data-nirmaan-site] ${searchRow}`, { '@media': { [belowQuery(BREAKPOINTS.lg)]: { display: 'none' } } });

export const grow = style({ flex: '1 1 auto', minWidth: 0 });

export const countLine = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.sizeSmall });

export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 250px), 1fr))',
});

export const card = style({
  boxSizing: 'border-box',
  height: '100%',
  display: 'grid',
  gridTemplateRows: 'auto auto auto 1fr auto',
  gap: vars.space.sm,
  padding: vars.space.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
  minWidth: 0,
});

/** The card's photo: one shape for every card, whatever the photo's. */
export const cardPhoto = style({ width: '100%', aspectRatio: '3 / 2', maxHeight: '240px' });

export const cardTop = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.sm, flexWrap: 'wrap' });

export const description = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSmall,
  display: '-webkit-box',
  WebkitLineClamp: 3,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});

export const specList = style({ margin: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', gap: `2px ${vars.space.sm}`, fontSize: vars.font.sizeSmall });

globalStyle(`${specList} dt`, { color: vars.color.textMuted });
globalStyle(`${specList} dd`, { margin: 0, fontWeight: 600 });

export const cardFooter = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm, flexWrap: 'wrap' });

export const priceFrom = style({ fontWeight: 700, fontSize: vars.font.sizeBase });

export const centerRow = style({ display: 'flex', justifyContent: 'center' });

export const loading = style({ display: 'flex', justifyContent: 'center', padding: vars.space.xl });

/** The product page: image beside the details on wide screens. */
/** Side by side from here: picture | title and facts, the suppliers under both. */
const wide = 'screen and (min-width: 860px)';

export const detail = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    [wide]: {
      gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)',
      gridTemplateAreas: '"image heading" "image facts" "offers offers"',
      gridTemplateRows: 'auto 1fr auto',
      alignItems: 'start',
    },
  },
});

export const heading = style({ display: 'grid', gap: vars.space.sm, '@media': { [wide]: { gridArea: 'heading' } } });

export const offersArea = style({ minWidth: 0, '@media': { [wide]: { gridArea: 'offers' } } });

export const imageBox = style({
  '@media': { [wide]: { gridArea: 'image', aspectRatio: '4 / 3', maxHeight: 'none' } },
  // On a phone, under the suppliers: a short picture.
  aspectRatio: '16 / 9',
  maxHeight: '180px',
  display: 'grid',
  placeItems: 'center',
  background: vars.color.surfaceMuted,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  overflow: 'hidden',
  color: vars.color.textMuted,
});

export const image = style({ width: '100%', height: '100%', objectFit: 'cover' });

export const facts = style({ display: 'grid', gap: vars.space.sm, alignContent: 'start', '@media': { [wide]: { gridArea: 'facts' } } });

export const breadcrumb = style({ fontSize: vars.font.sizeSmall });

globalStyle(`${breadcrumb} ol`, { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });
globalStyle(`${breadcrumb} li + li::before`, { content: '"/"', marginInlineEnd: vars.space.xs, color: vars.color.textMuted });

export const specTable = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.font.sizeSmall });

globalStyle(`${specTable} th, ${specTable} td`, {
  textAlign: 'start',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
});
globalStyle(`${specTable} th`, { color: vars.color.textMuted, fontWeight: 600, width: '40%' });

/** The pincode box: field and Set button, message below. */
export const pincodeForm = style({ display: 'grid', gap: vars.space.xs });

export const pincodeRow = style({ display: 'flex', gap: vars.space.sm, alignItems: 'end' });

export const pincodeOk = style({ margin: 0, color: vars.color.success, fontSize: vars.font.sizeSmall });

export const pincodeBad = style({ margin: 0, color: vars.color.danger, fontSize: vars.font.sizeSmall });

export const pincodeFormCompact = style({ position: 'relative' });

/** The header's answer, floating under the field over the page (nothing moves); no box while empty. */
export const pincodeMessageFloating = style({
  position: 'absolute',
  top: 'calc(100% + 4px)',
  insetInlineStart: 0,
  zIndex: 30,
  width: 'max-content',
  maxWidth: '280px',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.card,
  selectors: { '&:empty': { display: 'none' } },
});

export const specCaption = style({ textAlign: 'start', fontWeight: 700, fontSize: vars.font.sizeLarge, paddingBlock: vars.space.sm });

/** A dt/dd pair wrapped for React keys; the wrapper takes no box. */
export const specPair = style({ display: 'contents' });

import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { focusRing, scrollHint, vars } from '@nirmaan/ui/tokens';

/**
 * The price board follows its own width (a container query), not the window's: table and side
 * cards side by side when there is room, stacked in a narrow column, a phone or a partner's sidebar.
 */
export const root = style({
  display: 'grid',
  gap: vars.space.lg,
  color: vars.color.text,
  fontFamily: vars.font.body,
  minWidth: 0,
  containerType: 'inline-size',
});

export const header = style({ display: 'grid', gap: vars.space.xs });

export const title = style({ margin: 0, fontSize: vars.font.sizeTitle, lineHeight: 1.25, fontWeight: 700 });

export const muted = style({ margin: 0, color: vars.color.textMuted });

/** The board's width below which each chip group is one row that scrolls sideways. */
const NARROW_BOARD = '(max-width: 599px)';

/**
 * Category chips and the city choice. On a phone (a narrow board) each group is one row that
 * scrolls sideways, its end faded while more chips lie beyond: wrapped, the two groups took the
 * whole first screen at 360 px (issue 27) and pushed the prices below it.
 */
export const filters = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  alignItems: 'end',
  justifyContent: 'space-between',
  padding: vars.space.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  '@container': {
    [NARROW_BOARD]: { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.sm, padding: `${vars.space.sm} ${vars.space.md}` },
  },
});

export const chipGroup = style({ display: 'grid', gap: vars.space.xs, minWidth: 0 });

export const chipLabel = style({ fontSize: vars.font.sizeSmall, fontWeight: 600 });

export const chips = style([
  scrollHint,
  {
    display: 'flex',
    flexWrap: 'wrap',
    gap: vars.space.sm,
    // A scroll container at every width (one with nothing to scroll shows no fade), so the hint's
    // scroll timeline always has its row to follow.
    overflowX: 'auto',
    overscrollBehaviorX: 'contain',
    scrollbarWidth: 'none',
    // Room for the focus ring, which the scroll container would otherwise clip (above and below
    // taken back by the margin; at the ends the chips start 3 px in).
    padding: '3px',
    marginBlock: '-3px',
    scrollPaddingInline: '3px',
    '@container': {
      [NARROW_BOARD]: {
        flexWrap: 'nowrap',
        // Its width is the board's: the chips' own width must not widen the grid around it.
        contain: 'inline-size',
      },
    },
  },
]);

export const chip = style({
  all: 'unset',
  boxSizing: 'border-box',
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '44px',
  padding: `0 ${vars.space.md}`,
  borderRadius: '999px',
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.font.sizeSmall,
  fontWeight: 600,
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  flex: '0 0 auto',
  // Scrolled to (by focus, or as the initial target) clear of the row's faded end.
  scrollMarginInline: '40px',
  selectors: {
    '&:hover': { background: vars.color.surfaceMuted },
    '&:focus-visible': focusRing,
    // The row starts scrolled to the chosen chip (a board opened on the last category on a phone).
    '&[aria-pressed="true"]': {
      background: vars.color.primary,
      borderColor: vars.color.primary,
      color: vars.color.onPrimary,
      scrollInitialTarget: 'nearest',
    },
  },
});

export const layout = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'start',
  '@container': { '(min-width: 900px)': { gridTemplateColumns: 'minmax(0, 3fr) minmax(240px, 1fr)' } },
});

export const panel = style({ display: 'grid', gap: vars.space.md, minWidth: 0, gridTemplateColumns: 'minmax(0, 1fr)' });

/** The Material column stays in view while the rest of the table scrolls sideways on a phone. */
export const table = style({ minWidth: 0, maxWidth: '100%', display: 'grid', gap: vars.space.sm });

export const tableNote = style({ margin: 0, fontWeight: 700 });

globalStyle(`${table} tr > :first-child`, {
  position: 'sticky',
  insetInlineStart: 0,
  zIndex: 1,
  background: vars.color.surface,
  minWidth: '150px',
  maxWidth: '240px',
});
globalStyle(`${table} thead tr > :first-child`, { background: vars.color.surfaceMuted });

/*
 * Every row is the same height, whatever its material's name: the name takes two lines (a longer
 * one ends in an ellipsis, read out whole), the suppliers and the date one line each. The loading
 * rows have the same cells, so the board keeps its height when the prices arrive.
 */
export const material = style({ display: 'grid', gap: '2px' });

export const materialName = style({
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: 2,
  overflow: 'hidden',
  height: '3em',
  lineHeight: 1.5,
});

export const materialMeta = style({ display: 'block', height: '3em', lineHeight: 1.5, fontSize: '12px', fontWeight: 400, color: vars.color.textMuted });

globalStyle(`${materialMeta} > span`, { display: 'block', overflow: 'hidden', whiteSpace: 'nowrap', textOverflow: 'ellipsis' });

/** The loading table's wrapper: as narrow as the board lets it be, the table scrolling inside as the real one does. */
export const loadingTable = style({ minWidth: 0 });

/** A grey bar where a figure will be, while the rows load. */
export const loadingBar = style({
  display: 'inline-block',
  width: '4em',
  maxWidth: '100%',
  height: '0.9em',
  verticalAlign: 'middle',
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceMuted,
});

/** Show all / the first rows only, under the table. */
export const toggle = style({ display: 'flex', justifyContent: 'center', minHeight: '44px' });

export const hiddenToggle = style([toggle, { visibility: 'hidden' }]);

/** The status line (Last updated), one line tall from the first render on. */
export const statusLine = style({ margin: 0, minHeight: '1.5em', lineHeight: 1.5, color: vars.color.textMuted, fontSize: vars.font.sizeSmall });

export const price = style({ whiteSpace: 'nowrap' });

export const unit = style({ display: 'block', fontSize: '12px', color: vars.color.textMuted });

/** Up red (costlier for the builder), down green, stable grey (spec toolkit §2). */
export const change = styleVariants({
  up: { color: vars.color.danger },
  down: { color: vars.color.success },
  stable: { color: vars.color.textMuted },
});

/** Positioned, so its visually hidden trend text stays inside the table's scroll box (else it widens the page). */
export const changeCell = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontWeight: 700,
  whiteSpace: 'nowrap',
  fontVariantNumeric: 'tabular-nums',
});

export const aside = style({ display: 'grid', gap: vars.space.md, minWidth: 0, gridTemplateColumns: 'minmax(0, 1fr)' });

export const insightList = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  display: 'grid',
  gap: vars.space.sm,
  fontSize: vars.font.sizeSmall,
  lineHeight: 1.5,
});

/** An insight `lines` lines tall, whatever its figures: a longer one ends in an ellipsis (read out whole). */
function insightLines(lines: number) {
  return style({ display: '-webkit-box', WebkitBoxOrient: 'vertical', WebkitLineClamp: lines, overflow: 'hidden', height: `${lines * 1.5}em` });
}

export const insightMove = insightLines(3);

export const insightCounts = insightLines(2);

export const insightAverage = insightLines(1);

export const cardText = style({ margin: 0, fontSize: vars.font.sizeSmall, color: vars.color.textMuted });

export const cardBody = style({ display: 'grid', gap: vars.space.sm, justifyItems: 'start' });

export const footer = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.md,
  background: vars.color.surfaceMuted,
  borderRadius: vars.radius.md,
  fontSize: vars.font.sizeSmall,
});

export const footerText = style({ margin: 0 });

import { style } from '@vanilla-extract/css';
import { BREAKPOINTS, belowQuery, focusRing, minWidthQuery, vars } from '@nirmaan/ui/tokens';

const desktop = minWidthQuery(BREAKPOINTS.lg);
const mobile = belowQuery(BREAKPOINTS.lg);

export const header = style({
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  position: 'sticky',
  top: 0,
  zIndex: 20,
});

/** The demo site's marker: one thin line (two on a narrow phone) above the header, scrolling away with the page. */
export const demoBanner = style({
  padding: `2px ${vars.space.md}`,
  background: vars.color.warningSurface,
  color: vars.color.warning,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const demoBannerText = style({
  maxWidth: '1200px',
  margin: '0 auto',
  fontSize: vars.font.sizeSmall,
  lineHeight: 1.4,
  textAlign: 'center',
  overflowWrap: 'anywhere',
});

export const headerInner = style({
  maxWidth: '1200px',
  margin: '0 auto',
  padding: `${vars.space.sm} ${vars.space.md}`,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
});

export const brand = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontSize: '22px',
  fontWeight: 800,
  color: vars.color.primary,
  textDecoration: 'none',
  minHeight: '44px',
  selectors: { '&:focus-visible': focusRing },
});

export const brandMark = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: '32px',
  height: '32px',
  borderRadius: vars.radius.md,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  fontSize: '18px',
});

export const cityField = style({ width: '150px' });

/** The language switch: as narrow as the longest native name. On phones it is in the side menu, so the header keeps its two rows. */
export const languageField = style({ width: '120px', flex: '0 0 auto', '@media': { [mobile]: { display: 'none' } } });

const chevron =
  "url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='12' height='8' viewBox='0 0 12 8'%3E%3Cpath d='M1 1l5 5 5-5' stroke='%23545b64' stroke-width='2' fill='none'/%3E%3C/svg%3E\")";

/** A native select drawn like the city's (the UI Select cannot mark each option's language). */
export const languageSelect = style({
  boxSizing: 'border-box',
  width: '100%',
  minHeight: '44px',
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.font.sizeBase,
  appearance: 'none',
  paddingInlineEnd: '32px',
  backgroundImage: chevron,
  backgroundRepeat: 'no-repeat',
  backgroundPosition: 'right 12px center',
  cursor: 'pointer',
  selectors: { '&:focus-visible': focusRing },
});

export const pincodeField = style({ width: '210px', '@media': { [mobile]: { display: 'none' } } });

/** The search form and, under it while it loads or fails, the quote form's spinner or Retry. */
export const search = style({
  flex: '1 1 240px',
  minWidth: 0,
  '@media': { [mobile]: { order: 10, flexBasis: '100%' } },
});

/** The text box and the Search button; the no-match line hangs under both. */
export const searchForm = style({
  position: 'relative',
  display: 'flex',
  gap: vars.space.xs,
  minWidth: 0,
});

export const searchField = style({ flex: 1, minWidth: 0 });

/** The text box and its suggestions dropdown, positioned under it. */
export const searchBox = style({ position: 'relative', flex: 1, minWidth: 0, display: 'flex' });

export const suggestions = style({
  position: 'absolute',
  zIndex: 30,
  insetInline: 0,
  top: 'calc(100% + 4px)',
  margin: 0,
  padding: vars.space.xs,
  listStyle: 'none',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.overlay,
  maxHeight: '360px',
  overflowY: 'auto',
});

export const suggestion = style({
  display: 'grid',
  gap: '2px',
  padding: `${vars.space.sm} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  color: vars.color.text,
  ':hover': { background: vars.color.surfaceMuted },
});

export const suggestionActive = style({ background: vars.color.surfaceMuted, outline: `2px solid ${vars.color.focus}`, outlineOffset: '-2px' });

export const suggestionName = style({ fontWeight: 600 });

export const suggestionMeta = style({ fontSize: vars.font.sizeSmall, color: vars.color.textMuted });

export const desktopOnly = style({ '@media': { [mobile]: { display: 'none !important' } } });

export const mobileOnly = style({ '@media': { [desktop]: { display: 'none !important' } } });

export const navGroup = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
});

const navItem = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: '44px',
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  textDecoration: 'none',
  fontWeight: 600,
} as const;

const navItemStates = {
  '&:hover': { background: vars.color.surfaceMuted },
  '&:focus-visible': focusRing,
  '&[aria-current="page"]': { color: vars.color.primary },
} as const;

export const navLink = style({ ...navItem, selectors: navItemStates });

export const menu = style({ position: 'relative' });

export const menuButton = style({
  all: 'unset',
  boxSizing: 'border-box',
  cursor: 'pointer',
  fontFamily: vars.font.body,
  fontSize: vars.font.sizeBase,
  ...navItem,
  selectors: { ...navItemStates, '&[aria-expanded="true"]': { background: vars.color.surfaceMuted } },
});

/**
 * A menu's label on one line, cut short with an ellipsis: a seller's business name in place of
 * "Account" wrapped the header's links onto a second row once the session answered, and the whole
 * page moved down (a layout shift of 0.55 on the seller dashboard). The button's accessible name
 * keeps the whole name.
 */
export const menuLabel = style({ maxWidth: '6em', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

export const menuList = style({
  position: 'absolute',
  insetInlineStart: 0,
  top: 'calc(100% + 4px)',
  minWidth: '260px',
  margin: 0,
  padding: vars.space.xs,
  listStyle: 'none',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.overlay,
  zIndex: 30,
});

export const menuItem = style({ ...navItem, display: 'flex', width: '100%', fontWeight: 500, selectors: navItemStates });

/** A menu's list opening leftwards, for a menu at the right end of the header. */
export const menuListEnd = style({ insetInlineStart: 'auto', insetInlineEnd: 0, minWidth: '200px' });

/** A button among a menu's links (Logout), drawn like them. */
export const menuActionItem = style({
  ...navItem,
  display: 'flex',
  width: '100%',
  boxSizing: 'border-box',
  fontFamily: vars.font.body,
  fontSize: vars.font.sizeBase,
  fontWeight: 500,
  border: 0,
  background: 'none',
  cursor: 'pointer',
  textAlign: 'start',
  selectors: navItemStates,
});

export const cartBadge = style({
  display: 'inline-grid',
  placeItems: 'center',
  minWidth: '22px',
  height: '22px',
  padding: '0 6px',
  borderRadius: '11px',
  background: vars.color.primary,
  color: vars.color.onPrimary,
  fontSize: '13px',
  fontWeight: 700,
});

export const footer = style({
  marginTop: vars.space.xl,
  background: '#1f2328',
  color: '#eceef1',
  // On a phone the bottom bar and the chatbot's button above it are fixed over the page's end: the
  // footer's last links can still scroll clear of them.
  '@media': { [mobile]: { paddingBottom: '136px' } },
});

export const footerInner = style({
  maxWidth: '1200px',
  margin: '0 auto',
  padding: `${vars.space.xl} ${vars.space.md}`,
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 200px), 1fr))',
});

export const footerHeading = style({ margin: `0 0 ${vars.space.sm}`, fontSize: vars.font.sizeBase, fontWeight: 700, color: '#ffffff' });

export const footerList = style({ margin: 0, padding: 0, listStyle: 'none', display: 'grid', gap: vars.space.xs });

export const footerLink = style({
  color: '#dfe3e8',
  textDecoration: 'none',
  display: 'inline-block',
  paddingBlock: '4px',
  selectors: { '&:hover': { textDecoration: 'underline' }, '&:focus-visible': { outline: '3px solid #93b4ff', outlineOffset: '2px' } },
});

// A word wider than the column (Tamil's விநியோகஸ்தர்களிடமிருந்து at 320 px) breaks rather than running out of it.
export const footerText = style({ margin: 0, color: '#c9ced6', fontSize: vars.font.sizeSmall, overflowWrap: 'break-word' });

// Two figures a row, as two equal columns; a figure whose word is wider than half the row (Tamil's
// டெலிவரியின்போது) takes a row of its own instead of running out of its column.
export const trust = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none' });

export const trustFigure = style({ flex: `1 1 calc(50% - ${vars.space.sm})` });

export const trustValue = style({ display: 'block', fontSize: vars.font.sizeLarge, fontWeight: 800, color: '#ffb27a' });

export const trustLabel = style({ fontSize: vars.font.sizeSmall, color: '#c9ced6' });

export const footerBottom = style({
  borderTop: '1px solid #3a4048',
  padding: `${vars.space.md}`,
  textAlign: 'center',
  fontSize: vars.font.sizeSmall,
  color: '#c9ced6',
  display: 'grid',
  gap: vars.space.sm,
});

/** The company's links elsewhere (COMPANY_FILE's social), above the copyright in the same row. */
export const footerSocial = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: vars.space.md });

export const footerCopyright = style({ margin: 0 });

/** The bottom bar's height above the safe area: the host app keeps sticky parts and focus above it (--nirmaan-sticky-bottom). */
export const BOTTOM_BAR_HEIGHT = '68px';

export const bottomBar = style({
  position: 'fixed',
  insetInline: 0,
  bottom: 0,
  boxSizing: 'border-box',
  height: `calc(${BOTTOM_BAR_HEIGHT} + env(safe-area-inset-bottom))`,
  zIndex: 25,
  display: 'grid',
  gridTemplateColumns: 'repeat(4, 1fr)',
  background: vars.color.surface,
  borderTop: `1px solid ${vars.color.border}`,
  paddingBottom: 'env(safe-area-inset-bottom)',
});

export const bottomItem = style({
  all: 'unset',
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '2px',
  minHeight: '56px',
  fontFamily: vars.font.body,
  fontSize: '13px',
  fontWeight: 600,
  color: vars.color.text,
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: { '&:focus-visible': focusRing, '&[aria-current="page"]': { color: vars.color.primary } },
});

export const bottomIcon = style({ fontSize: '20px', lineHeight: 1 });

export const sideMenuSection = style({ display: 'grid', gap: vars.space.xs, marginBottom: vars.space.md });

export const sideMenuHeading = style({
  margin: 0,
  fontSize: vars.font.sizeSmall,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
  color: vars.color.textMuted,
});

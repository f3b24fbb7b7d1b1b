import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { BREAKPOINTS, belowQuery, minWidthQuery, scrollHint, vars } from '@nirmaan/ui/tokens';

const smallPhone = belowQuery(BREAKPOINTS.sm);

// One column as wide as the page, never as wide as its widest word: at 320 px with the story's padding
// the Tamil page's parts were sized to their longest unbreakable run (279 px in 256).
export const root = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.xl, color: vars.color.text, fontFamily: vars.font.body });

export const section = style({ display: 'grid', gap: vars.space.md });

export const sectionHeader = style({ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: vars.space.md, flexWrap: 'wrap' });

export const sectionTitle = style({ margin: 0, fontSize: vars.font.sizeTitle, lineHeight: 1.25 });

export const muted = style({ margin: 0, color: vars.color.textMuted });

export const banner = style({ position: 'relative', borderRadius: vars.radius.lg, overflow: 'hidden' });

export const slide = style({
  boxSizing: 'border-box',
  minHeight: '240px',
  display: 'grid',
  alignContent: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xl} 64px`,
  color: '#ffffff',
  '@media': { 'screen and (max-width: 640px)': { padding: `${vars.space.lg} ${vars.space.md} 72px`, minHeight: '260px' } },
});

/** Dark backgrounds: white text on each is above 4.5:1. */
export const slideTone = styleVariants({
  clay: { background: 'linear-gradient(120deg, #7c2d12, #b4410c)' },
  steel: { background: 'linear-gradient(120deg, #1e293b, #334155)' },
  sand: { background: 'linear-gradient(120deg, #713f12, #92400e)' },
  leaf: { background: 'linear-gradient(120deg, #14532d, #166534)' },
});

export const slideTitle = style({
  margin: 0,
  fontSize: '30px',
  lineHeight: 1.2,
  maxWidth: '24ch',
  '@media': { 'screen and (max-width: 640px)': { fontSize: '24px' } },
});

export const slideText = style({ margin: 0, fontSize: vars.font.sizeLarge, maxWidth: '52ch' });

export const slideAction = style({
  justifySelf: 'start',
  marginTop: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: '#ffffff',
  color: '#1f2328',
  fontWeight: 700,
  textDecoration: 'none',
  selectors: { '&:focus-visible': { outline: '3px solid #ffffff', outlineOffset: '3px' } },
});

const roundButton = {
  all: 'unset',
  boxSizing: 'border-box',
  cursor: 'pointer',
  display: 'grid',
  placeItems: 'center',
  borderRadius: '50%',
  background: 'rgba(0, 0, 0, 0.45)',
  color: '#ffffff',
  selectors: { '&:focus-visible': { outline: '3px solid #ffffff', outlineOffset: '2px' }, '&:hover': { background: 'rgba(0, 0, 0, 0.65)' } },
} as const;

export const arrow = style({
  ...roundButton,
  position: 'absolute',
  top: '50%',
  transform: 'translateY(-50%)',
  width: '44px',
  height: '44px',
  fontSize: '22px',
  '@media': { 'screen and (max-width: 640px)': { top: 'auto', bottom: vars.space.sm, transform: 'none' } },
});

export const arrowPrevious = style({ left: vars.space.sm });
export const arrowNext = style({ right: vars.space.sm });

export const controls = style({
  position: 'absolute',
  bottom: vars.space.sm,
  left: '50%',
  transform: 'translateX(-50%)',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
});

export const dot = style({
  ...roundButton,
  width: '24px',
  height: '24px',
  background: 'transparent',
  selectors: {
    ...roundButton.selectors,
    '&::before': { content: '""', width: '10px', height: '10px', borderRadius: '50%', background: 'rgba(255, 255, 255, 0.55)' },
  },
});

globalStyle(`${dot}[aria-current="true"]::before`, { background: '#ffffff', width: '12px', height: '12px' });

export const pauseButton = style({ ...roundButton, width: '32px', height: '32px', fontSize: '14px' });

export const tiles = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 220px), 1fr))',
});

export const tile = style({
  boxSizing: 'border-box',
  height: '100%',
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.sm,
  padding: vars.space.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});

export const tileTitle = style({ margin: 0, fontSize: vars.font.sizeLarge });

export const categoryGrid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.sm,
  // Two columns on a 320 px phone.
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 140px), 1fr))',
});

/** The grid on a small phone before "Show all": the first eight (CATEGORIES_ON_A_PHONE). */
export const categoryGridFolded = style([categoryGrid]);
globalStyle(`${categoryGridFolded} > li:nth-child(n + 9)`, { '@media': { [smallPhone]: { display: 'none' } } });

/** Only on a small phone (below 480 px). */
export const phoneOnly = style({ justifySelf: 'start', '@media': { [minWidthQuery(BREAKPOINTS.sm)]: { display: 'none' } } });

export const categoryLink = style({
  boxSizing: 'border-box',
  height: '100%',
  display: 'grid',
  gap: '2px',
  padding: vars.space.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  textDecoration: 'none',
  fontWeight: 700,
  selectors: { '&:hover': { borderColor: vars.color.primary }, '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' } },
});

export const categoryCount = style({ fontWeight: 400, fontSize: vars.font.sizeSmall, color: vars.color.textMuted });

export const trust = style({
  listStyle: 'none',
  margin: 0,
  padding: vars.space.lg,
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 150px), 1fr))',
  background: vars.color.surfaceMuted,
  borderRadius: vars.radius.lg,
  textAlign: 'center',
});

export const trustValue = style({ display: 'block', fontSize: '28px', fontWeight: 800, color: vars.color.primary });

export const teaser = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { 'screen and (min-width: 760px)': { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)', alignItems: 'center' } },
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const testimonials = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 260px), 1fr))',
});

export const testimonial = style({
  margin: 0,
  height: '100%',
  boxSizing: 'border-box',
  display: 'grid',
  alignContent: 'space-between',
  gap: vars.space.md,
  padding: vars.space.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});

export const cta = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.xl,
  textAlign: 'center',
  background: vars.color.surfaceMuted,
  borderRadius: vars.radius.lg,
});

export const compareTable = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.font.sizeSmall });

globalStyle(`${compareTable} th, ${compareTable} td`, {
  textAlign: 'start',
  verticalAlign: 'top',
  padding: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
});
globalStyle(`${compareTable} thead th`, { fontSize: vars.font.sizeBase });

/** Each compared product's photo above its name, small enough for four columns on a phone's scroll. */
export const comparePhoto = style({ width: '120px', maxWidth: '100%', marginBlockEnd: vars.space.xs });

export const tableScroll = style([scrollHint, { overflowX: 'auto' }]);

export const chosenList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const chosen = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `2px 2px 2px ${vars.space.sm}`,
  borderRadius: '999px',
  background: vars.color.surfaceMuted,
  border: `1px solid ${vars.color.border}`,
  fontSize: vars.font.sizeSmall,
});

export const caption = style({ textAlign: 'start', color: vars.color.textMuted, paddingBottom: vars.space.xs });

export const pickerForm = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'end', gap: vars.space.sm });

export const quote = style({ margin: 0 });

globalStyle(`${quote} p`, { margin: 0 });

export const heroTitle = style({ margin: 0, fontSize: '32px', lineHeight: 1.2, '@media': { 'screen and (max-width: 640px)': { fontSize: '26px' } } });

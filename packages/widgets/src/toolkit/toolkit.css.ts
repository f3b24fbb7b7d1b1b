import { style } from '@vanilla-extract/css';
import { BREAKPOINTS, belowQuery, focusRing, vars } from '@nirmaan/ui/tokens';

/** A small phone: the video count goes under the phase's title, which keeps its words whole. */
const smallPhone = belowQuery(BREAKPOINTS.sm);

export const root = style({
  display: 'grid',
  gap: vars.space.lg,
  color: vars.color.text,
  fontFamily: vars.font.body,
  minWidth: 0,
  containerType: 'inline-size',
});

export const header = style({ display: 'grid', gap: vars.space.sm });

export const title = style({ margin: 0, fontSize: '28px', lineHeight: 1.2, fontWeight: 700, color: vars.color.text });

export const intro = style({ margin: 0, color: vars.color.textMuted, maxWidth: '70ch' });

export const stats = style({
  margin: 0,
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  maxWidth: '560px',
});

export const stat = style({
  display: 'flex',
  flexDirection: 'column-reverse',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: vars.space.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  textAlign: 'center',
});

export const statValue = style({ margin: 0, fontSize: vars.font.sizeTitle, fontWeight: 700, color: vars.color.primary });

export const statLabel = style({ fontSize: vars.font.sizeSmall, color: vars.color.textMuted });

export const phases = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });

export const phase = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
});

export const phaseHeading = style({ margin: 0, fontSize: vars.font.sizeBase, fontWeight: 400 });

export const phaseButton = style({
  all: 'unset',
  boxSizing: 'border-box',
  width: '100%',
  minHeight: '56px',
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr) auto auto',
  '@media': { [smallPhone]: { gridTemplateColumns: 'auto minmax(0, 1fr) auto', rowGap: 0 } },
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  cursor: 'pointer',
  color: vars.color.text,
  fontFamily: vars.font.body,
  selectors: {
    '&:hover': { background: vars.color.surfaceMuted },
    '&:focus-visible': { ...focusRing, outlineOffset: '-3px' },
  },
});

export const phaseNumber = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '32px',
  height: '32px',
  borderRadius: '50%',
  background: vars.color.primary,
  color: vars.color.onPrimary,
  fontWeight: 700,
  fontSize: vars.font.sizeSmall,
});

export const phaseTitle = style({ fontWeight: 700, fontSize: vars.font.sizeLarge, lineHeight: 1.3, overflowWrap: 'break-word' });

export const phaseCount = style({
  fontSize: vars.font.sizeSmall,
  color: vars.color.textMuted,
  whiteSpace: 'nowrap',
  '@media': { [smallPhone]: { gridColumn: 2, gridRow: 2 } },
});

export const chevron = style({
  transition: 'transform 150ms ease',
  selectors: { '[aria-expanded="true"] > &': { transform: 'rotate(180deg)' } },
  '@media': { [smallPhone]: { gridColumn: 3, gridRow: '1 / span 2' }, '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const phasePanel = style({ padding: `0 ${vars.space.md} ${vars.space.md}` });

export const cards = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 260px), 1fr))',
});

export const card = style({
  position: 'relative',
  boxSizing: 'border-box',
  height: '100%',
  display: 'grid',
  gridTemplateRows: 'auto auto 1fr auto',
  gap: vars.space.xs,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.body,
  selectors: { '&:hover': { background: vars.color.surfaceMuted } },
});

/** The card's button: its ::after covers the whole card, so a press anywhere on the card plays. */
export const cardButton = style({
  all: 'unset',
  // Its own box a tap target too (24 px, WCAG 2.5.8), not only the card its ::after covers.
  display: 'block',
  minHeight: '24px',
  cursor: 'pointer',
  fontWeight: 700,
  lineHeight: 1.3,
  color: vars.color.text,
  fontFamily: vars.font.body,
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.md },
    '&:focus-visible::after': focusRing,
  },
});

export const thumbnail = style({
  position: 'relative',
  display: 'block',
  aspectRatio: '16 / 9',
  borderRadius: vars.radius.sm,
  overflow: 'hidden',
  background: vars.color.surfaceMuted,
});

export const thumbnailImage = style({ display: 'block', width: '100%', height: '100%', objectFit: 'cover' });

export const placeholderArt = style({ display: 'block', width: '100%', height: '100%' });

export const playBadge = style({
  position: 'absolute',
  insetInlineStart: '50%',
  insetBlockStart: '50%',
  transform: 'translate(-50%, -50%)',
  width: '52px',
  height: '52px',
  borderRadius: '50%',
  background: 'rgba(0, 0, 0, 0.7)',
  color: '#ffffff',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
});

export const cardText = style({ margin: 0, fontSize: vars.font.sizeSmall, color: vars.color.textMuted });

/** Topics still waiting for their video: a plain list, so no one takes them for videos. */
export const topics = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });

export const topic = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: `${vars.space.sm} 0`,
  borderTop: `1px solid ${vars.color.border}`,
  overflowWrap: 'break-word',
});

export const topicTitle = style({ margin: 0, fontWeight: 600, color: vars.color.text });

export const topicsNote = style({ margin: `${vars.space.md} 0 ${vars.space.xs}`, fontSize: vars.font.sizeSmall, color: vars.color.textMuted });

/** The video dialog takes the whole screen. `[open]` outranks the dialog's own width and height. */
export const modal = style({
  selectors: {
    '&[open]': {
      width: '100vw',
      maxWidth: '100vw',
      height: '100dvh',
      maxHeight: '100dvh',
      borderRadius: 0,
      border: 0,
      display: 'flex',
      flexDirection: 'column',
    },
  },
});

export const player = style({
  position: 'relative',
  width: '100%',
  maxWidth: 'calc((100dvh - 220px) * 16 / 9)',
  margin: '0 auto',
  aspectRatio: '16 / 9',
  background: '#000000',
  borderRadius: vars.radius.md,
  overflow: 'hidden',
});

export const iframe = style({ position: 'absolute', inset: 0, width: '100%', height: '100%', border: 0 });

export const modalBody = style({ display: 'grid', gap: vars.space.md, maxWidth: '1100px', margin: '0 auto', width: '100%' });

export const modalText = style({ margin: 0, color: vars.color.text });

export const modalNote = style({ margin: 0, fontSize: vars.font.sizeSmall, color: vars.color.textMuted });

export const modalActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });

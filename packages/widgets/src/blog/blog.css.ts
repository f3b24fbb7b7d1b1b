import { globalStyle, style } from '@vanilla-extract/css';
import { focusRing, MONOSPACE_FONT_FAMILY, scrollHintRules, vars } from '@nirmaan/ui/tokens';

export const root = style({ display: 'grid', gap: vars.space.lg, color: vars.color.text, fontFamily: vars.font.body, minWidth: 0 });

export const header = style({ display: 'grid', gap: vars.space.sm });

export const title = style({ margin: 0, fontSize: '28px', lineHeight: 1.2, fontWeight: 700, color: vars.color.text });

export const intro = style({ margin: 0, color: vars.color.textMuted, maxWidth: '70ch' });

export const chips = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, margin: 0, padding: 0 });

export const chip = style([
  {
    minHeight: '40px',
    padding: `${vars.space.xs} ${vars.space.md}`,
    borderRadius: '999px',
    border: `1px solid ${vars.color.border}`,
    background: vars.color.surface,
    color: vars.color.text,
    fontFamily: vars.font.body,
    fontSize: vars.font.sizeSmall,
    fontWeight: 600,
    cursor: 'pointer',
    selectors: {
      '&[aria-pressed="true"]': { background: vars.color.primary, borderColor: vars.color.primary, color: vars.color.onPrimary },
      '&:hover:not([aria-pressed="true"])': { borderColor: vars.color.primary },
      '&:focus-visible': focusRing,
    },
  },
]);

export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 280px), 1fr))',
});

export const card = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
  boxShadow: vars.shadow.card,
});

export const featured = style({
  '@media': { '(min-width: 760px)': { flexDirection: 'row' } },
});

export const cover = style({ display: 'block', width: '100%', aspectRatio: '16 / 9', objectFit: 'cover', background: vars.color.surfaceMuted });

export const featuredCover = style({
  '@media': { '(min-width: 760px)': { width: '50%', aspectRatio: 'auto', minHeight: '280px' } },
});

export const cardBody = style({ display: 'grid', alignContent: 'start', gap: vars.space.sm, padding: vars.space.md, flex: 1 });

export const cardTitle = style({ margin: 0, fontSize: vars.font.sizeLarge, lineHeight: 1.3 });

export const featuredTitle = style({ fontSize: vars.font.sizeTitle });

// The title's link covers the whole card, so the card is one target and one tab stop.
export const cardLink = style([
  {
    color: vars.color.text,
    textDecoration: 'none',
    selectors: {
      '&::after': { content: '""', position: 'absolute', inset: 0 },
      '&:hover': { color: vars.color.primary, textDecoration: 'underline' },
      '&:focus-visible': { outline: 'none' },
      '&:focus-visible::after': { ...focusRing, borderRadius: vars.radius.lg },
    },
  },
]);

export const excerpt = style({ margin: 0, color: vars.color.textMuted, lineHeight: 1.5 });

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSmall,
});

export const badgeRow = style({ display: 'flex', gap: vars.space.sm, alignItems: 'center' });

export const article = style({ display: 'grid', gap: vars.space.md, maxWidth: '760px', width: '100%', margin: '0 auto', minWidth: 0 });

export const postTitle = style({ margin: 0, fontSize: '32px', lineHeight: 1.2, fontWeight: 700, overflowWrap: 'break-word' });

export const postCover = style({
  display: 'block',
  width: '100%',
  maxHeight: '420px',
  objectFit: 'cover',
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceMuted,
});

export const body = style({ lineHeight: 1.7, fontSize: vars.font.sizeBase, overflowWrap: 'break-word', minWidth: 0 });

globalStyle(`${body} h2, ${body} h3, ${body} h4`, { lineHeight: 1.3, margin: `${vars.space.lg} 0 ${vars.space.sm}` });
globalStyle(`${body} p, ${body} ul, ${body} ol, ${body} blockquote, ${body} pre, ${body} table, ${body} figure`, { margin: `0 0 ${vars.space.md}` });
globalStyle(`${body} a`, { color: vars.color.primary, textDecoration: 'underline' });
globalStyle(`${body} img`, { maxWidth: '100%', height: 'auto', borderRadius: vars.radius.md });
globalStyle(`${body} blockquote`, { borderLeft: `4px solid ${vars.color.primary}`, padding: `${vars.space.xs} ${vars.space.md}`, color: vars.color.textMuted });
globalStyle(`${body} pre`, {
  ...scrollHintRules,
  overflowX: 'auto',
  padding: vars.space.md,
  background: vars.color.surfaceMuted,
  borderRadius: vars.radius.md,
});
globalStyle(`${body} code`, { fontFamily: MONOSPACE_FONT_FAMILY, fontSize: '0.95em' });
globalStyle(`${body} table`, { display: 'block', overflowX: 'auto', borderCollapse: 'collapse', maxWidth: '100%', ...scrollHintRules });
globalStyle(`${body} th, ${body} td`, {
  border: `1px solid ${vars.color.border}`,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  textAlign: 'left',
  verticalAlign: 'top',
});
globalStyle(`${body} th`, { background: vars.color.surfaceMuted });

export const form = style({ display: 'grid', gap: vars.space.md, maxWidth: '760px', width: '100%' });

export const pair = style({ display: 'grid', gap: vars.space.md, gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 220px), 1fr))' });

/** The slug's box and Auto on one line; where Auto's words leave the box too narrow (a phone, a longer language), Auto goes below it. */
export const slugRow = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'flex-start' });
globalStyle(`${slugRow} > :first-child`, { flex: '1 1 14rem', minWidth: 0 });

/** Auto beside the slug's box, below its label: on a wrapper, as the button's own reset (all: unset) would undo a margin depending on which stylesheet comes last. */
export const autoButton = style({ paddingTop: '28px' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });

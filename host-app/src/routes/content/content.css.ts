import { style } from '@vanilla-extract/css';
import { focusRing, vars } from '@nirmaan/ui/tokens';

/** The knowledge guides and the information pages: a readable column of text. */
export const article = style({ display: 'grid', gap: vars.space.lg, maxWidth: '820px', color: vars.color.text, fontFamily: vars.font.body, minWidth: 0 });

export const header = style({ display: 'grid', gap: vars.space.sm });

export const breadcrumb = style({ margin: 0, fontSize: vars.font.sizeSmall, color: vars.color.textMuted });

export const title = style({ margin: 0, fontSize: '30px', lineHeight: 1.2, fontWeight: 700, color: vars.color.text, overflowWrap: 'break-word' });

export const lead = style({ margin: 0, fontSize: vars.font.sizeLarge, color: vars.color.textMuted, maxWidth: '65ch' });

export const asOf = style({ margin: 0, fontSize: vars.font.sizeSmall, color: vars.color.textMuted });

export const section = style({ display: 'grid', gap: vars.space.sm, minWidth: 0 });

export const h2 = style({ margin: 0, fontSize: '22px', lineHeight: 1.3, fontWeight: 700, color: vars.color.text });

export const h3 = style({ margin: 0, fontSize: vars.font.sizeLarge, lineHeight: 1.3, fontWeight: 700, color: vars.color.text });

export const text = style({ margin: 0, lineHeight: 1.6, maxWidth: '70ch' });

export const list = style({ margin: 0, paddingInlineStart: '22px', display: 'grid', gap: vars.space.xs, lineHeight: 1.55, maxWidth: '70ch' });

export const note = style({
  margin: 0,
  padding: vars.space.md,
  borderInlineStart: `4px solid ${vars.color.info}`,
  background: vars.color.infoSurface,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  lineHeight: 1.55,
});

export const steps = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.md, counterReset: 'step' });

export const step = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});

export const stepMeta = style({ margin: 0, fontSize: vars.font.sizeSmall, color: vars.color.textMuted, fontWeight: 600 });

export const tip = style({ margin: 0, fontSize: vars.font.sizeSmall, lineHeight: 1.5, color: vars.color.text });

export const cards = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 240px), 1fr))',
});

export const card = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.xs,
  padding: vars.space.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  height: '100%',
  boxSizing: 'border-box',
});

export const cardText = style({ margin: 0, fontSize: vars.font.sizeSmall, color: vars.color.textMuted, lineHeight: 1.5 });

export const topicList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xs });

export const topicItem = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

export const wide = style({ maxWidth: '100%' });

export const faqList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });

export const faqItem = style({ background: vars.color.surface, border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md });

export const faqHeading = style({ margin: 0, fontSize: vars.font.sizeBase, fontWeight: 400 });

export const faqButton = style({
  all: 'unset',
  boxSizing: 'border-box',
  width: '100%',
  minHeight: '48px',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  fontWeight: 600,
  cursor: 'pointer',
  color: vars.color.text,
  fontFamily: vars.font.body,
  selectors: {
    '&:hover': { background: vars.color.surfaceMuted },
    '&:focus-visible': { ...focusRing, outlineOffset: '-3px' },
  },
});

export const faqChevron = style({ flex: 'none', selectors: { '[aria-expanded="true"] > &': { transform: 'rotate(180deg)' } } });

export const faqAnswer = style({
  padding: `0 ${vars.space.md} ${vars.space.md}`,
  display: 'grid',
  gap: vars.space.sm,
  lineHeight: 1.6,
  selectors: { '&[hidden]': { display: 'none' } },
});

export const contactGrid = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 240px), 1fr))',
});

export const address = style({ fontStyle: 'normal', lineHeight: 1.6 });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });

/** Plain anchors (mailto:, tel:) drawn like the theme's inline links. */
export const anchor = style({
  color: vars.color.primary,
  textDecoration: 'underline',
  textUnderlineOffset: '2px',
  fontWeight: 600,
  selectors: { '&:focus-visible': { ...focusRing, borderRadius: '2px' } },
});

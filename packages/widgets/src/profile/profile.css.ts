import { style } from '@vanilla-extract/css';
import { BREAKPOINTS, belowQuery, vars } from '@nirmaan/ui/tokens';

export const root = style({ display: 'grid', gap: vars.space.lg, color: vars.color.text, fontFamily: vars.font.body });

export const title = style({ margin: 0, fontSize: vars.font.sizeTitle, lineHeight: 1.25 });

export const panel = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});

export const identity = style({ display: 'flex', alignItems: 'center', gap: vars.space.md });

/** Name and e-mail beside the avatar: a long address breaks inside the card (it ran 55 px out at 320 px). */
export const identityText = style({ minWidth: 0, overflowWrap: 'anywhere' });

export const avatar = style({
  width: '64px',
  height: '64px',
  borderRadius: '50%',
  display: 'grid',
  placeItems: 'center',
  background: vars.color.primary,
  color: vars.color.onPrimary,
  fontSize: '24px',
  fontWeight: 800,
  flex: 'none',
});

export const name = style({ margin: 0, fontSize: vars.font.sizeLarge });

export const muted = style({ margin: 0, color: vars.color.textMuted });

export const facts = style({
  margin: 0,
  display: 'grid',
  gridTemplateColumns: 'minmax(0, max-content) minmax(0, 1fr)',
  gap: `${vars.space.sm} ${vars.space.lg}`,
  // On a small phone each value goes under its label, with the card's whole width (the phone number
  // ran 13 px out of the card at 320 px).
  '@media': { [belowQuery(BREAKPOINTS.sm)]: { gridTemplateColumns: 'minmax(0, 1fr)', rowGap: 0 } },
});

export const factTerm = style({
  color: vars.color.textMuted,
  '@media': { [belowQuery(BREAKPOINTS.sm)]: { fontSize: vars.font.sizeSmall, marginTop: vars.space.sm } },
});

export const factValue = style({ margin: 0, fontWeight: 600 });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const headerRow = style({ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: vars.space.md, flexWrap: 'wrap' });

export const cards = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 260px), 1fr))',
});

export const card = style({
  display: 'grid',
  gap: vars.space.xs,
  alignContent: 'start',
  padding: vars.space.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  height: '100%',
  boxSizing: 'border-box',
});

export const cardLabel = style({ fontWeight: 700, color: vars.color.primary, fontSize: vars.font.sizeSmall });

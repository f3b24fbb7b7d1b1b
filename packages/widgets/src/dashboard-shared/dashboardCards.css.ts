import { style } from '@vanilla-extract/css';
import { vars } from '@nirmaan/ui/tokens';

/* The dashboards' card lists (orders, CRM contacts, leads and tasks, affiliates) and their facts. */

export const cards = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 280px), 1fr))',
});

export const card = style({
  display: 'grid',
  gap: vars.space.sm,
  alignContent: 'start',
  padding: vars.space.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  minWidth: 0,
  overflowWrap: 'anywhere',
  // Its facts go from two columns to one when the card is narrow (factsStacked).
  containerType: 'inline-size',
});

export const cardHeader = style({ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: vars.space.sm, flexWrap: 'wrap' });

export const facts = style({
  margin: 0,
  display: 'grid',
  // The term column is as wide as its longest term up to 40% of the card: a long term (Tamil's
  // 'விலைப்புள்ளி கடைசி நாள்' for 'Offers until') wraps instead of squeezing the values.
  gridTemplateColumns: 'fit-content(40%) minmax(0, 1fr)',
  gap: `${vars.space.xs} ${vars.space.md}`,
  '@container': {
    // On a phone-wide card each term stands above its value: a value keeps the card's width, so no
    // word (Tamil or Kannada ones are long) is cut into pieces.
    '(max-width: 20rem)': { gridTemplateColumns: 'minmax(0, 1fr)', rowGap: 0 },
  },
});

/** A term breaks between words only (the card lets values break anywhere), so its column is at least its longest word. */
export const factTerm = style({ color: vars.color.textMuted, overflowWrap: 'normal' });

export const factValue = style({
  margin: 0,
  fontWeight: 600,
  minWidth: 0,
  '@container': { '(max-width: 20rem)': { marginBottom: vars.space.xs } },
});

export const items = style({ margin: 0, paddingInlineStart: vars.space.lg, display: 'grid', gap: vars.space.xs });

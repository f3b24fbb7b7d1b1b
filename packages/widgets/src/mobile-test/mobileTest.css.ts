import { style } from '@vanilla-extract/css';
import { BREAKPOINTS, belowQuery, vars } from '@nirmaan/ui/tokens';

const belowSmall = belowQuery(BREAKPOINTS.sm);

export const root = style({ display: 'grid', gap: vars.space.lg, color: vars.color.text, fontFamily: vars.font.body, minWidth: 0 });

export const header = style({ display: 'grid', gap: vars.space.sm });

export const title = style({ margin: 0, fontSize: '28px', lineHeight: 1.2, fontWeight: 700, color: vars.color.text });

export const intro = style({ margin: 0, color: vars.color.textMuted, maxWidth: '70ch' });

export const sectionTitle = style({ margin: 0, fontSize: vars.font.sizeLarge, fontWeight: 700, color: vars.color.text });

export const section = style({ display: 'grid', gap: vars.space.sm, minWidth: 0 });

export const figures = style({
  margin: 0,
  display: 'grid',
  gap: vars.space.sm,
  // Wide enough for the longest value in the title size ("Landscape" broke at 160 px).
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 180px), 1fr))',
});

export const figure = style({
  display: 'flex',
  flexDirection: 'column-reverse',
  gap: vars.space.xs,
  padding: vars.space.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  minWidth: 0,
});

export const figureValue = style({ margin: 0, fontSize: vars.font.sizeTitle, fontWeight: 700, color: vars.color.text, overflowWrap: 'break-word' });

export const figureLabel = style({ fontSize: vars.font.sizeSmall, color: vars.color.textMuted });

export const details = style({
  margin: 0,
  display: 'grid',
  gridTemplateColumns: 'minmax(0, max-content) minmax(0, 1fr)',
  gap: `${vars.space.xs} ${vars.space.md}`,
  padding: vars.space.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  '@media': { [belowSmall]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const detailTerm = style({ fontWeight: 600 });

export const detailValue = style({ margin: 0, color: vars.color.text, '@media': { [belowSmall]: { marginBottom: vars.space.sm } } });

export const note = style({ margin: 0, fontSize: vars.font.sizeSmall, color: vars.color.textMuted });

import { style, styleVariants } from '@vanilla-extract/css';
import { BREAKPOINTS, minWidthQuery, vars } from '@nirmaan/ui/tokens';

export const timeline = style({ display: 'grid', gap: vars.space.sm });

export const heading = style({ margin: 0, fontSize: vars.font.sizeBase, fontWeight: 700, color: vars.color.text });

export const steps = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.sm,
  // One step under the other on a phone (four in a 2 × 2 grid read as two rows of two), all in one
  // row from a tablet's width.
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [minWidthQuery(BREAKPOINTS.md)]: { gridTemplateColumns: 'none', gridAutoFlow: 'column', gridAutoColumns: 'minmax(0, 1fr)' } },
});

export const stepState = styleVariants({
  done: {},
  current: { fontWeight: 700 },
  upcoming: { color: vars.color.textMuted },
});

export const cancelled = style({ color: vars.color.danger });

export const step = style({ display: 'grid', gridTemplateColumns: 'auto 1fr', alignItems: 'center', columnGap: vars.space.sm, color: vars.color.text });

/** Reached steps are filled in the primary colour; the current one ringed; a cancel in the danger colour. */
export const dot = style({
  width: '14px',
  height: '14px',
  borderRadius: '50%',
  border: `2px solid ${vars.color.border}`,
  background: vars.color.surface,
  selectors: {
    [`${stepState.done} &`]: { background: vars.color.primary, borderColor: vars.color.primary },
    [`${stepState.current} &`]: { background: vars.color.primary, borderColor: vars.color.primary, boxShadow: `0 0 0 3px ${vars.color.focus}` },
    [`${cancelled} &`]: { background: vars.color.danger, borderColor: vars.color.danger, boxShadow: 'none' },
  },
});

export const label = style({ fontWeight: 'inherit' });

export const when = style({ gridColumn: '2', fontSize: vars.font.sizeSmall, color: vars.color.textMuted });

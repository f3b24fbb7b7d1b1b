import { style } from '@vanilla-extract/css';
import { BREAKPOINTS, belowQuery, vars } from '@nirmaan/ui/tokens';

export const root = style({
  position: 'fixed',
  insetInlineEnd: vars.space.md,
  insetBlockEnd: '84px',
  zIndex: 900,
  display: 'grid',
  justifyItems: 'end',
  gap: vars.space.sm,
  fontFamily: vars.font.body,
  color: vars.color.text,
  '@media': { 'screen and (min-width: 900px)': { insetBlockEnd: vars.space.lg } },
});

export const launcher = style({
  border: 'none',
  borderRadius: '999px',
  padding: `${vars.space.sm} ${vars.space.lg}`,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  font: 'inherit',
  fontWeight: 700,
  cursor: 'pointer',
  boxShadow: '0 4px 14px rgba(0, 0, 0, 0.25)',
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' } },
  // On a phone a round button with a picture (its words still its name): the pill covered a third
  // of a line of the page's text wherever the reader scrolled (issue 27).
  '@media': { [belowQuery(BREAKPOINTS.md)]: { display: 'grid', placeItems: 'center', width: '52px', height: '52px', padding: 0 } },
});

export const launcherIcon = style({
  display: 'none',
  width: '24px',
  height: '24px',
  fill: 'currentColor',
  '@media': { [belowQuery(BREAKPOINTS.md)]: { display: 'block' } },
});

export const launcherLabel = style({
  '@media': {
    [belowQuery(BREAKPOINTS.md)]: {
      position: 'absolute',
      width: '1px',
      height: '1px',
      overflow: 'hidden',
      clip: 'rect(0, 0, 0, 0)',
      whiteSpace: 'nowrap',
    },
  },
});

export const panel = style({
  width: 'min(360px, calc(100vw - 32px))',
  maxHeight: 'min(520px, calc(100vh - 160px))',
  overflowY: 'auto',
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: '0 8px 28px rgba(0, 0, 0, 0.25)',
});

export const panelHeader = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm });

export const title = style({ margin: 0, fontSize: vars.font.sizeBase });

export const body = style({ display: 'grid', gap: vars.space.sm, justifyItems: 'start' });

export const botLine = style({ margin: 0, padding: vars.space.sm, borderRadius: vars.radius.md, background: vars.color.surfaceMuted });

export const answer = style({ display: 'grid', gap: vars.space.sm, width: '100%', justifyItems: 'start' });

export const choices = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const dots = style({ display: 'flex', gap: '6px' });

export const dot = style({ width: '8px', height: '8px', borderRadius: '50%', background: vars.color.border });

export const dotReached = style([dot, { background: vars.color.primary }]);

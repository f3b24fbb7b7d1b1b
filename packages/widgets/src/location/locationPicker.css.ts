import { globalStyle, style } from '@vanilla-extract/css';
import { MONOSPACE_FONT_FAMILY, vars } from '@nirmaan/ui/tokens';

export const picker = style({ display: 'grid', gap: vars.space.sm });

export const hint = style({ margin: 0, fontSize: vars.font.sizeSmall, color: vars.color.textMuted });

/** With no map to use, the hint is not shown, but keeps its place. */
export const hintUnusable = style([hint, { visibility: 'hidden' }]);

/** Its own stacking context: the map's layers and the loading and failure boxes stay under the page's bars. */
export const frame = style({
  position: 'relative',
  isolation: 'isolate',
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  border: `1px solid ${vars.color.border}`,
});

export const map = style({
  position: 'absolute',
  inset: 0,
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '-3px' } },
});

export const loading = style({
  position: 'absolute',
  inset: 0,
  margin: 0,
  display: 'grid',
  placeItems: 'center',
  background: vars.color.surfaceMuted,
  color: vars.color.text,
  zIndex: 1000,
});

export const failed = style({
  position: 'absolute',
  inset: 0,
  display: 'grid',
  placeItems: 'center',
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.danger}`,
  background: vars.color.dangerSurface,
  color: vars.color.danger,
  fontWeight: 600,
  zIndex: 1000,
});

export const row = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.md });

export const chosen = style({ fontSize: vars.font.sizeSmall, color: vars.color.textMuted });

/** The marker's box; Leaflet positions it with an inline transform. */
export const marker = style({
  background: 'none',
  border: 'none',
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, borderRadius: '50%' } },
});

/** The pin inside the marker, drawn in CSS, so no Leaflet image has to be found by the bundle. */
export const pin = style({
  display: 'block',
  width: '28px',
  height: '28px',
  borderRadius: '50% 50% 50% 0',
  transform: 'rotate(-45deg)',
  background: vars.color.primary,
  border: '3px solid #ffffff',
  boxShadow: '0 1px 4px rgba(0, 0, 0, 0.45)',
});

globalStyle(`${frame} .leaflet-container`, { fontFamily: vars.font.body });

/** Leaflet draws its zoom buttons' + and − in the generic monospace; the same font on every Chromium (monospaceFont.ts). */
globalStyle(`${frame} .leaflet-control-zoom a`, { fontFamily: MONOSPACE_FONT_FAMILY });

import { style } from '@vanilla-extract/css';
import { vars } from '../theme/tokens.css.ts';

/** The photo's frame: its shape comes from the caller (an aspect ratio or a fixed size); the picture fits inside it whole. */
export const frame = style({
  display: 'grid',
  placeItems: 'center',
  overflow: 'hidden',
  background: vars.color.surfaceMuted,
  borderRadius: vars.radius.md,
});

export const image = style({ display: 'block', width: '100%', height: '100%', objectFit: 'contain' });

/** No photo: the product name's first letter. */
export const letter = style({ fontWeight: 800, fontSize: '2em', color: vars.color.primary });

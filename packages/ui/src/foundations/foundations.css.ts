import { style } from '@vanilla-extract/css';
import { MONOSPACE_FONT_FAMILY } from '../theme/monospaceFont.ts';

/*
 * The foundations pages' own layout (Storybook docs pages). Colours come from the docs page, not the
 * theme, except where a cell shows a token itself.
 */

export const table = style({
  borderCollapse: 'collapse',
  width: '100%',
  fontSize: '14px',
  margin: '16px 0 32px',
});

export const tableScroll = style({ overflowX: 'auto', maxWidth: '100%' });

export const caption = style({ textAlign: 'start', fontWeight: 700, fontSize: '16px', padding: '0 0 8px' });

export const cell = style({
  borderBottom: '1px solid #d0d4d9',
  padding: '8px 12px 8px 0',
  textAlign: 'start',
  verticalAlign: 'middle',
});

export const code = style({ fontFamily: MONOSPACE_FONT_FAMILY, fontSize: '13px', overflowWrap: 'anywhere' });

export const swatch = style({
  display: 'inline-block',
  width: '40px',
  height: '24px',
  borderRadius: '4px',
  border: '1px solid #6b7280',
  verticalAlign: 'middle',
});

export const pairSample = style({ display: 'inline-block', padding: '4px 10px', borderRadius: '4px', border: '1px solid #6b7280', whiteSpace: 'nowrap' });

export const fails = style({ color: '#b42318', fontWeight: 700 });

export const bar = style({ display: 'block', height: '16px', background: '#b4410c', borderRadius: '2px' });

export const box = style({
  display: 'grid',
  placeItems: 'center',
  width: '120px',
  height: '72px',
  border: '1px solid #6b7280',
  background: '#ffffff',
  color: '#1f2328',
  fontSize: '13px',
  textAlign: 'center',
});

export const boxRow = style({ display: 'flex', flexWrap: 'wrap', gap: '24px', padding: '24px', margin: '16px 0 32px', borderRadius: '8px' });

/** Lines of one cell stacked: a token's name above its property, a sample above its ratio. */
export const stack = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: '4px' });

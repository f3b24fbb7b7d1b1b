import { style } from '@vanilla-extract/css';
import { MONOSPACE_FONT_FAMILY } from '../theme/monospaceFont.ts';

/* The theme editor's layout on its docs page: controls beside the preview, stacked on a phone. */

export const editor = style({
  display: 'grid',
  gap: '24px',
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { 'screen and (min-width: 900px)': { gridTemplateColumns: 'minmax(260px, 320px) minmax(0, 1fr)' } },
});

export const controls = style({
  display: 'grid',
  gap: '12px',
  alignContent: 'start',
  '@media': { 'screen and (min-width: 900px)': { maxHeight: '80vh', overflowY: 'auto', paddingInlineEnd: '8px' } },
});

export const output = style({ display: 'grid', gap: '12px', alignContent: 'start', minWidth: 0 });

export const fieldset = style({ display: 'grid', gap: '8px', border: '1px solid #8a8f98', borderRadius: '8px', padding: '8px 12px 12px', margin: 0 });

export const radio = style({ display: 'inline-flex', gap: '6px', alignItems: 'center', marginInlineEnd: '16px', minHeight: '32px' });

export const property = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto', gap: '4px 8px', alignItems: 'center' });

export const propertyName = style({ fontFamily: MONOSPACE_FONT_FAMILY, fontSize: '12px', overflowWrap: 'anywhere' });

export const colourInput = style({ width: '48px', height: '32px', padding: 0, border: '1px solid #545b64', borderRadius: '4px', background: 'none' });

export const textInput = style({
  width: '140px',
  minHeight: '32px',
  padding: '0 6px',
  border: '1px solid #545b64',
  borderRadius: '4px',
  font: 'inherit',
  fontSize: '13px',
});

export const error = style({ gridColumn: '1 / -1', color: '#b42318', fontSize: '13px' });

// Storybook's docs pages style <pre> (colours, padding); only the wrapping is set here.
export const css = style({ margin: 0, minHeight: '48px', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });

export const copyRow = style({ display: 'flex', gap: '12px', alignItems: 'center', flexWrap: 'wrap' });

export const copyButton = style({
  minHeight: '40px',
  padding: '0 16px',
  border: '1px solid #545b64',
  borderRadius: '6px',
  background: '#ffffff',
  color: '#1f2328',
  font: 'inherit',
  cursor: 'pointer',
  justifySelf: 'start',
  selectors: { '&:disabled': { color: '#545b64', cursor: 'not-allowed' } },
});

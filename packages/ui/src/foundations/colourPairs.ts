import type { lightColors } from '../theme/tokens.css.ts';
import type { ContrastUse } from './contrast.ts';

/** A colour token's name in the theme (`vars.color.*`, `lightColors`, `darkColors`). */
export type ColourToken = keyof typeof lightColors;

/** A colour drawn on another one in the widgets, and what for. */
export interface ColourPair {
  foreground: ColourToken;
  background: ColourToken;
  use: ContrastUse;
  /** Where the widgets draw it, for the colours page. */
  example: string;
}

/**
 * Every pairing of colour tokens the widgets draw, taken from their styles: the colours page shows
 * each pair's contrast in both themes, and contrast.test.ts fails when a theme change makes one
 * unreadable.
 */
export const COLOUR_PAIRS: readonly ColourPair[] = [
  { foreground: 'text', background: 'background', use: 'text', example: 'Body text on the page' },
  { foreground: 'text', background: 'surface', use: 'text', example: 'Text in cards, fields and dialogs' },
  { foreground: 'text', background: 'surfaceMuted', use: 'text', example: 'Table headers, neutral badges' },
  { foreground: 'textMuted', background: 'surface', use: 'text', example: 'Hints under fields, secondary lines' },
  { foreground: 'textMuted', background: 'background', use: 'text', example: 'Captions on the page' },
  { foreground: 'onPrimary', background: 'primary', use: 'text', example: 'Primary button label' },
  { foreground: 'onPrimary', background: 'primaryHover', use: 'text', example: 'Primary button label, hovered' },
  { foreground: 'primary', background: 'surface', use: 'text', example: 'Links' },
  { foreground: 'onDanger', background: 'danger', use: 'text', example: 'Danger button label' },
  { foreground: 'danger', background: 'surface', use: 'text', example: 'Field error messages' },
  { foreground: 'danger', background: 'dangerSurface', use: 'text', example: 'Error alert, cancelled badge' },
  { foreground: 'success', background: 'successSurface', use: 'text', example: 'Success alert, delivered badge' },
  { foreground: 'warning', background: 'warningSurface', use: 'text', example: 'Warning alert, pending badge' },
  { foreground: 'info', background: 'infoSurface', use: 'text', example: 'Info alert, processing badge' },
  { foreground: 'purple', background: 'purpleSurface', use: 'text', example: 'Shipped badge' },
  { foreground: 'border', background: 'surface', use: 'control', example: 'Field and select outlines' },
  { foreground: 'focus', background: 'surface', use: 'control', example: 'Focus ring on a card or field' },
  { foreground: 'focus', background: 'background', use: 'control', example: 'Focus ring on the page' },
];

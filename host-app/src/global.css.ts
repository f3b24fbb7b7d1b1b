import { globalFontFace, globalStyle } from '@vanilla-extract/css';
import { BREAKPOINTS, belowQuery, INDIC_FONT_FAMILY, indicFontFaceRules, vars } from '@nirmaan/ui/tokens';

// Kannada, Tamil and Devanagari (issue 32): Noto Sans of each script from its @fontsource package,
// which the build copies under /assets/ by content hash. Each face's unicode-range holds only its
// script's letters, so a page downloads a script's font only when it shows that script.
for (const face of indicFontFaceRules()) globalFontFace(INDIC_FONT_FAMILY, face);

globalStyle('html', {
  background: vars.color.background,
  // The site header sticks to the top (about 125 px at both widths): whatever is scrolled into view by
  // focus, a fragment link or scrollIntoView stops below it instead of under it (WCAG 2.4.11).
  scrollPaddingTop: '9rem',
  // At the bottom, the chatbot's button (and on a phone the bottom bar under it) is fixed over the
  // page: what the keyboard moves to stops above them (the button's top is 72 px up on a desktop,
  // 128 px on a phone).
  scrollPaddingBottom: '5rem',
  // What widgets stick to the bottom of the screen above (the cart's checkout bar): the bottom bar
  // (BOTTOM_BAR_HEIGHT in the site shell's stylesheet).
  '@media': {
    [belowQuery(BREAKPOINTS.lg)]: { scrollPaddingBottom: '8.5rem', vars: { '--nirmaan-sticky-bottom': 'calc(68px + env(safe-area-inset-bottom))' } },
  },
});

globalStyle('body', {
  margin: 0,
  fontFamily: vars.font.body,
  fontSize: vars.font.sizeBase,
  lineHeight: 1.5,
  color: vars.color.text,
  background: vars.color.background,
});

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

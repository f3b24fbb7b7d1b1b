import INDIC_FONT_FACES from 'virtual:nirmaan-indic-font-faces';

/*
 * The Kannada, Tamil and Devanagari fonts of embedded widgets (issue 32; the faces are described in
 * packages/ui/src/theme/indicFonts.ts). A shadow root ignores @font-face rules, and a partner's page
 * must not be given a <style> element, so the loader adds the faces to the page's document.fonts,
 * which shadow roots use too. A face added so downloads nothing until text in its unicode-range is
 * drawn: a page with no Indian script downloads no font. The files sit beside embed.js (fonts/,
 * named by content hash), so they come from the embed's own origin, which a strict font-src allows.
 * The loader imports this module with the first widget's code, not in embed.js: every first widget
 * counts embed.js in its size budget.
 */

let added = false;

/** Adds the faces to the page's fonts, once; nothing where there is no FontFace (not a browser page). */
export function addIndicFontFaces(): void {
  if (added || typeof FontFace !== 'function') return;
  added = true;
  for (const { family, weight, unicodeRange, url } of INDIC_FONT_FACES) {
    document.fonts.add(new FontFace(family, `url("${url}") format("woff2")`, { weight: String(weight), unicodeRange, display: 'swap' }));
  }
}

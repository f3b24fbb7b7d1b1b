import type { Locale } from '@nirmaan/core';
import { INDIC_FONT_FAMILY, INDIC_FONT_WEIGHTS } from '@nirmaan/ui/tokens';

/** A letter of each language's script: what makes the browser fetch that script's face (its unicode-range). */
const SCRIPT_LETTER: Readonly<Record<Exclude<Locale, 'en'>, string>> = { kn: 'ಕ', ta: 'த', hi: 'क' };

/** How long the first paint waits for a script's font at most: on a slow line the page shows in the fallback font. */
const FONT_WAIT_MS = 1500;

/**
 * Fetches the Noto face of the chosen language's script (regular and bold) before the site's first
 * paint: painted in a fallback font first, a Tamil or Kannada page moved when the face arrived
 * (font-display: swap; the route sweep measured 0.010-0.015 layout shift on the cart and the
 * seller dashboard). Resolves when the faces are here, on failure, or after FONT_WAIT_MS.
 */
export function loadScriptFont(locale: Locale, fonts: FontFaceSet | undefined = globalThis.document?.fonts): Promise<void> {
  if (locale === 'en' || !fonts) return Promise.resolve();
  const letter = SCRIPT_LETTER[locale];
  const faces = Promise.all(INDIC_FONT_WEIGHTS.map((weight) => fonts.load(`${weight} 16px "${INDIC_FONT_FAMILY}"`, letter))).then(
    () => undefined,
    () => undefined,
  );
  return Promise.race([faces, new Promise<void>((done) => setTimeout(done, FONT_WAIT_MS))]);
}

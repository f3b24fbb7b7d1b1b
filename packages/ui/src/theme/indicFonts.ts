/*
 * The fonts of Kannada, Tamil and Devanagari text (issue 32): Noto Sans of each script, self-hosted
 * from the @fontsource packages (their script subset only, woff2), regular and bold. Each face has
 * a unicode-range of its script's letters alone, so a browser downloads a script's font only when
 * a page shows that script, and an English page downloads none. Fontsource's own ranges are not
 * used: they also hold ₹ (U+20B9), the joiners and the dotted circle, which would make every page
 * with a price download all three. Weight 600 text takes the bold face (the nearest heavier one).
 * The three are faces of one CSS family, INDIC_FONT_FAMILY: the browser picks a face per letter by
 * its unicode-range, and the font stack (tokens.css.ts), which every widget's CSS repeats, grows by
 * one name instead of three.
 *
 * The host app declares them as @font-face in its global CSS (host-app/src/global.css.ts); embedded
 * elements cannot (a shadow root ignores @font-face, and a partner's page gets no <style> of ours),
 * so the embed's loader adds them to document.fonts (packages/elements/src/embed/indicFonts.ts).
 */

/** The CSS family of the faces: Noto Sans Kannada, Noto Sans Tamil and Noto Sans Devanagari under one name. */
export const INDIC_FONT_FAMILY = 'Noto Sans Indic';

/** One script's font: the fontsource package's script name and its letters. */
export interface IndicFont {
  script: 'kannada' | 'tamil' | 'devanagari';
  unicodeRange: string;
}

export const INDIC_FONTS: readonly IndicFont[] = [
  { script: 'kannada', unicodeRange: 'U+0C80-0CFF' },
  { script: 'tamil', unicodeRange: 'U+0B80-0BFF' },
  { script: 'devanagari', unicodeRange: 'U+0900-097F, U+A8E0-A8FF' },
];

/** The weights each font comes in: regular and bold. */
export const INDIC_FONT_WEIGHTS = [400, 700] as const;
export type IndicFontWeight = (typeof INDIC_FONT_WEIGHTS)[number];

/** A face's file name in its @fontsource package's files/ folder: 'noto-sans-tamil-tamil-400-normal.woff2'. */
export function indicFontFileName(font: IndicFont, weight: IndicFontWeight): string {
  return `noto-sans-${font.script}-${font.script}-${weight}-normal.woff2`;
}

/** A face's file as a module path: '@fontsource/noto-sans-tamil/files/noto-sans-tamil-tamil-400-normal.woff2'. */
export function indicFontModulePath(font: IndicFont, weight: IndicFontWeight): string {
  return `@fontsource/noto-sans-${font.script}/files/${indicFontFileName(font, weight)}`;
}

/**
 * Every face as the fields of an @font-face rule (vanilla-extract's globalFontFace takes them with
 * INDIC_FONT_FAMILY): the host app's global CSS and Storybook's preview declare the same faces.
 */
export function indicFontFaceRules() {
  return INDIC_FONTS.flatMap((font) =>
    INDIC_FONT_WEIGHTS.map((weight) => ({
      src: `url("${indicFontModulePath(font, weight)}") format("woff2")`,
      fontWeight: weight,
      fontStyle: 'normal' as const,
      fontDisplay: 'swap' as const,
      unicodeRange: font.unicodeRange,
    })),
  );
}

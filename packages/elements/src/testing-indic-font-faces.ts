import { INDIC_FONT_FAMILY, INDIC_FONT_WEIGHTS, INDIC_FONTS, indicFontFileName } from '@nirmaan/ui/tokens';

/** Tests' and Storybook's stand-in for the embed build's virtual:nirmaan-indic-font-faces: the same faces, under /embed/fonts/. */
const faces = INDIC_FONTS.flatMap((font) =>
  INDIC_FONT_WEIGHTS.map((weight) => ({
    family: INDIC_FONT_FAMILY,
    weight,
    unicodeRange: font.unicodeRange,
    url: `/embed/fonts/${indicFontFileName(font, weight)}`,
  })),
);

export default faces;

import { globalFontFace } from '@vanilla-extract/css';
import { INDIC_FONT_FAMILY, indicFontFaceRules } from '@nirmaan/ui/tokens';

// Kannada, Tamil and Devanagari in every story (issue 32): the faces the host app declares
// (host-app/src/global.css.ts), from the same @fontsource files, which Storybook's build copies by
// content hash. Declared in the preview's document, they serve the element stories' shadow roots too
// (a shadow root uses the document's fonts). Each face's unicode-range holds only its script, so an
// English story downloads none.
for (const face of indicFontFaceRules()) globalFontFace(INDIC_FONT_FAMILY, face);

import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Locale } from '@nirmaan/core/pure';

/*
 * The fonts an invoice draws with. Helvetica (built into every PDF reader) for a text all in Latin
 * letters, digits and signs, as before; Noto Sans Kannada, Tamil and Devanagari (@fontsource, OFL)
 * for those scripts: a translated invoice's labels, and product names, addresses and names entered
 * in those scripts in any invoice. A text with such a script draws its Latin letters and digits in
 * the same Noto family's Latin file, so all its pieces share one baseline (Helvetica's ascender is
 * shorter than Noto's, and pdfkit places each piece by its own). pdfkit shapes the scripts with
 * fontkit (conjuncts, reph, vowel signs: checked by eye on rendered pages, docs/i18n.md). The WOFF
 * files, not WOFF2: fontkit 2.0.4 reads WOFF2 but fails to subset it ("Offset is outside the
 * bounds of the DataView"). Each font is embedded only when a text uses it. A translated invoice
 * draws all its Latin text in its language's Noto family, so its lines look alike.
 */

type IndianScript = 'kannada' | 'tamil' | 'devanagari';
export type InvoiceFont = 'latin' | IndianScript;
type Weight = 'regular' | 'bold';
/** Which part of a Noto family's files: its own script, or its Latin letters. */
type Subset = 'script' | 'latin';

const FONT_PACKAGES: Record<IndianScript, string> = {
  kannada: 'noto-sans-kannada',
  tamil: 'noto-sans-tamil',
  devanagari: 'noto-sans-devanagari',
};

const WEIGHTS: Record<Weight, number> = { regular: 400, bold: 700 };

const HELVETICA: Record<Weight, string> = { regular: 'Helvetica', bold: 'Helvetica-Bold' };

/** The name a Noto file is registered under in a document, e.g. 'kannada-latin-bold'. */
const notoName = (script: IndianScript, subset: Subset, weight: Weight) => `${script}-${subset}-${weight}`;

const require = createRequire(import.meta.url);
let fontFiles: Promise<Array<[string, Buffer]>> | undefined;

/** The Noto files, read once (at the first invoice), by their registered names. */
function notoFontFiles(): Promise<Array<[string, Buffer]>> {
  const wanted = (Object.keys(FONT_PACKAGES) as IndianScript[]).flatMap((script) =>
    (['script', 'latin'] as Subset[]).flatMap((subset) => (Object.keys(WEIGHTS) as Weight[]).map((weight) => ({ script, subset, weight }))),
  );
  fontFiles ??= Promise.all(
    wanted.map(async ({ script, subset, weight }): Promise<[string, Buffer]> => {
      const pkg = FONT_PACKAGES[script];
      const file = require.resolve(`@fontsource/${pkg}/files/${pkg}-${subset === 'script' ? script : 'latin'}-${WEIGHTS[weight]}-normal.woff`);
      return [notoName(script, subset, weight), await readFile(file)];
    }),
  );
  return fontFiles;
}

/** The Noto family each language's invoice draws its Latin text in; none (Helvetica) for English. */
const LATIN_FAMILY: Record<Locale, IndianScript | undefined> = { en: undefined, kn: 'kannada', ta: 'tamil', hi: 'devanagari' };

/** The family of a document's Latin texts, as registerInvoiceFonts set it. */
const documentFamilies = new WeakMap<PDFKit.PDFDocument, IndianScript>();

/** Registers the Noto fonts in a document (each embedded only if used) and the family its Latin texts take in `locale`. */
export async function registerInvoiceFonts(pdf: PDFKit.PDFDocument, locale: Locale): Promise<void> {
  for (const [name, file] of await notoFontFiles()) pdf.registerFont(name, file);
  const family = LATIN_FAMILY[locale];
  if (family) documentFamilies.set(pdf, family);
}

/** The script font a character needs, or null for a character of no script of its own (spaces, joiners, dandas). */
function fontOfCharacter(codePoint: number): InvoiceFont | null {
  if (codePoint === 0x20 || codePoint === 0x200c || codePoint === 0x200d || codePoint === 0x0964 || codePoint === 0x0965) return null;
  if ((codePoint >= 0x0900 && codePoint <= 0x097f) || (codePoint >= 0xa8e0 && codePoint <= 0xa8ff) || (codePoint >= 0x1cd0 && codePoint <= 0x1cff))
    return 'devanagari';
  if (codePoint >= 0x0b80 && codePoint <= 0x0bff) return 'tamil';
  if (codePoint >= 0x0c80 && codePoint <= 0x0cff) return 'kannada';
  return 'latin';
}

export interface FontRun {
  font: InvoiceFont;
  text: string;
}

/**
 * A text cut where its script changes, each piece with the font that draws it ('GSTIN: ಇಲ್ಲ' ->
 * Helvetica 'GSTIN: ', Kannada 'ಇಲ್ಲ'). Spaces, joiners and dandas stay with the piece they are in.
 */
export function fontRuns(text: string): FontRun[] {
  const runs: FontRun[] = [];
  for (const character of text) {
    const font = fontOfCharacter(character.codePointAt(0)!) ?? runs.at(-1)?.font ?? 'latin';
    const last = runs.at(-1);
    if (last?.font === font) last.text += character;
    else runs.push({ font, text: character });
  }
  return runs;
}

/** The font of each piece of a text: the Noto family of its (first) Indian script, else the document's (Helvetica in English). */
function pieceFonts(pdf: PDFKit.PDFDocument, runs: readonly FontRun[], weight: Weight): string[] {
  const family = (runs.find((run) => run.font !== 'latin')?.font as IndianScript | undefined) ?? documentFamilies.get(pdf);
  return runs.map((run) => {
    if (!family) return HELVETICA[weight];
    return run.font === 'latin' ? notoName(family, 'latin', weight) : notoName(run.font, 'script', weight);
  });
}

/**
 * Draws a text like `pdf.text`, each script in its font. An all-Latin text is one `text` call, as
 * before; a mixed one that fits on its line is placed piece by piece (pdfkit's `continued` text
 * mis-centres pieces), a longer one flows as continued pieces of one paragraph.
 */
export function drawText(
  pdf: PDFKit.PDFDocument,
  text: string,
  weight: Weight,
  x: number | undefined,
  y: number | undefined,
  options: PDFKit.Mixins.TextOptions,
): void {
  const runs = fontRuns(text);
  const fonts = pieceFonts(pdf, runs, weight);
  if (runs.length <= 1) {
    pdf.font(fonts[0] ?? HELVETICA[weight]);
    // pdfkit reads an undefined x as "no position": the options would be taken for it.
    if (x === undefined) pdf.text(text, options);
    else pdf.text(text, x, y, options);
    return;
  }
  const left = x ?? pdf.x;
  const top = y ?? pdf.y;
  const width = options.width ?? pdf.page.width - pdf.page.margins.right - left;
  const widths = runs.map((run, index) => pdf.font(fonts[index]!).widthOfString(run.text));
  const total = widths.reduce((sum, piece) => sum + piece, 0);
  if (total <= width) {
    let pieceX = left + (options.align === 'center' ? (width - total) / 2 : options.align === 'right' ? width - total : 0);
    runs.forEach((run, index) => {
      pdf.font(fonts[index]!).text(run.text, pieceX, top, { lineBreak: false });
      pieceX += widths[index]!;
    });
    pdf.x = left;
    pdf.y = top + pdf.currentLineHeight(true);
    return;
  }
  runs.forEach((run, index) => {
    const pieceOptions = { ...options, align: 'left' as const, continued: index < runs.length - 1 };
    pdf.font(fonts[index]!);
    if (index === 0) pdf.text(run.text, left, top, pieceOptions);
    else pdf.text(run.text, pieceOptions);
  });
}

import { inflateSync } from 'node:zlib';

/**
 * The text a PDF written by pdfkit shows, line by line as it draws it: its content streams inflated,
 * and the hex strings of each text operator (Tj, and TJ's kerned arrays) decoded (WinAnsi, which the
 * standard fonts use, is Latin-1 for what invoices print). Enough to read our own invoices back;
 * not a general PDF parser.
 */
export function pdfText(pdf: Buffer): string[] {
  const lines: string[] = [];
  const source = pdf.toString('latin1');
  for (const match of source.matchAll(/stream\r?\n/g)) {
    const start = match.index + match[0].length;
    const end = source.indexOf('endstream', start);
    let content: string;
    try {
      content = inflateSync(pdf.subarray(start, end)).toString('latin1');
    } catch {
      continue; // an image or a font, not a content stream
    }
    for (const operator of content.matchAll(/\[((?:<[0-9a-fA-F]*>|[^\]])*)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj/g)) {
      const hexes = operator[1] !== undefined ? [...operator[1].matchAll(/<([0-9a-fA-F]*)>/g)].map((hex) => hex[1] ?? '') : [operator[2] ?? ''];
      lines.push(hexes.map((hex) => Buffer.from(hex, 'hex').toString('latin1')).join(''));
    }
  }
  return lines;
}

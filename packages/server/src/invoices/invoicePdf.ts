import { amountInWords } from './amountInWords.ts';
import { DELIVERY_LINE_DESCRIPTION, localeFormat, type InvoiceDocument, type InvoiceLine, type Locale } from '@nirmaan/core/pure';
import { drawText, registerInvoiceFonts } from './invoiceFonts.ts';
import type { Messages } from './messages/compiled/messages.js';
import en from './messages/compiled/en.js';
import hi from './messages/compiled/hi.js';
import kn from './messages/compiled/kn.js';
import ta from './messages/compiled/ta.js';

/*
 * A tax invoice or credit note as an A4 PDF (pdfkit, MIT), its fixed texts in the buyer's language
 * (./messages/<lang>.json, issue 32); names, addresses, products and units as entered. Helvetica
 * has no rupee sign, so amounts read "Rs. 20,330.00", as Indian invoices often print them, in every
 * language (Indian grouping, Western digits). The amount in words is in the invoice's language
 * (./amountInWords.ts: rupees in lakh and crore, as Indian invoices write it).
 */

const INVOICE_TEXTS: Readonly<Record<Locale, Messages>> = { en, kn, ta, hi };

const MARGIN = 40;
const WIDTH = 595.28 - 2 * MARGIN;

const money = (paise: number): string =>
  `${paise < 0 ? '-' : ''}Rs. ${(Math.abs(paise) / 100).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** The delivery charge's line, whose description and unit core writes (the others' are the seller's, shown as entered). */
const isDeliveryLine = (line: InvoiceLine) => line.description === DELIVERY_LINE_DESCRIPTION;

interface Column {
  title: string;
  width: number;
  align?: 'left' | 'right';
  value: (line: InvoiceLine, index: number) => string;
}

function lineColumns(texts: Messages, interState: boolean): Column[] {
  const taxes: Column[] = interState
    ? [{ title: 'IGST', width: 70, align: 'right', value: (line) => money(line.igstPaise) }]
    : [
        { title: 'CGST', width: 62, align: 'right', value: (line) => money(line.cgstPaise) },
        { title: 'SGST', width: 62, align: 'right', value: (line) => money(line.sgstPaise) },
      ];
  const fixed: Column[] = [
    { title: '#', width: 18, value: (_line, index) => String(index + 1) },
    { title: texts.hsn(), width: 38, value: (line) => line.hsn },
    {
      title: texts.quantity(),
      width: 52,
      align: 'right',
      value: (line) => (isDeliveryLine(line) ? texts.deliveryTrips({ count: line.quantity }) : `${line.quantity} ${line.unit}`),
    },
    { title: texts.rate(), width: 30, align: 'right', value: (line) => `${line.gstRatePercent}%` },
    { title: texts.taxableValue(), width: 72, align: 'right', value: (line) => money(line.taxablePaise) },
    ...taxes,
    { title: texts.amount(), width: 72, align: 'right', value: (line) => money(line.amountPaise) },
  ];
  const used = fixed.reduce((sum, column) => sum + column.width, 0);
  const description = (line: InvoiceLine) => (isDeliveryLine(line) ? texts.deliveryLine() : line.description);
  return [fixed[0]!, { title: texts.description(), width: WIDTH - used, value: description }, ...fixed.slice(1)];
}

function row(pdf: PDFKit.PDFDocument, cells: ReadonlyArray<{ text: string; width: number; align?: 'left' | 'right' }>, bold = false): void {
  const top = pdf.y;
  let x = MARGIN;
  let bottom = top;
  pdf.fontSize(8);
  for (const cell of cells) {
    drawText(pdf, cell.text, bold ? 'bold' : 'regular', x + 2, top, { width: cell.width - 4, align: cell.align ?? 'left' });
    bottom = Math.max(bottom, pdf.y);
    x += cell.width;
  }
  pdf.y = bottom + 3;
  pdf
    .moveTo(MARGIN, pdf.y - 1)
    .lineTo(MARGIN + WIDTH, pdf.y - 1)
    .lineWidth(0.3)
    .strokeColor('#999999')
    .stroke();
}

function party(pdf: PDFKit.PDFDocument, texts: Messages, heading: string, who: InvoiceDocument['seller'], x: number, top: number): number {
  const options = { width: WIDTH / 2 - 10 };
  pdf.fontSize(9);
  drawText(pdf, heading, 'bold', x, top, options);
  for (const line of [
    who.name,
    who.address,
    texts.stateLine({ state: who.state, code: who.stateCode }),
    who.gstin ? texts.gstinLine({ gstin: who.gstin }) : texts.gstinNone(),
  ])
    drawText(pdf, line, 'regular', undefined, undefined, options);
  return pdf.y;
}

/** An invoice's date as its language writes it: 2026-11-29 in English (as before), 29 ನವೆಂ 2026 in Kannada. */
function dateText(iso: string, locale: Locale): string {
  return locale === 'en' ? iso.slice(0, 10) : localeFormat(locale).date(new Date(iso), { dateStyle: 'medium', timeZone: 'UTC' });
}

/**
 * The document as PDF bytes, its fixed texts in `locale`. pdfkit is loaded at the first invoice,
 * not with the server: it took 160 ms of every start (issue 30, quick start).
 */
export async function invoicePdf(document: InvoiceDocument, locale: Locale = 'en'): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  const texts = INVOICE_TEXTS[locale];
  const title = texts.title({ kind: document.kind });
  const pdf = new PDFDocument({ size: 'A4', margin: MARGIN, lang: locale, info: { Title: `${title} ${document.number}`, Author: document.seller.name } });
  await registerInvoiceFonts(pdf, locale);
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });

  const { figures } = document;
  const interState = figures.supply === 'inter-state';
  const centred = { align: 'center' } as const;
  pdf.fontSize(16);
  drawText(pdf, title, 'bold', undefined, undefined, centred);
  pdf.moveDown(0.3);
  pdf.fontSize(9);
  const numberLine = texts.numberLine({ kind: document.kind, number: document.number, date: dateText(document.issuedAt, locale), orderId: document.orderId });
  drawText(pdf, numberLine, 'regular', undefined, undefined, centred);
  if (document.against)
    drawText(
      pdf,
      texts.againstLine({ number: document.against.number, date: dateText(document.against.issuedAt, locale) }),
      'regular',
      undefined,
      undefined,
      centred,
    );
  drawText(pdf, texts.supplyLine({ place: document.placeOfSupply, supply: interState ? 'inter' : 'intra' }), 'regular', undefined, undefined, centred);
  pdf.moveDown();

  const partiesTop = pdf.y;
  const sellerBottom = party(pdf, texts, texts.supplier(), document.seller, MARGIN, partiesTop);
  const buyerBottom = party(pdf, texts, texts.billedTo(), document.buyer, MARGIN + WIDTH / 2 + 10, partiesTop);
  pdf.x = MARGIN;
  pdf.y = Math.max(sellerBottom, buyerBottom) + 12;

  const columns = lineColumns(texts, interState);
  row(
    pdf,
    columns.map((column) => ({ text: column.title, width: column.width, align: column.align })),
    true,
  );
  figures.lines.forEach((line, index) =>
    row(
      pdf,
      columns.map((column) => ({ text: column.value(line, index), width: column.width, align: column.align })),
    ),
  );
  pdf.moveDown(0.5);

  const totals: Array<[string, number]> = [
    [texts.taxableValue(), figures.taxablePaise],
    ...(interState
      ? ([['IGST', figures.igstPaise]] as Array<[string, number]>)
      : ([
          ['CGST', figures.cgstPaise],
          ['SGST', figures.sgstPaise],
        ] as Array<[string, number]>)),
    [texts.roundOff(), figures.roundOffPaise],
  ];
  for (const [label, paise] of totals)
    row(pdf, [
      { text: label, width: WIDTH - 120 },
      { text: money(paise), width: 120, align: 'right' },
    ]);
  row(
    pdf,
    [
      { text: texts.total(), width: WIDTH - 120 },
      { text: money(figures.totalRupees * 100), width: 120, align: 'right' },
    ],
    true,
  );
  pdf.fontSize(9);
  drawText(pdf, texts.amountInWords({ words: amountInWords(figures.totalRupees * 100, locale) }), 'regular', MARGIN, pdf.y + 4, { width: WIDTH });
  pdf.moveDown();

  pdf.fontSize(9);
  drawText(pdf, texts.hsnSummary(), 'bold', MARGIN, undefined, {});
  const summaryColumns = [
    { title: texts.hsn(), width: 80 },
    { title: texts.rate(), width: 60 },
    { title: texts.taxableValue(), width: 120 },
    { title: interState ? 'IGST' : 'CGST + SGST', width: WIDTH - 260 },
  ];
  row(
    pdf,
    summaryColumns.map((column) => ({ text: column.title, width: column.width })),
    true,
  );
  for (const summary of figures.hsnSummary) {
    const tax = interState ? money(summary.igstPaise) : `${money(summary.cgstPaise)} + ${money(summary.sgstPaise)}`;
    row(pdf, [
      { text: summary.hsn, width: 80 },
      { text: `${summary.gstRatePercent}%`, width: 60 },
      { text: money(summary.taxablePaise), width: 120 },
      { text: tax, width: WIDTH - 260 },
    ]);
  }
  pdf.moveDown();
  pdf.fontSize(8).fillColor('#444444');
  drawText(pdf, texts.footer(), 'regular', MARGIN, pdf.y, { width: WIDTH });
  pdf.end();
  return done;
}

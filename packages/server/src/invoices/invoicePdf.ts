import type { InvoiceDocument, InvoiceLine } from '@nirmaan/core/pure';

/*
 * A tax invoice or credit note as an A4 PDF (pdfkit, MIT). The PDF's built-in Helvetica has no
 * rupee sign, so amounts read "Rs. 20,330.00", as Indian invoices often print them.
 */

const MARGIN = 40;
const WIDTH = 595.28 - 2 * MARGIN;

const money = (paise: number): string =>
  `${paise < 0 ? '-' : ''}Rs. ${(Math.abs(paise) / 100).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

const TITLES = { invoice: 'TAX INVOICE', credit_note: 'CREDIT NOTE' } as const;

interface Column {
  title: string;
  width: number;
  align?: 'left' | 'right';
  value: (line: InvoiceLine, index: number) => string;
}

function lineColumns(interState: boolean): Column[] {
  const taxes: Column[] = interState
    ? [{ title: 'IGST', width: 70, align: 'right', value: (line) => money(line.igstPaise) }]
    : [
        { title: 'CGST', width: 62, align: 'right', value: (line) => money(line.cgstPaise) },
        { title: 'SGST', width: 62, align: 'right', value: (line) => money(line.sgstPaise) },
      ];
  const fixed: Column[] = [
    { title: '#', width: 18, value: (_line, index) => String(index + 1) },
    { title: 'HSN', width: 38, value: (line) => line.hsn },
    { title: 'Qty', width: 52, align: 'right', value: (line) => `${line.quantity} ${line.unit}` },
    { title: 'Rate', width: 30, align: 'right', value: (line) => `${line.gstRatePercent}%` },
    { title: 'Taxable value', width: 72, align: 'right', value: (line) => money(line.taxablePaise) },
    ...taxes,
    { title: 'Amount', width: 72, align: 'right', value: (line) => money(line.amountPaise) },
  ];
  const used = fixed.reduce((sum, column) => sum + column.width, 0);
  return [fixed[0]!, { title: 'Description', width: WIDTH - used, value: (line) => line.description }, ...fixed.slice(1)];
}

function row(pdf: PDFKit.PDFDocument, cells: ReadonlyArray<{ text: string; width: number; align?: 'left' | 'right' }>, bold = false): void {
  const top = pdf.y;
  let x = MARGIN;
  let bottom = top;
  pdf.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(8);
  for (const cell of cells) {
    pdf.text(cell.text, x + 2, top, { width: cell.width - 4, align: cell.align ?? 'left' });
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

function party(pdf: PDFKit.PDFDocument, heading: string, who: InvoiceDocument['seller'], x: number, top: number): number {
  pdf
    .font('Helvetica-Bold')
    .fontSize(9)
    .text(heading, x, top, { width: WIDTH / 2 - 10 });
  pdf
    .font('Helvetica')
    .fontSize(9)
    .text(who.name, { width: WIDTH / 2 - 10 });
  pdf.text(who.address, { width: WIDTH / 2 - 10 });
  pdf.text(`State: ${who.state} (${who.stateCode})`, { width: WIDTH / 2 - 10 });
  pdf.text(who.gstin ? `GSTIN: ${who.gstin}` : 'GSTIN: not registered (consumer)', { width: WIDTH / 2 - 10 });
  return pdf.y;
}

/**
 * The document as PDF bytes. pdfkit is loaded at the first invoice, not with the server: it took
 * 160 ms of every start (issue 30, quick start).
 */
export async function invoicePdf(document: InvoiceDocument): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  const pdf = new PDFDocument({ size: 'A4', margin: MARGIN, info: { Title: `${TITLES[document.kind]} ${document.number}`, Author: document.seller.name } });
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });

  const { figures } = document;
  const interState = figures.supply === 'inter-state';
  pdf.font('Helvetica-Bold').fontSize(16).text(TITLES[document.kind], { align: 'center' });
  pdf.moveDown(0.3);
  pdf.font('Helvetica').fontSize(9);
  pdf.text(
    `${document.kind === 'invoice' ? 'Invoice' : 'Credit note'} no.: ${document.number}    Date: ${document.issuedAt.slice(0, 10)}    Order: #${document.orderId}`,
    {
      align: 'center',
    },
  );
  if (document.against) pdf.text(`Against invoice no. ${document.against.number} of ${document.against.issuedAt.slice(0, 10)}`, { align: 'center' });
  pdf.text(`Place of supply: ${document.placeOfSupply}    Supply: ${interState ? 'inter-state (IGST)' : 'intra-state (CGST + SGST)'}`, { align: 'center' });
  pdf.moveDown();

  const partiesTop = pdf.y;
  const sellerBottom = party(pdf, 'Supplier', document.seller, MARGIN, partiesTop);
  const buyerBottom = party(pdf, 'Billed to', document.buyer, MARGIN + WIDTH / 2 + 10, partiesTop);
  pdf.x = MARGIN;
  pdf.y = Math.max(sellerBottom, buyerBottom) + 12;

  const columns = lineColumns(interState);
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
    ['Taxable value', figures.taxablePaise],
    ...(interState
      ? ([['IGST', figures.igstPaise]] as Array<[string, number]>)
      : ([
          ['CGST', figures.cgstPaise],
          ['SGST', figures.sgstPaise],
        ] as Array<[string, number]>)),
    ['Round off', figures.roundOffPaise],
  ];
  for (const [label, paise] of totals)
    row(pdf, [
      { text: label, width: WIDTH - 120 },
      { text: money(paise), width: 120, align: 'right' },
    ]);
  row(
    pdf,
    [
      { text: 'Total', width: WIDTH - 120 },
      { text: money(figures.totalRupees * 100), width: 120, align: 'right' },
    ],
    true,
  );
  pdf
    .font('Helvetica')
    .fontSize(9)
    .text(`Amount in words: ${figures.amountInWords}`, MARGIN, pdf.y + 4, { width: WIDTH });
  pdf.moveDown();

  pdf.font('Helvetica-Bold').fontSize(9).text('HSN summary', MARGIN);
  const summaryColumns = [
    { title: 'HSN', width: 80 },
    { title: 'Rate', width: 60 },
    { title: 'Taxable value', width: 120 },
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
  pdf
    .font('Helvetica')
    .fontSize(8)
    .fillColor('#444444')
    .text('Prices include GST. Payment: cash on delivery. This is a computer-generated document.', MARGIN, pdf.y, { width: WIDTH });
  pdf.end();
  return done;
}

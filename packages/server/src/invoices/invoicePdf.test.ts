import PDFDocument from 'pdfkit';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sampleInvoice } from '../testing/invoiceFixtures.ts';
import { fontRuns } from './invoiceFonts.ts';
import { invoicePdf } from './invoicePdf.ts';

/** The texts pdfkit was asked to draw for a document, in order, with the font of each. */
async function drawn(locale: 'en' | 'kn' | 'ta' | 'hi', kind: 'invoice' | 'credit_note' = 'invoice') {
  const calls: Array<{ text: string; font: string }> = [];
  const original = PDFDocument.prototype.text;
  vi.spyOn(PDFDocument.prototype, 'text').mockImplementation(function (this: PDFKit.PDFDocument, ...args: Parameters<typeof original>) {
    calls.push({ text: String(args[0]), font: (this as unknown as { _font: { name: string } })._font.name });
    return original.apply(this, args);
  });
  const bytes = await invoicePdf(sampleInvoice(kind), locale);
  return { bytes, texts: calls.map((call) => call.text), calls };
}

afterEach(() => vi.restoreAllMocks());

describe('the invoice PDF in the buyer’s language', () => {
  it('draws the English invoice as before, in Helvetica', async () => {
    const { bytes, texts } = await drawn('en');
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(texts).toEqual(
      expect.arrayContaining([
        'TAX INVOICE',
        'Invoice no.: INV/26-27/000045    Date: 2026-11-29    Order: #120',
        'Place of supply: Karnataka (29)    Supply: intra-state (CGST + SGST)',
        'GSTIN: not registered (consumer)',
        'Delivery charges (part of the supply of the goods)',
        'Prices include GST. Payment: cash on delivery. This is a computer-generated document.',
      ]),
    );
    expect(texts.join('')).toContain('Amount in words: Rupees Twenty-Eight Thousand Two Hundred Twenty Only');
  });

  it('draws a Tamil invoice’s fixed texts in Tamil, in Noto Sans Tamil, names and numbers as entered', async () => {
    const { texts, calls } = await drawn('ta');
    expect(texts).toEqual(expect.arrayContaining(['வரி விலைப்பட்டியல்', 'வழங்குபவர்', 'பில் பெறுபவர்', 'மொத்தம்', 'Sri Lakshmi Traders']));
    // A line of two scripts is drawn piece by piece, each in its font.
    expect(texts.join('')).toContain('விலைப்பட்டியல் எண்: INV/26-27/000045    தேதி: 29 நவ., 2026    ஆர்டர்: #120');
    expect(texts.join('')).toContain('டெலிவரி கட்டணம் (பொருட்கள் வழங்கலின் ஒரு பகுதி)');
    expect(calls.find((call) => call.text === 'வரி விலைப்பட்டியல்')?.font).toMatch(/NotoSansTamil/);
    expect(texts.some((text) => /TAX INVOICE|Supplier|Billed to/.test(text))).toBe(false);
    expect(texts.join('')).toContain('தொகை எழுத்தில்: இருபத்தி எட்டு ஆயிரம் இருநூறு இருபது ரூபாய் மட்டும்');
    expect(texts.join('')).not.toMatch(/Rupees|Only/);
  });

  it('titles a Hindi credit note, with the invoice it reverses', async () => {
    const { texts } = await drawn('hi', 'credit_note');
    expect(texts).toContain('क्रेडिट नोट');
    expect(texts.join('')).toContain('राशि शब्दों में: अट्ठाईस हज़ार दो सौ बीस रुपये मात्र');
    expect(texts.join('')).toContain('28 नव॰ 2026 के बीजक संख्या INV/26-27/000045 के बदले');
  });
});

describe('fontRuns', () => {
  it('cuts a text where its script changes, spaces and joiners staying with their piece', () => {
    expect(fontRuns('GSTIN: ನೋಂದಾಯಿಸಿಲ್ಲ (ಗ್ರಾಹಕರು)')).toEqual([
      { font: 'latin', text: 'GSTIN: ' },
      { font: 'kannada', text: 'ನೋಂದಾಯಿಸಿಲ್ಲ ' },
      { font: 'latin', text: '(' },
      { font: 'kannada', text: 'ಗ್ರಾಹಕರು' },
      { font: 'latin', text: ')' },
    ]);
    expect(fontRuns('ತೆರಿಗೆ ಇನ್‌ವಾಯ್ಸ್')).toEqual([{ font: 'kannada', text: 'ತೆರಿಗೆ ಇನ್‌ವಾಯ್ಸ್' }]);
    expect(fontRuns('TMT सरिया')).toEqual([
      { font: 'latin', text: 'TMT ' },
      { font: 'devanagari', text: 'सरिया' },
    ]);
  });
});

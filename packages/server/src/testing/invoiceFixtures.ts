import { taxInvoiceFigures, type InvoiceDocument } from '@nirmaan/core/pure';

/**
 * A Bengaluru seller's invoice to a buyer in the same state, with one product named in Kannada and
 * one in Devanagari (as a seller may enter them) and a delivery charge: what the invoice tests draw.
 */
export function sampleInvoice(kind: InvoiceDocument['kind'] = 'invoice'): InvoiceDocument {
  const figures = taxInvoiceFigures({
    sellerStateCode: '29',
    placeOfSupplyStateCode: '29',
    deliveryChargePaise: 50_000,
    lines: [
      { description: 'UltraTech OPC 53 Cement (ಸಿಮೆಂಟ್)', hsn: '2523', quantity: 50, unit: 'bag', unitPricePaise: 39_000, gstRatePercent: 28 },
      { description: 'TMT सरिया Fe 500D 12 mm', hsn: '7214', quantity: 120, unit: 'kg', unitPricePaise: 6_850, gstRatePercent: 18 },
    ],
  });
  return {
    kind,
    number: kind === 'invoice' ? 'INV/26-27/000045' : 'CN/26-27/0000003',
    issuedAt: '2026-11-29T06:30:00.000Z',
    financialYear: '26-27',
    orderId: 120,
    seller: {
      name: 'Sri Lakshmi Traders',
      address: '14, 2nd Cross, Yeshwanthpur, Bengaluru 560022',
      gstin: '29ABCDE1234F1Z5',
      state: 'Karnataka',
      stateCode: '29',
    },
    buyer: { name: 'ರವಿ ಕುಮಾರ್', address: '221, 5ನೇ ಮುಖ್ಯರಸ್ತೆ, ಜಯನಗರ, ಬೆಂಗಳೂರು 560041', gstin: null, state: 'Karnataka', stateCode: '29' },
    placeOfSupply: 'Karnataka (29)',
    against: kind === 'credit_note' ? { number: 'INV/26-27/000045', issuedAt: '2026-11-28T06:30:00.000Z' } : null,
    figures,
  };
}

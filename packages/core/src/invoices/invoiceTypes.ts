import type { TaxInvoiceFigures } from './taxInvoice.ts';

export type InvoiceKind = 'invoice' | 'credit_note';

/** A party on an invoice: who supplies, or whom it is billed to. */
export interface InvoiceParty {
  name: string;
  address: string;
  /** Null for a buyer who gave none (a consumer). */
  gstin: string | null;
  state: string;
  stateCode: string;
}

/**
 * Everything a tax invoice or credit note shows, as issued: kept as it was, whatever later happens
 * to the seller's, buyer's or catalogue's data.
 */
export interface InvoiceDocument {
  kind: InvoiceKind;
  /** Unique per seller and financial year: INV/26-27/000045, CN/26-27/0000003 for credit notes. */
  number: string;
  /** ISO date-time of issue. */
  issuedAt: string;
  financialYear: string;
  orderId: number;
  seller: InvoiceParty;
  buyer: InvoiceParty;
  /** The state where the delivery ends, e.g. "Karnataka (29)". */
  placeOfSupply: string;
  /** For a credit note: the invoice it reverses. */
  against: { number: string; issuedAt: string } | null;
  figures: TaxInvoiceFigures;
}

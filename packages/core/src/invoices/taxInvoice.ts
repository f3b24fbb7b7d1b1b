import { rupeesInWords } from './amountInWords.ts';

/*
 * The figures of a GST tax invoice for one order, in whole paise. Listing prices and delivery
 * charges are what the buyer pays, tax included (the cart says "Taxes: Included"), so each line's
 * taxable value is taken out of its amount: taxable = amount x 100 / (100 + rate), to the paisa,
 * and the tax is the rest, so taxable value and tax always add up to what was charged.
 *
 * - Intra-state supply (the seller's state is the place of supply): the tax is CGST and SGST, half
 *   each (an odd paisa goes to CGST). Inter-state: all of it is IGST (IGST Act 2017, section 5).
 * - Delivery is part of a composite supply whose principal supply is the goods (CGST Act 2017,
 *   section 8(a)): it is taxed at the rate and under the HSN code of the line with the largest amount.
 * - The invoice total is rounded to the rupee, the difference shown as a round-off line
 *   (CGST Act 2017, section 170).
 */

export interface InvoiceLineInput {
  description: string;
  /** The goods' HSN code (4 to 8 digits). */
  hsn: string;
  quantity: number;
  unit: string;
  /** What the buyer pays for one unit, tax included, in paise. */
  unitPricePaise: number;
  /** The GST rate in percent: 5, 12, 18, 28, ... */
  gstRatePercent: number;
}

export interface TaxInvoiceInput {
  /** The seller's GST state code (its GSTIN's first two digits). */
  sellerStateCode: string;
  /** The state where the delivery ends. */
  placeOfSupplyStateCode: string;
  lines: readonly InvoiceLineInput[];
  /** The order's delivery charge, tax included, in paise (0 for none). */
  deliveryChargePaise: number;
}

export interface InvoiceLine extends InvoiceLineInput {
  /** Quantity x unit price: what the buyer pays for the line. */
  amountPaise: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
}

export interface HsnSummaryRow {
  hsn: string;
  gstRatePercent: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
}

export interface TaxInvoiceFigures {
  supply: 'intra-state' | 'inter-state';
  /** The goods, then the delivery charge as its own line (when there is one). */
  lines: InvoiceLine[];
  /** One row per HSN code and rate. */
  hsnSummary: HsnSummaryRow[];
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  /** Taxable value plus taxes: what was charged, to the paisa. */
  exactTotalPaise: number;
  /** The invoice total in whole rupees minus the exact total (from -49 to +50 paise: half a rupee rounds up). */
  roundOffPaise: number;
  totalRupees: number;
  amountInWords: string;
}

export const DELIVERY_LINE_DESCRIPTION = 'Delivery charges (part of the supply of the goods)';

/** Splits what was paid for a line into its taxable value and its taxes. */
function taxLine(input: InvoiceLineInput, amountPaise: number, intraState: boolean): InvoiceLine {
  const taxablePaise = Math.round((amountPaise * 100) / (100 + input.gstRatePercent));
  const taxPaise = amountPaise - taxablePaise;
  const cgstPaise = intraState ? Math.ceil(taxPaise / 2) : 0;
  const sgstPaise = intraState ? taxPaise - cgstPaise : 0;
  return { ...input, amountPaise, taxablePaise, cgstPaise, sgstPaise, igstPaise: intraState ? 0 : taxPaise };
}

function summarise(lines: readonly InvoiceLine[]): HsnSummaryRow[] {
  const rows = new Map<string, HsnSummaryRow>();
  for (const line of lines) {
    const key = `${line.hsn}@${line.gstRatePercent}`;
    const row = rows.get(key) ?? { hsn: line.hsn, gstRatePercent: line.gstRatePercent, taxablePaise: 0, cgstPaise: 0, sgstPaise: 0, igstPaise: 0 };
    row.taxablePaise += line.taxablePaise;
    row.cgstPaise += line.cgstPaise;
    row.sgstPaise += line.sgstPaise;
    row.igstPaise += line.igstPaise;
    rows.set(key, row);
  }
  return [...rows.values()];
}

const sum = (lines: readonly InvoiceLine[], field: 'taxablePaise' | 'cgstPaise' | 'sgstPaise' | 'igstPaise') =>
  lines.reduce((total, line) => total + line[field], 0);

/** The invoice's figures for an order: lines, taxes by kind, the HSN summary, the rounded total in figures and words. */
export function taxInvoiceFigures(input: TaxInvoiceInput): TaxInvoiceFigures {
  if (input.lines.length === 0) throw new RangeError('an invoice needs at least one line');
  const intraState = input.sellerStateCode === input.placeOfSupplyStateCode;
  const goods = input.lines.map((line) => taxLine(line, line.unitPricePaise * line.quantity, intraState));
  const principal = goods.reduce((largest, line) => (line.amountPaise > largest.amountPaise ? line : largest));
  const lines =
    input.deliveryChargePaise > 0
      ? [
          ...goods,
          taxLine(
            {
              description: DELIVERY_LINE_DESCRIPTION,
              hsn: principal.hsn,
              quantity: 1,
              unit: 'Trip',
              unitPricePaise: input.deliveryChargePaise,
              gstRatePercent: principal.gstRatePercent,
            },
            input.deliveryChargePaise,
            intraState,
          ),
        ]
      : goods;
  const taxablePaise = sum(lines, 'taxablePaise');
  const cgstPaise = sum(lines, 'cgstPaise');
  const sgstPaise = sum(lines, 'sgstPaise');
  const igstPaise = sum(lines, 'igstPaise');
  const exactTotalPaise = taxablePaise + cgstPaise + sgstPaise + igstPaise;
  const totalRupees = Math.round(exactTotalPaise / 100);
  return {
    supply: intraState ? 'intra-state' : 'inter-state',
    lines,
    hsnSummary: summarise(lines),
    taxablePaise,
    cgstPaise,
    sgstPaise,
    igstPaise,
    exactTotalPaise,
    roundOffPaise: totalRupees * 100 - exactTotalPaise,
    totalRupees,
    amountInWords: rupeesInWords(totalRupees),
  };
}

/** India's financial year of a date (April to March), as invoices number it: 2026-11-27 is "2026-27". */
export function financialYearOf(date: Date): string {
  // Invoices are dated in India's time (UTC+5:30).
  const india = new Date(date.getTime() + 330 * 60_000);
  const start = india.getUTCMonth() >= 3 ? india.getUTCFullYear() : india.getUTCFullYear() - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/**
 * An invoice or credit note number: at most 16 characters, unique per seller (its GSTIN) and
 * financial year (CGST Rules, rule 46(b)), one series for invoices and one for credit notes:
 * "INV/26-27/000045", "CN/26-27/0000003".
 */
export function invoiceNumber(kind: 'invoice' | 'credit_note', financialYear: string, sequence: number): string {
  const prefix = `${kind === 'invoice' ? 'INV' : 'CN'}/${financialYear.slice(2, 4)}-${financialYear.slice(5, 7)}/`;
  const number = `${prefix}${String(sequence).padStart(16 - prefix.length, '0')}`;
  if (number.length > 16) throw new RangeError(`invoice number ${number} is longer than 16 characters`);
  return number;
}

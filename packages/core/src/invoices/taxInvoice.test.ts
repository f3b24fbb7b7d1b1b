import { describe, expect, it } from 'vitest';
import { numberInIndianWords, rupeesInWords } from './amountInWords.ts';
import { gstStateCode } from './gstStates.ts';
import { DELIVERY_LINE_DESCRIPTION, financialYearOf, invoiceNumber, taxInvoiceFigures, type InvoiceLineInput } from './taxInvoice.ts';

// Every expected figure below was worked out by hand, in paise, from the rule in taxInvoice.ts:
// taxable = round(amount x 100 / (100 + rate)); tax = amount - taxable; CGST = the larger half.
const cement = (quantity: number, unitPricePaise: number): InvoiceLineInput => ({
  description: 'UltraTech OPC 53 Grade Cement',
  hsn: '2523',
  quantity,
  unit: 'Bag',
  unitPricePaise,
  gstRatePercent: 18,
});

describe('tax invoice figures', () => {
  it('intra-state (Karnataka to Karnataka): CGST and SGST, delivery at the goods’ rate, no round-off', () => {
    const invoice = taxInvoiceFigures({ sellerStateCode: '29', placeOfSupplyStateCode: '29', lines: [cement(50, 40_000)], deliveryChargePaise: 33_000 });
    expect(invoice.supply).toBe('intra-state');
    // 50 x ₹400 = ₹20,000: taxable 20,00,000 x 100 / 118 = 16,94,915.25 -> 16,94,915; tax 3,05,085 = 1,52,543 + 1,52,542.
    expect(invoice.lines[0]).toMatchObject({ amountPaise: 2_000_000, taxablePaise: 1_694_915, cgstPaise: 152_543, sgstPaise: 152_542, igstPaise: 0 });
    // Delivery ₹330: taxable 33,00,000 / 118 = 27,966.10 -> 27,966; tax 5,034 = 2,517 + 2,517.
    expect(invoice.lines[1]).toMatchObject({
      description: DELIVERY_LINE_DESCRIPTION,
      hsn: '2523',
      gstRatePercent: 18,
      taxablePaise: 27_966,
      cgstPaise: 2_517,
      sgstPaise: 2_517,
    });
    expect(invoice).toMatchObject({ taxablePaise: 1_722_881, cgstPaise: 155_060, sgstPaise: 155_059, igstPaise: 0, exactTotalPaise: 2_033_000 });
    expect(invoice).toMatchObject({ roundOffPaise: 0, totalRupees: 20_330, amountInWords: 'Rupees Twenty Thousand Three Hundred Thirty Only' });
  });

  it('inter-state (Tamil Nadu seller, Karnataka site): all IGST', () => {
    const tmt: InvoiceLineInput = { description: 'TMT Fe 550D 12 mm', hsn: '7214', quantity: 1000, unit: 'Kg', unitPricePaise: 7050, gstRatePercent: 18 };
    const invoice = taxInvoiceFigures({ sellerStateCode: '33', placeOfSupplyStateCode: '29', lines: [tmt], deliveryChargePaise: 565_500 });
    expect(invoice.supply).toBe('inter-state');
    // ₹70,500: taxable 70,50,000 x 100 / 118 = 59,74,576.27 -> 59,74,576; IGST 10,75,424.
    expect(invoice.lines[0]).toMatchObject({ taxablePaise: 5_974_576, cgstPaise: 0, sgstPaise: 0, igstPaise: 1_075_424 });
    // Delivery ₹5,655: 5,65,500 x 100 / 118 = 4,79,237.29 -> 4,79,237; IGST 86,263.
    expect(invoice.lines[1]).toMatchObject({ taxablePaise: 479_237, igstPaise: 86_263 });
    expect(invoice).toMatchObject({
      taxablePaise: 6_453_813,
      igstPaise: 1_161_687,
      cgstPaise: 0,
      sgstPaise: 0,
      exactTotalPaise: 7_615_500,
      totalRupees: 76_155,
    });
    expect(invoice.amountInWords).toBe('Rupees Seventy-Six Thousand One Hundred Fifty-Five Only');
  });

  it('mixed rates: cement at 18 %, bricks at 12 %; delivery follows the larger line; one HSN row per code and rate', () => {
    const bricks: InvoiceLineInput = { description: 'Wire-cut red bricks', hsn: '6904', quantity: 1000, unit: 'Nos', unitPricePaise: 850, gstRatePercent: 12 };
    const invoice = taxInvoiceFigures({
      sellerStateCode: '29',
      placeOfSupplyStateCode: '29',
      lines: [cement(20, 40_000), bricks],
      deliveryChargePaise: 75_000,
    });
    // Cement ₹8,000: 6,77,966.10 -> 6,77,966; tax 1,22,034 = 61,017 + 61,017.
    expect(invoice.lines[0]).toMatchObject({ taxablePaise: 677_966, cgstPaise: 61_017, sgstPaise: 61_017 });
    // Bricks ₹8,500: 85,00,000 / 112 = 7,58,928.57 -> 7,58,929; tax 91,071 = 45,536 + 45,535.
    expect(invoice.lines[1]).toMatchObject({ taxablePaise: 758_929, cgstPaise: 45_536, sgstPaise: 45_535 });
    // Bricks are the principal supply (₹8,500 > ₹8,000): delivery ₹750 at 12 %: 66,964.29 -> 66,964; tax 8,036.
    expect(invoice.lines[2]).toMatchObject({ hsn: '6904', gstRatePercent: 12, taxablePaise: 66_964, cgstPaise: 4_018, sgstPaise: 4_018 });
    expect(invoice.hsnSummary).toEqual([
      { hsn: '2523', gstRatePercent: 18, taxablePaise: 677_966, cgstPaise: 61_017, sgstPaise: 61_017, igstPaise: 0 },
      { hsn: '6904', gstRatePercent: 12, taxablePaise: 825_893, cgstPaise: 49_554, sgstPaise: 49_553, igstPaise: 0 },
    ]);
    expect(invoice).toMatchObject({ taxablePaise: 1_503_859, cgstPaise: 110_571, sgstPaise: 110_570, exactTotalPaise: 1_725_000, totalRupees: 17_250 });
  });

  it('rounds the total to the rupee and shows the round-off: down below half a rupee, up from it', () => {
    // 3 x ₹70.50 = ₹211.50 and ₹255.55 delivery: ₹467.05 -> ₹467, round-off -₹0.05.
    const down = taxInvoiceFigures({ sellerStateCode: '29', placeOfSupplyStateCode: '29', lines: [cement(3, 7050)], deliveryChargePaise: 25_555 });
    expect(down.lines.map((line) => [line.taxablePaise, line.cgstPaise, line.sgstPaise])).toEqual([
      [17_924, 1_613, 1_613],
      [21_657, 1_949, 1_949],
    ]);
    expect(down).toMatchObject({ exactTotalPaise: 46_705, totalRupees: 467, roundOffPaise: -5, amountInWords: 'Rupees Four Hundred Sixty-Seven Only' });
    // ₹256 delivery: ₹467.50 -> ₹468, round-off +₹0.50.
    const up = taxInvoiceFigures({ sellerStateCode: '29', placeOfSupplyStateCode: '29', lines: [cement(3, 7050)], deliveryChargePaise: 25_600 });
    expect(up).toMatchObject({ exactTotalPaise: 46_750, totalRupees: 468, roundOffPaise: 50 });
    // No delivery charge: no delivery line.
    expect(taxInvoiceFigures({ sellerStateCode: '29', placeOfSupplyStateCode: '33', lines: [cement(1, 40_000)], deliveryChargePaise: 0 }).lines).toHaveLength(
      1,
    );
  });

  it('keeps taxable value plus taxes equal to what was charged, line by line', () => {
    for (let pricePaise = 1; pricePaise < 5000; pricePaise += 37) {
      for (const rate of [5, 12, 18, 28]) {
        const { lines } = taxInvoiceFigures({
          sellerStateCode: '29',
          placeOfSupplyStateCode: pricePaise % 2 ? '29' : '33',
          lines: [{ ...cement(7, pricePaise), gstRatePercent: rate }],
          deliveryChargePaise: pricePaise * 3,
        });
        for (const line of lines) expect(line.taxablePaise + line.cgstPaise + line.sgstPaise + line.igstPaise).toBe(line.amountPaise);
      }
    }
  });
});

describe('amounts in words and state codes', () => {
  it('writes rupees in Indian English, in crores, lakhs and thousands', () => {
    expect(numberInIndianWords(0)).toBe('Zero');
    expect(numberInIndianWords(7)).toBe('Seven');
    expect(numberInIndianWords(40)).toBe('Forty');
    expect(numberInIndianWords(100_000)).toBe('One Lakh');
    expect(numberInIndianWords(12_345_678)).toBe('One Crore Twenty-Three Lakh Forty-Five Thousand Six Hundred Seventy-Eight');
    expect(numberInIndianWords(1_000_000_000)).toBe('One Hundred Crore');
    expect(rupeesInWords(1_01_001)).toBe('Rupees One Lakh One Thousand One Only');
    expect(() => numberInIndianWords(1.5)).toThrow(RangeError);
  });

  it("finds a state's GST code from the name an address gives", () => {
    expect(gstStateCode('Karnataka')).toBe('29');
    expect(gstStateCode(' tamil  nadu ')).toBe('33');
    expect(gstStateCode('Jammu & Kashmir')).toBe('01');
    expect(gstStateCode('Atlantis')).toBeNull();
  });
});

describe('invoice numbers', () => {
  it("count India's financial year from April, in India's time", () => {
    expect(financialYearOf(new Date('2026-11-27T10:00:00Z'))).toBe('2026-27');
    expect(financialYearOf(new Date('2027-03-31T18:00:00Z'))).toBe('2026-27');
    // 31 March 19:00 UTC is already 1 April in India.
    expect(financialYearOf(new Date('2027-03-31T19:00:00Z'))).toBe('2027-28');
  });

  it('are at most 16 characters, one series per year and kind (the database keeps them unique per seller)', () => {
    expect(invoiceNumber('invoice', '2026-27', 45)).toBe('INV/26-27/000045');
    expect(invoiceNumber('credit_note', '2026-27', 3)).toBe('CN/26-27/0000003');
    expect(invoiceNumber('invoice', '2026-27', 999_999)).toBe('INV/26-27/999999');
    expect(() => invoiceNumber('invoice', '2026-27', 1_000_000)).toThrow(RangeError);
  });
});

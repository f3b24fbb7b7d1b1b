import { describe, expect, it } from 'vitest';
import { cementNeed, paintNeed, steelNeed } from '../cart/materialNeeds.ts';
import type { CartItem } from '../cart/cartTypes.ts';
import { PINCODE_MESSAGES } from '../rules/pincode.ts';
import { RFQ_MESSAGES } from '../rules/rfq.ts';
import { blankRfqItem, itemBox, rfqFormProblems, rfqFormWith, rfqItemsFromCart, rfqItemsFromNeeds, rfqRequestOf, validateRfqForm } from './rfqForm.ts';

const now = new Date('2026-11-28T06:00:00Z');

describe('the buyer’s RFQ form', () => {
  it('starts from a calculation’s materials in the units they were counted in (steel in kilograms, paint in litres)', () => {
    const items = rfqItemsFromNeeds([cementNeed(312.2), steelNeed(2400), paintNeed('Emulsion paint', 'emulsion', 41)]);
    expect(items.map(({ description, quantity, unit, material }) => ({ description, quantity, unit, material }))).toEqual([
      { description: 'Cement (OPC 43)', quantity: '313', unit: 'Bags', material: 'Cement' },
      { description: 'TMT steel bars', quantity: '2400', unit: 'Kilograms (Kg)', material: 'TMT Bars' },
      { description: 'Emulsion paint', quantity: '41', unit: 'Litres (Ltr)', material: 'Other' },
    ]);
    expect(new Set(items.map((item) => item.key)).size).toBe(3);
  });

  it('asks for a cart’s products once each, the quantities of two sellers’ listings added', () => {
    const line = (productId: number, quantity: number): CartItem =>
      ({
        id: productId * 10 + quantity,
        quantity,
        listing: { product: { id: productId, name: `P${productId}`, display_name: null, unit: 'Bag' } },
      }) as CartItem;
    const items = rfqItemsFromCart([line(1, 10), line(2, 5), line(1, 4)]);
    expect(items.map(({ productId, quantity, unit }) => ({ productId, quantity, unit }))).toEqual([
      { productId: 1, quantity: '14', unit: 'Bag' },
      { productId: 2, quantity: '5', unit: 'Bag' },
    ]);
  });

  it('names each box’s problem: item, quantity, unit, pincode, a past date', () => {
    const nameless = blankRfqItem();
    const form = { ...rfqFormWith([{ ...nameless, quantity: '2.5' }], '56'), neededBy: '2026-11-27' };
    expect(validateRfqForm(form, now)).toEqual({
      [itemBox('description', nameless.key)]: RFQ_MESSAGES.itemNamed,
      [itemBox('unit', nameless.key)]: RFQ_MESSAGES.unit,
      [itemBox('quantity', nameless.key)]: RFQ_MESSAGES.quantity,
      sitePincode: PINCODE_MESSAGES.invalid,
      neededBy: RFQ_MESSAGES.neededBy,
    });
    expect(validateRfqForm({ ...form, items: [] }, now).items).toBe(RFQ_MESSAGES.items);
  });

  it('names each problem by a code a widget words in its language', () => {
    const item = { ...blankRfqItem(), description: 'x'.repeat(201), unit: 'Bags', quantity: '3' };
    const form = { ...rfqFormWith([item], ''), notes: 'n'.repeat(2001) };
    expect(rfqFormProblems(form, now)).toEqual({
      [itemBox('description', item.key)]: 'descriptionTooLong',
      sitePincode: 'pincode',
      notes: 'notesTooLong',
    });
  });

  it('sends items in words with their unit and products by id, the site and today’s date accepted', () => {
    const [cement] = rfqItemsFromNeeds([cementNeed(300)]);
    const form = {
      ...rfqFormWith([cement!, { ...blankRfqItem(), productId: 7, description: 'UltraTech', quantity: '1,200', unit: 'Bag' }], ' 560001 '),
      neededBy: '2026-11-28',
      notes: '  ',
    };
    expect(validateRfqForm(form, now)).toEqual({});
    expect(rfqRequestOf(form, { source: 'boq', partnerId: 'blog-1' })).toEqual({
      items: [
        { description: 'Cement (OPC 43)', material: 'Cement', quantity: 300, unit: 'Bags' },
        { product_id: 7, quantity: 1200 },
      ],
      site_pincode: '560001',
      site_location: null,
      needed_by: '2026-11-28',
      notes: null,
      share_phone: false,
      source: 'boq',
      partner_id: 'blog-1',
    });
  });
});

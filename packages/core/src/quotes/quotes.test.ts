import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/errors.ts';
import { configure } from '../config/config.ts';
import { emptyQuoteForm, QUOTE_MATERIALS, QUOTE_UNITS, toQuoteRequest, validateQuote } from './quoteRules.ts';
import { sendQuote } from './sendQuote.ts';

const filled = { ...emptyQuoteForm('Cement'), name: ' Suresh Gowda ', email: 'suresh@example.com', phone: '9876543210', quantity: '200', unit: 'Bags' };

describe('quote form rules', () => {
  it("offers the spec's materials and units", () => {
    expect(QUOTE_MATERIALS).toEqual(['Cement', 'TMT Bars', 'Bricks and Blocks', 'Bulk Material (Sand, Aggregate)', 'RMC (Ready Mix Concrete)', 'Other']);
    expect(QUOTE_UNITS).toEqual(['Bags', 'Tons (MT)', 'Cubic Feet (Cft)', 'Cubic Meters (Mcu)', 'Numbers (Nos)', 'Other']);
  });

  it('requires full name, phone, e-mail, material, quantity and unit; company and message are optional', () => {
    expect(validateQuote(filled)).toEqual({});
    expect(validateQuote(emptyQuoteForm())).toEqual({
      name: 'Full name is required',
      phone: 'Please enter a valid 10-digit phone number',
      email: 'Please enter a valid email address',
      material: 'Please choose a material',
      quantity: 'Enter a quantity greater than 0',
      unit: 'Please choose a unit',
    });
    expect(validateQuote({ ...filled, quantity: '0' }).quantity).toBe('Enter a quantity greater than 0');
    expect(validateQuote({ ...filled, quantity: 'ten' }).quantity).toBe('Enter a quantity greater than 0');
    expect(validateQuote({ ...filled, material: 'Gold' }).material).toBe('Please choose a material');
  });

  it('sends trimmed values, blank optional fields as null', () => {
    expect(toQuoteRequest({ ...filled, quantity: '12.5', company: '  ' }, { productId: 7, partnerId: 'dealer-42' })).toEqual({
      name: 'Suresh Gowda',
      email: 'suresh@example.com',
      phone: '9876543210',
      company: null,
      material: 'Cement',
      quantity: 12.5,
      unit: 'Bags',
      message: null,
      product_id: 7,
      listing_id: null,
      site_pincode: null,
      partner_id: 'dealer-42',
    });
  });
});

describe('sendQuote', () => {
  afterEach(() => configure({ partnerId: null }));

  it('does not call the server for an invalid form', async () => {
    const send = vi.fn();
    const outcome = await sendQuote(emptyQuoteForm(), {}, { send });
    expect(outcome.ok).toBe(false);
    expect(send).not.toHaveBeenCalled();
  });

  it('sends with the partner id of the widget it came from and answers the receipt', async () => {
    configure({ partnerId: 'page-partner' });
    const send = vi.fn(async () => ({ id: 5, created_at: '2026-11-22T10:00:00Z' }));
    expect(await sendQuote(filled, { productId: 3, partnerId: 'dealer-42' }, { send })).toEqual({
      ok: true,
      receipt: { id: 5, created_at: '2026-11-22T10:00:00Z' },
    });
    expect(send).toHaveBeenCalledWith(expect.objectContaining({ partner_id: 'dealer-42', product_id: 3, name: 'Suresh Gowda' }));
  });

  it("says so when the network fails, or shows the server's detail", async () => {
    const offline = vi.fn(async () => Promise.reject(new ApiError({ status: 0 })));
    expect(await sendQuote(filled, {}, { send: offline })).toEqual({
      ok: false,
      errors: {},
      message: 'Could not send your request. Please check your connection and try again — nothing you typed is lost.',
    });
    const refused = vi.fn(async () => Promise.reject(new ApiError({ status: 429, body: { detail: 'Too many requests. Please try again later.' } })));
    expect((await sendQuote(filled, {}, { send: refused })).ok).toBe(false);
    expect(await sendQuote(filled, {}, { send: refused })).toMatchObject({ message: 'Too many requests. Please try again later.' });
  });
});

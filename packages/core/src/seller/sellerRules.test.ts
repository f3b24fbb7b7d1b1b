import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/errors.ts';
import {
  canCompleteTask,
  canConvertLead,
  conversionQuantity,
  countNewOrders,
  csvErrorLines,
  emptyListingForm,
  importSummary,
  newOrdersFirst,
  nextStatusActionLabel,
  ordersTabLabel,
  orderCustomerName,
  shippingAddressLines,
  uploadSummary,
  validateListingForm,
} from './sellerRules.ts';
import { SELLER_MESSAGES, sellerErrorMessage } from './sellerMessages.ts';

describe('seller rules', () => {
  it('needs product, price and stock for a new listing; the SKU is optional', () => {
    expect(validateListingForm(emptyListingForm(), false)).toEqual({
      ok: false,
      errors: { product_id: 'Please choose a product', price: 'Price is required', stock_quantity: 'Stock quantity is required' },
    });
    const result = validateListingForm({ product_id: '4', price: '68.25', stock_quantity: '900', seller_sku: ' ', is_active: true }, false);
    expect(result).toEqual({
      ok: true,
      create: { product_id: 4, price: 68.25, stock_quantity: 900, seller_sku: null, is_active: true },
      update: { price: 68.25, stock_quantity: 900, seller_sku: null, is_active: true },
    });
  });

  it('refuses a price of 0, more than 2 decimals, and a fractional or negative stock', () => {
    const bad = validateListingForm({ product_id: '1', price: '0', stock_quantity: '1.5', seller_sku: '', is_active: true }, false);
    expect(bad).toEqual({ ok: false, errors: { price: SELLER_MESSAGES.priceInvalid, stock_quantity: SELLER_MESSAGES.stockInvalid } });
    expect(validateListingForm({ product_id: '1', price: '1.005', stock_quantity: '-1', seller_sku: '', is_active: true }, false).ok).toBe(false);
    expect(validateListingForm({ product_id: '', price: '10.1', stock_quantity: '0', seller_sku: 'A', is_active: false }, true).ok).toBe(true);
  });

  it('counts pending orders as new and lists them first, each group in the order given', () => {
    const orders = [
      { id: 5, status: 'processing' as const },
      { id: 4, status: 'pending' as const },
      { id: 3, status: 'delivered' as const },
      { id: 2, status: 'pending' as const },
    ];
    expect(countNewOrders(orders)).toBe(2);
    expect(newOrdersFirst(orders).map((order) => order.id)).toEqual([4, 2, 5, 3]);
    expect(ordersTabLabel(2)).toBe('Orders (2)');
    expect(ordersTabLabel(0)).toBe('Orders');
  });

  it('labels the advance action by the next status', () => {
    expect(nextStatusActionLabel('processing')).toBe('Mark as Processing');
    expect(nextStatusActionLabel('shipped')).toBe('Mark as Shipped');
  });

  it('names the customer from the CRM contact, the buyer, or their phone', () => {
    expect(orderCustomerName({ customer: { name: 'Anand Builders', phone: null, email: null }, user: null })).toBe('Anand Builders');
    expect(orderCustomerName({ customer: null, user: { id: 1, first_name: 'Ravi', last_name: 'Kumar', phone: '+91', email: null } })).toBe('Ravi Kumar');
    expect(orderCustomerName({ customer: null, user: { id: 1, first_name: '', last_name: '', phone: '+919876543210', email: null } })).toBe('+919876543210');
    expect(orderCustomerName({ customer: null, user: null })).toBe('Unknown');
  });

  const noSiteDetails = { landmark: null, site_contact_name: null, site_contact_phone: null, delivery_instructions: null };

  it('writes the shipping address on two lines', () => {
    expect(
      shippingAddressLines({
        address_line1: '12 MG Road',
        address_line2: null,
        city: 'Bangalore',
        state: 'Karnataka',
        postal_code: '560001',
        country: 'India',
        ...noSiteDetails,
        latitude: null,
        longitude: null,
      }),
    ).toEqual(['12 MG Road', 'Bangalore, Karnataka 560001']);
  });

  it("adds the site's landmark, contact and delivery instructions for the driver", () => {
    expect(
      shippingAddressLines({
        address_line1: 'Survey 41, Sarjapur Road',
        address_line2: null,
        city: 'Bengaluru',
        state: 'Karnataka',
        postal_code: '560035',
        country: 'India',
        landmark: 'Behind the Decathlon',
        site_contact_name: 'Manjunath',
        site_contact_phone: '+919845012345',
        delivery_instructions: 'Lorry entry from the back lane',
        latitude: null,
        longitude: null,
      }),
    ).toEqual([
      'Survey 41, Sarjapur Road',
      'Bengaluru, Karnataka 560035',
      'Landmark: Behind the Decathlon',
      'Site contact: Manjunath, +919845012345',
      'Instructions: Lorry entry from the back lane',
    ]);
    expect(shippingAddressLines(null)).toEqual(['No shipping address']);
  });

  it('summarises CSV results with the first three errors and their rows', () => {
    const errors = [2, 3, 5, 9].map((row) => ({ row, message: `bad ${row}` }));
    expect(uploadSummary({ updated_listings: 4, created_history: 2, errors })).toBe('Updated 4 listings, created 2 price history entries, 4 errors.');
    expect(csvErrorLines(errors)).toEqual(['Row 2: bad 2', 'Row 3: bad 3', 'Row 5: bad 5']);
    expect(importSummary({ added: 3, updated: 1, errors: [] })).toBe('Added 3, updated 1.');
  });

  it('offers conversion for a lead with a listing and no order, and Mark Completed for open tasks', () => {
    expect(canConvertLead({ listing_id: 11, order_id: null })).toBe(true);
    expect(canConvertLead({ listing_id: 11, order_id: 5 })).toBe(false);
    expect(canConvertLead({ listing_id: null, order_id: null })).toBe(false);
    expect(canCompleteTask({ status: 'open' })).toBe(true);
    expect(canCompleteTask({ status: 'completed' })).toBe(false);
  });

  it("needs a conversion quantity above zero: 'Invalid quantity'", () => {
    expect(conversionQuantity('')).toEqual({ ok: true, quantity: undefined });
    expect(conversionQuantity('5')).toEqual({ ok: true, quantity: 5 });
    expect(conversionQuantity('0')).toEqual({ ok: false, message: 'Invalid quantity' });
  });

  it("shows the server's detail, else the spec's fixed text", () => {
    expect(sellerErrorMessage(new ApiError({ status: 409, body: { detail: 'You already list this product' } }), 'Failed to create listing')).toBe(
      'You already list this product',
    );
    expect(sellerErrorMessage(new ApiError({ status: 0 }), 'Failed to create listing')).toBe('Failed to create listing');
    expect(sellerErrorMessage(new Error('x'), 'Export failed')).toBe('Export failed');
  });
});

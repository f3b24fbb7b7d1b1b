import { describe, expect, it } from 'vitest';
import { firstNameOrUnknown, recentOrderTone } from './adminRules.ts';
import {
  DEFAULT_PRODUCT_CATEGORIES,
  DEFAULT_PRODUCT_UNITS,
  emptyDefaultProductForm,
  rateError,
  toDefaultProductForm,
  toDefaultProductInput,
  validateDefaultProduct,
} from './defaultProductRules.ts';
import { emptyPincodeForm, INDIAN_STATES, toPincodeForm, toPincodeInput, validatePincodeForm } from './pincodeRules.ts';

const form = { ...emptyDefaultProductForm(), name: 'Claw Hammer', category_name: 'Tools', unit: 'Piece' };

describe('default-product form', () => {
  it("offers the spec's 19 categories and 14 units in its order", () => {
    expect(DEFAULT_PRODUCT_CATEGORIES).toHaveLength(19);
    expect(DEFAULT_PRODUCT_CATEGORIES[0]).toBe('Cement');
    expect(DEFAULT_PRODUCT_CATEGORIES.at(-1)).toBe('Others');
    expect([...DEFAULT_PRODUCT_UNITS]).toEqual(['Piece', 'Nos', 'Rmt', 'Sqft', 'Kg', 'Bag', 'Cft', 'Ltr', 'Meter', 'Sqm', 'Cum', 'Ton', 'Box', 'Bundle']);
  });

  it("requires name, unit and category with the spec's messages", () => {
    expect(validateDefaultProduct(emptyDefaultProductForm())).toEqual({
      name: 'Product name is required',
      unit: 'Unit is required',
      category_name: 'Category is required',
    });
    expect(validateDefaultProduct({ ...form, name: '   ' })).toEqual({ name: 'Product name is required' });
    expect(validateDefaultProduct(form)).toEqual({});
    expect(validateDefaultProduct({ ...form, unit: 'Gallon', category_name: 'Gold' })).toEqual({
      unit: 'Choose a unit from the list',
      category_name: 'Choose a category from the list',
    });
  });

  it("takes an empty rate as none, refuses a negative one ('Rate cannot be negative') and more than 2 decimals", () => {
    expect(rateError('')).toBeNull();
    expect(rateError('0')).toBeNull();
    expect(rateError('420.50')).toBeNull();
    expect(rateError('-1')).toBe('Rate cannot be negative');
    expect(rateError('12.345')).toBe('Rate must be an amount in rupees with at most 2 decimals');
    expect(rateError('abc')).toBe('Rate must be an amount in rupees with at most 2 decimals');
    expect(validateDefaultProduct({ ...form, rate: '-0.5' })).toEqual({ rate: 'Rate cannot be negative' });
  });

  it('turns the form into a request: trimmed, empty rate null, blank text null', () => {
    expect(toDefaultProductInput({ ...form, name: ' Claw Hammer ', rate: '', brands: ' ', description: 'Steel head', is_active: false })).toEqual({
      name: 'Claw Hammer',
      category_name: 'Tools',
      unit: 'Piece',
      rate: null,
      brands: null,
      description: 'Steel head',
      is_active: false,
    });
    expect(toDefaultProductInput({ ...form, rate: '12.5' }).rate).toBe(12.5);
  });

  it('fills the form from a product being edited', () => {
    const product = {
      id: 4,
      name: 'PPC Cement',
      category_name: 'Cement',
      unit: 'Bag',
      rate: null,
      brands: null,
      description: 'IS 1489',
      is_active: true,
      created_at: '2026-01-01T00:00:00Z',
    };
    expect(toDefaultProductForm(product)).toEqual({
      name: 'PPC Cement',
      category_name: 'Cement',
      unit: 'Bag',
      rate: '',
      brands: '',
      description: 'IS 1489',
      is_active: true,
    });
    expect(toDefaultProductForm({ ...product, rate: 385 }).rate).toBe('385');
  });
});

describe('pincode dialog', () => {
  it('lists the states with Karnataka first and Arunachal Pradesh last, and starts on Karnataka', () => {
    expect(INDIAN_STATES[0]).toBe('Karnataka');
    expect(INDIAN_STATES.at(-1)).toBe('Arunachal Pradesh');
    expect(INDIAN_STATES.length).toBeGreaterThanOrEqual(28);
    expect(new Set(INDIAN_STATES).size).toBe(INDIAN_STATES.length);
    expect(emptyPincodeForm()).toEqual({ pincode: '', city: '', area: '', state: 'Karnataka', is_active: true });
  });

  it("needs 6 digits, a city and a state ('Please fill in all required fields'); area is optional", () => {
    const valid = { pincode: '570001', city: 'Mysore', area: '', state: 'Karnataka', is_active: true };
    expect(validatePincodeForm(valid)).toEqual({});
    expect(validatePincodeForm({ ...valid, pincode: '5700' })).toEqual({ pincode: 'Enter a valid 6-digit pincode' });
    expect(validatePincodeForm({ ...valid, city: ' ', state: '' })).toEqual({
      city: 'Please fill in all required fields',
      state: 'Please fill in all required fields',
    });
  });

  it('turns the dialog into a request and back', () => {
    expect(toPincodeInput({ pincode: ' 570001 ', city: ' Mysore ', area: '  ', state: 'Karnataka', is_active: false })).toEqual({
      pincode: '570001',
      city: 'Mysore',
      area: null,
      state: 'Karnataka',
      is_active: false,
    });
    expect(toPincodeForm({ id: 1, pincode: '570001', city: 'Mysore', area: null, state: 'Karnataka', is_active: true })).toEqual({
      pincode: '570001',
      city: 'Mysore',
      area: '',
      state: 'Karnataka',
      is_active: true,
    });
  });
});

describe('dashboard', () => {
  it('colours delivered green, pending yellow, anything else blue', () => {
    expect(recentOrderTone('delivered')).toBe('success');
    expect(recentOrderTone('pending')).toBe('warning');
    expect(['processing', 'shipped', 'cancelled'].map(recentOrderTone)).toEqual(['info', 'info', 'info']);
  });

  it("shows 'Unknown' for a user without a first name", () => {
    expect(firstNameOrUnknown('')).toBe('Unknown');
    expect(firstNameOrUnknown(null)).toBe('Unknown');
    expect(firstNameOrUnknown('Ravi')).toBe('Ravi');
  });
});

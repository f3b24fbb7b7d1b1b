import { describe, expect, it } from 'vitest';
import { type SellerSignupForm, sellerRegistrationRequest, validateSellerProfile, validateSellerSignup } from './sellerSignup.ts';

const valid: SellerSignupForm = {
  name: 'Sri Balaji Cements',
  email: 'sales@balaji.example',
  phone: '',
  address: '',
  password: 'secret1',
  confirmPassword: 'secret1',
};

describe('seller signup validation (spec §5, toolkit §5)', () => {
  it('accepts a form without phone and address (they are optional)', () => {
    expect(validateSellerSignup(valid)).toEqual({});
  });

  it("requires the business name: 'Business name is required'", () => {
    expect(validateSellerSignup({ ...valid, name: ' ' })).toEqual({ name: 'Business name is required' });
  });

  it("requires the e-mail: 'Email is required'", () => {
    expect(validateSellerSignup({ ...valid, email: '' })).toEqual({ email: 'Email is required' });
  });

  it('requires the e-mail to be valid', () => {
    expect(validateSellerSignup({ ...valid, email: 'sales@balaji' })).toEqual({ email: 'Email is invalid' });
  });

  // Storefront §5 says "password and confirmation as above" ('Password must be at least 6 characters');
  // toolkit §5, which owns sellers, says 'Password must be at least 6 characters long'. Core uses the latter.
  it("rejects a short password: 'Password must be at least 6 characters long' (toolkit §5)", () => {
    expect(validateSellerSignup({ ...valid, password: '12345', confirmPassword: '12345' })).toEqual({
      password: 'Password must be at least 6 characters long',
    });
  });

  it("checks the confirmation: 'Please confirm your password', 'Passwords do not match'", () => {
    expect(validateSellerSignup({ ...valid, confirmPassword: '' })).toEqual({ confirmPassword: 'Please confirm your password' });
    expect(validateSellerSignup({ ...valid, confirmPassword: 'secret2' })).toEqual({ confirmPassword: 'Passwords do not match' });
  });
});

describe('seller profile form', () => {
  it('checks the same name and e-mail rules', () => {
    expect(validateSellerProfile({ name: '', email: '' })).toEqual({ name: 'Business name is required', email: 'Email is required' });
    expect(validateSellerProfile({ name: 'Shop', email: 'shop@example.com' })).toEqual({});
  });
});

describe('the seller registration request', () => {
  it('sends trimmed fields and no confirmation', () => {
    expect(sellerRegistrationRequest({ ...valid, name: ' Balaji ', email: ' sales@balaji.example ', phone: ' 9876543210 ', address: ' Hosur Rd ' })).toEqual({
      name: 'Balaji',
      email: 'sales@balaji.example',
      phone: '9876543210',
      address: 'Hosur Rd',
      password: 'secret1',
    });
  });
});

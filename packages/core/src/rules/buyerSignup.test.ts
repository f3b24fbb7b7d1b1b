import { describe, expect, it } from 'vitest';
import { type BuyerSignupForm, buyerRegistrationRequest, validateBuyerSignup, validateOptionalEmail, validateSignupPhone } from './buyerSignup.ts';

const valid: BuyerSignupForm = {
  fullName: 'Ravi Kumar',
  phone: '9876543210',
  email: 'ravi@example.com',
  password: 'secret1',
  confirmPassword: 'secret1',
};

describe('buyer signup validation (spec §5)', () => {
  it('accepts a complete form', () => {
    expect(validateBuyerSignup(valid)).toEqual({});
  });

  it('accepts a form without e-mail (it is optional)', () => {
    expect(validateBuyerSignup({ ...valid, email: '' })).toEqual({});
  });

  it("requires the full name: 'Full name is required'", () => {
    expect(validateBuyerSignup({ ...valid, fullName: '  ' })).toEqual({ fullName: 'Full name is required' });
  });

  it("requires the phone: 'Phone number is required'", () => {
    expect(validateBuyerSignup({ ...valid, phone: '' })).toEqual({ phone: 'Phone number is required' });
    expect(validateSignupPhone('  ')).toBe('Phone number is required');
  });

  it("needs exactly 10 digits: 'Phone number must be exactly 10 digits'", () => {
    for (const phone of ['987654321', '98765432101', '98765abcde']) {
      expect(validateSignupPhone(phone), phone).toBe('Phone number must be exactly 10 digits');
    }
    expect(validateSignupPhone('9876543210')).toBeNull();
  });

  it("rejects an e-mail that does not look like an address: 'Email is invalid'", () => {
    expect(validateBuyerSignup({ ...valid, email: 'ravi@' })).toEqual({ email: 'Email is invalid' });
    expect(validateOptionalEmail('ravi.example.com')).toBe('Email is invalid');
    expect(validateOptionalEmail('')).toBeNull();
  });

  it("rejects a short password: 'Password must be at least 6 characters'", () => {
    expect(validateBuyerSignup({ ...valid, password: '12345', confirmPassword: '12345' })).toEqual({
      password: 'Password must be at least 6 characters',
    });
  });

  it("requires the confirmation: 'Please confirm your password'", () => {
    expect(validateBuyerSignup({ ...valid, confirmPassword: '' })).toEqual({ confirmPassword: 'Please confirm your password' });
  });

  it("requires the confirmation to match: 'Passwords do not match'", () => {
    expect(validateBuyerSignup({ ...valid, confirmPassword: 'secret2' })).toEqual({ confirmPassword: 'Passwords do not match' });
  });

  it('reports every invalid field of an empty form', () => {
    expect(validateBuyerSignup({ fullName: '', phone: '', email: 'x', password: '', confirmPassword: '' })).toEqual({
      fullName: 'Full name is required',
      phone: 'Phone number is required',
      email: 'Email is invalid',
      password: 'Password must be at least 6 characters',
      confirmPassword: 'Please confirm your password',
    });
  });
});

describe('the registration request (spec §7)', () => {
  it('sends phone with +91, e-mail, password and the name split at the first space', () => {
    expect(buyerRegistrationRequest({ fullName: 'Ravi Kumar Rao', phone: '9876543210', email: ' ravi@example.com ', password: 'secret1' })).toEqual({
      phone: '+919876543210',
      email: 'ravi@example.com',
      password: 'secret1',
      first_name: 'Ravi',
      last_name: 'Kumar Rao',
    });
  });

  it('does not send the confirmation', () => {
    expect(buyerRegistrationRequest(valid)).not.toHaveProperty('confirmPassword');
  });

  it('sends no e-mail (null) when none was given', () => {
    expect(buyerRegistrationRequest({ ...valid, email: '  ' }).email).toBeNull();
  });
});

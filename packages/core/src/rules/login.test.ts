import { describe, expect, it } from 'vitest';
import { buyerLoginUsername, LOGIN_MESSAGES, validateBuyerLogin, validateEmailLogin } from './login.ts';

describe('buyer password login (spec §5)', () => {
  it('accepts a 10-digit phone and a password', () => {
    expect(validateBuyerLogin({ phone: '9876543210', password: 'secret' })).toEqual({});
  });

  it("rejects a phone that is not 10 digits: 'Please enter a valid 10-digit phone number'", () => {
    expect(validateBuyerLogin({ phone: '98765', password: 'secret' })).toEqual({ phone: 'Please enter a valid 10-digit phone number' });
  });

  it('requires a password', () => {
    expect(validateBuyerLogin({ phone: '9876543210', password: '' })).toEqual({ password: 'Please enter your password' });
  });

  it('reports both fields at once', () => {
    expect(Object.keys(validateBuyerLogin({ phone: '', password: '' })).sort()).toEqual(['password', 'phone']);
  });

  it('sends +91 plus the phone as the username', () => {
    expect(buyerLoginUsername('9876543210')).toBe('+919876543210');
    expect(buyerLoginUsername('+919876543210')).toBe('+919876543210');
  });
});

describe('seller login (spec §5)', () => {
  it("requires the e-mail: 'Please enter your email'", () => {
    expect(validateEmailLogin({ email: '', password: 'secret' })).toEqual({ email: 'Please enter your email' });
    expect(validateEmailLogin({ email: '   ', password: 'secret' })).toEqual({ email: 'Please enter your email' });
  });

  it('requires the password', () => {
    expect(validateEmailLogin({ email: 'shop@example.com', password: '' })).toEqual({ password: 'Please enter your password' });
  });

  it('accepts an e-mail and a password', () => {
    expect(validateEmailLogin({ email: 'shop@example.com', password: 'secret' })).toEqual({});
  });
});

describe('phone authentication', () => {
  it("is for buyers only: 'Phone authentication is only available for buyers'", () => {
    expect(LOGIN_MESSAGES.phoneAuthBuyersOnly).toBe('Phone authentication is only available for buyers');
  });
});

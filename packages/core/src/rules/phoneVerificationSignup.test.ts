import { describe, expect, it } from 'vitest';
import { type PhoneVerificationSignupForm, validatePhoneVerificationSignup } from './phoneVerificationSignup.ts';

const valid: PhoneVerificationSignupForm = { fullName: 'Ravi Kumar', email: 'ravi@example.com', phone: '9876543210', password: 'secret1' };

describe('phone-verification signup page (spec §5)', () => {
  it('accepts a complete form', () => {
    expect(validatePhoneVerificationSignup(valid)).toEqual({});
  });

  it("requires a valid e-mail: 'Please enter a valid email address'", () => {
    expect(validatePhoneVerificationSignup({ ...valid, email: '' })).toEqual({ email: 'Please enter a valid email address' });
    expect(validatePhoneVerificationSignup({ ...valid, email: 'ravi@example' })).toEqual({ email: 'Please enter a valid email address' });
  });

  it("rejects a short password: 'Password must be at least 6 characters long'", () => {
    expect(validatePhoneVerificationSignup({ ...valid, password: '12345' })).toEqual({ password: 'Password must be at least 6 characters long' });
  });

  it("needs a 10-digit phone: 'Please enter a valid 10-digit phone number'", () => {
    expect(validatePhoneVerificationSignup({ ...valid, phone: '98765' })).toEqual({ phone: 'Please enter a valid 10-digit phone number' });
    expect(validatePhoneVerificationSignup({ ...valid, phone: '' })).toEqual({ phone: 'Please enter a valid 10-digit phone number' });
  });

  it('rejects a blank full name', () => {
    expect(validatePhoneVerificationSignup({ ...valid, fullName: '   ' })).toEqual({ fullName: 'Full name is required' });
  });
});

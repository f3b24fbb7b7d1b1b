import { describe, expect, it } from 'vitest';
import { buyerProfileUpdate, validateBuyerProfile, validatePasswordChange, validatePasswordReset } from './buyerAccount.ts';

describe("the buyer's account forms", () => {
  it('needs a full name and takes an e-mail only when it looks like one', () => {
    expect(validateBuyerProfile({ fullName: ' ', email: '' })).toEqual({ fullName: 'Full name is required' });
    expect(validateBuyerProfile({ fullName: 'Meena Iyer', email: 'meena@' })).toEqual({ email: 'Email is invalid' });
    expect(validateBuyerProfile({ fullName: 'Meena Iyer', email: '' })).toEqual({});
  });

  it('sends the name split as at sign-up, and no e-mail for an empty one', () => {
    expect(buyerProfileUpdate({ fullName: ' Meena  Krishnan Iyer ', email: ' ' })).toEqual({ first_name: 'Meena', last_name: 'Krishnan Iyer', email: null });
  });

  it('asks for the current password, a new one of 6 or more and the same again', () => {
    expect(validatePasswordChange({ currentPassword: '', newPassword: '123', confirmPassword: '12' })).toEqual({
      currentPassword: 'Enter your current password',
      newPassword: 'Password must be at least 6 characters',
      confirmPassword: 'Passwords do not match',
    });
    expect(validatePasswordChange({ currentPassword: 'old-one', newPassword: 'secret12', confirmPassword: 'secret12' })).toEqual({});
  });

  it('resets a forgotten password to a new one of 6 or more, typed twice', () => {
    expect(validatePasswordReset({ newPassword: '12345', confirmPassword: '' })).toEqual({
      newPassword: 'Password must be at least 6 characters',
      confirmPassword: 'Please confirm your password',
    });
    expect(validatePasswordReset({ newPassword: 'secret12', confirmPassword: 'secret21' })).toEqual({ confirmPassword: 'Passwords do not match' });
    expect(validatePasswordReset({ newPassword: 'secret12', confirmPassword: 'secret12' })).toEqual({});
  });
});

import { describe, expect, it } from 'vitest';
import { MIN_PASSWORD_LENGTH, validatePasswordConfirmation, validatePasswordLength } from './password.ts';

const TOO_SHORT = 'Password must be at least 6 characters';

describe('password length (spec §9: minimum 6)', () => {
  it('has a minimum of 6', () => {
    expect(MIN_PASSWORD_LENGTH).toBe(6);
  });

  it('accepts 6 characters or more', () => {
    expect(validatePasswordLength('secret', TOO_SHORT)).toBeNull();
    expect(validatePasswordLength('a much longer passphrase', TOO_SHORT)).toBeNull();
  });

  it('rejects 5 characters, and an empty password, with the message given', () => {
    expect(validatePasswordLength('12345', TOO_SHORT)).toBe(TOO_SHORT);
    expect(validatePasswordLength('', TOO_SHORT)).toBe(TOO_SHORT);
  });

  it('rejects a password over 128 characters', () => {
    expect(validatePasswordLength('x'.repeat(128), TOO_SHORT)).toBeNull();
    expect(validatePasswordLength('x'.repeat(129), TOO_SHORT)).toBe('Password is too long');
  });
});

describe('password confirmation (spec §5)', () => {
  it("asks for it when empty: 'Please confirm your password'", () => {
    expect(validatePasswordConfirmation('secret1', '')).toBe('Please confirm your password');
  });

  it("rejects a different one: 'Passwords do not match'", () => {
    expect(validatePasswordConfirmation('secret1', 'secret2')).toBe('Passwords do not match');
    expect(validatePasswordConfirmation('secret1', 'Secret1')).toBe('Passwords do not match');
  });

  it('accepts an equal one', () => {
    expect(validatePasswordConfirmation('secret1', 'secret1')).toBeNull();
  });
});

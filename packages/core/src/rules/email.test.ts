import { describe, expect, it } from 'vitest';
import { isEmail, MAX_EMAIL_LENGTH } from './email.ts';

describe('an e-mail that looks like an address', () => {
  it('accepts ordinary addresses, ignoring surrounding spaces', () => {
    expect(isEmail('ravi@example.com')).toBe(true);
    expect(isEmail('ravi.kumar+site@mail.example.co.in')).toBe(true);
    expect(isEmail('  ravi@example.com  ')).toBe(true);
  });

  it('rejects text without an @, a domain dot, or with spaces', () => {
    for (const value of ['', 'ravi', 'ravi@', '@example.com', 'ravi@example', 'ravi kumar@example.com', 'ravi@@example.com']) {
      expect(isEmail(value), value).toBe(false);
    }
  });

  it('rejects an address longer than 254 characters', () => {
    const local = 'a'.repeat(MAX_EMAIL_LENGTH - '@example.com'.length);
    expect(isEmail(`${local}@example.com`)).toBe(true);
    expect(isEmail(`a${local}@example.com`)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { hashPassword, UNUSABLE_PASSWORD_HASH, verifyPassword } from './passwords.ts';

describe('password hashing', () => {
  it('verifies the right password and rejects a wrong one', async () => {
    const hash = await hashPassword('secret123');
    expect(hash).not.toContain('secret123');
    expect(await verifyPassword('secret123', hash)).toBe(true);
    expect(await verifyPassword('secret124', hash)).toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hashPassword('same')).not.toBe(await hashPassword('same'));
  });

  it('uses OWASP scrypt parameters outside tests', async () => {
    const previous = process.env.PASSWORD_HASH_COST;
    delete process.env.PASSWORD_HASH_COST;
    try {
      expect((await hashPassword('x')).split('$').slice(0, 4)).toEqual(['scrypt', '131072', '8', '1']);
    } finally {
      process.env.PASSWORD_HASH_COST = previous;
    }
  });

  it('never matches an unset password', async () => {
    expect(await verifyPassword('', UNUSABLE_PASSWORD_HASH)).toBe(false);
  });
});

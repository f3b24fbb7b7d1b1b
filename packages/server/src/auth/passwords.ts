import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * Password hashing with scrypt from Node's standard library, at OWASP's parameters
 * (N = 2^17, r = 8, p = 1). The parameters travel inside each hash, so they can be raised later
 * and old hashes still verify. Tests use a lower cost through PASSWORD_HASH_COST=test.
 */
const OWASP = { N: 2 ** 17, r: 8, p: 1 } as const;
const TEST = { N: 2 ** 10, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;
const MAX_MEMORY = 256 * 1024 * 1024;

function scryptAsync(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { ...options, maxmem: MAX_MEMORY }, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

function costParameters(): { N: number; r: number; p: number } {
  return process.env.PASSWORD_HASH_COST === 'test' ? TEST : OWASP;
}

/** 'scrypt$N$r$p$salt$hash' with base64url salt and hash. */
export async function hashPassword(password: string): Promise<string> {
  const { N, r, p } = costParameters();
  const salt = randomBytes(16);
  const key = await scryptAsync(password, salt, { N, r, p });
  return ['scrypt', N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await scryptAsync(password, Buffer.from(salt, 'base64url'), { N: Number(n), r: Number(r), p: Number(p) });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** A hash no password matches, for accounts whose password was never set, and for timing-safe misses. */
export const UNUSABLE_PASSWORD_HASH = '!unset';

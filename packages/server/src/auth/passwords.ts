import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { availableParallelism } from 'node:os';
import pLimit from 'p-limit';
import { HttpError } from '../http/errors.ts';

/**
 * Password hashing with scrypt from Node's standard library, at OWASP's parameters
 * (N = 2^17, r = 8, p = 1). The parameters travel inside each hash, so they can be raised later
 * and old hashes still verify. PASSWORD_HASH_COST lowers the cost for tests: 'test' (N = 2^10) or
 * a number, the power of two of N (10 to 17).
 */
const OWASP = { N: 2 ** 17, r: 8, p: 1 } as const;
const TEST_LOG2_N = 10;
const KEY_LENGTH = 32;
const MAX_MEMORY = 256 * 1024 * 1024;

type Cost = { N: number; r: number; p: number };

function costParameters(): Cost {
  const setting = process.env.PASSWORD_HASH_COST;
  if (setting === 'test') return { ...OWASP, N: 2 ** TEST_LOG2_N };
  const log2N = Number(setting);
  if (setting && Number.isInteger(log2N) && log2N >= TEST_LOG2_N && log2N <= 17) return { ...OWASP, N: 2 ** log2N };
  return OWASP;
}

/**
 * Each scrypt at OWASP's cost keeps a thread of libuv's pool (4 threads, shared with file reads and
 * compression) and a core busy for about half a second. Unbounded, 8 parallel sign-ins filled the
 * pool and every page view waited for them (41 ms became 11 s). So hashes run through this queue:
 * at most one less than the cores at once (at least one), and at most MAX_WAITING waiting; beyond
 * that a sign-in is refused at once with 503 rather than piling up.
 */
const HASHES_AT_ONCE = Math.max(1, availableParallelism() - 1);
const MAX_WAITING = 64;
const hashQueue = pLimit(HASHES_AT_ONCE);

export const BUSY_MESSAGE = 'Too many sign-ins at this moment. Please try again in a few seconds.';

function queuedScrypt(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  if (hashQueue.pendingCount >= MAX_WAITING) return Promise.reject(new HttpError(503, BUSY_MESSAGE, { 'retry-after': '5' }));
  return hashQueue(
    () =>
      new Promise<Buffer>((resolve, reject) => {
        scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { ...options, maxmem: MAX_MEMORY }, (error, key) => (error ? reject(error) : resolve(key)));
      }),
  );
}

/** 'scrypt$N$r$p$salt$hash' with base64url salt and hash. */
export async function hashPassword(password: string): Promise<string> {
  const { N, r, p } = costParameters();
  const salt = randomBytes(16);
  const key = await queuedScrypt(password, salt, { N, r, p });
  return ['scrypt', N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

interface ParsedHash {
  cost: Cost;
  salt: Buffer;
  hash: Buffer;
}

function parseHash(stored: string): ParsedHash | null {
  const [scheme, n, r, p, salt, hash, ...rest] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !hash || rest.length > 0) return null;
  const cost = { N: Number(n), r: Number(r), p: Number(p) };
  if (![cost.N, cost.r, cost.p].every((value) => Number.isSafeInteger(value) && value > 0)) return null;
  return { cost, salt: Buffer.from(salt, 'base64url'), hash: Buffer.from(hash, 'base64url') };
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseHash(stored);
  if (!parsed) return false;
  const actual = await queuedScrypt(password, parsed.salt, parsed.cost);
  return actual.length === parsed.hash.length && timingSafeEqual(actual, parsed.hash);
}

/**
 * Whether a stored hash was made at today's cost, so a hash made ahead of time (the demo accounts')
 * can stand in for hashing at start: with PASSWORD_HASH_COST lowered (tests) it is not, and the
 * caller hashes at the lowered cost as before.
 */
export function hasCurrentCost(stored: string): boolean {
  const parsed = parseHash(stored);
  const { N, r, p } = costParameters();
  return parsed !== null && parsed.cost.N === N && parsed.cost.r === r && parsed.cost.p === p;
}

/** A hash no password matches, for accounts whose password was never set (or was reset). */
export const UNUSABLE_PASSWORD_HASH = '!unset';

/** A real hash at today's cost of a random secret nobody knows, made once per cost. */
const dummyHashes = new Map<number, Promise<string>>();
function dummyHash(): Promise<string> {
  const { N } = costParameters();
  let hash = dummyHashes.get(N);
  if (!hash) {
    hash = hashPassword(randomBytes(32).toString('base64url'));
    dummyHashes.set(N, hash);
  }
  return hash;
}

/** Makes the dummy hash ahead of the first sign-in, so not even the first unknown name takes longer. */
export function prepareDummyHash(): void {
  dummyHash().catch(() => dummyHashes.clear());
}

/**
 * Whether `password` is the account's, taking as long when there is no account (or it has no
 * usable password) as when there is one: those compare against a dummy hash at today's cost, so the
 * answer's timing does not tell who has an account.
 */
export async function passwordMatches(password: string, stored: string | undefined): Promise<boolean> {
  const usable = stored !== undefined && parseHash(stored) !== null;
  const matches = await verifyPassword(password, usable ? stored : await dummyHash());
  return usable && matches;
}

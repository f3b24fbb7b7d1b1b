import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema.ts';
import { hostAppFixtureRoots } from '../testing/hostAppFixtures.ts';
import { startTestServer, type TestServer } from '../testing/testServer.ts';
import { hashPassword } from './passwords.ts';

// Issue 23, item 5: a wrong password took ~1 s for an existing account and ~10 ms for a missing
// one (so the timing told who has an account), and 8 parallel sign-ins filled libuv's thread pool
// with scrypt and stalled every page view (GET / 41 ms → 11 s). The first timing here is a ratio
// measured in one run, interleaved, so a slower machine moves both sides alike; the second asserts
// an order (pages answered while hashes run), not a time.

let server: TestServer;
const costBefore = process.env.PASSWORD_HASH_COST;

beforeAll(async () => {
  server = await startTestServer({}, { staticRoots: hostAppFixtureRoots() });
});
afterAll(() => server.close());
afterEach(() => {
  process.env.PASSWORD_HASH_COST = costBefore;
});

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function timed(run: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await run();
  return performance.now() - start;
}

describe('password sign-in timing', () => {
  it('takes as long for a phone without an account as for a wrong password of a real one (within half: no hash is skipped)', async () => {
    // A cost where scrypt (~0.2 s) outweighs the database work, as OWASP's does in production.
    process.env.PASSWORD_HASH_COST = '15';
    const phone = '9000000401';
    expect(
      (await server.call('POST', '/api/v1/users/register', { json: { phone, password: 'the-real-one', first_name: 'Anil', last_name: 'K' } })).status,
    ).toBe(201);
    const wrongPassword = (round: number) =>
      timed(async () => expect((await server.call('POST', '/api/v1/users/login', { form: { username: phone, password: `wrong-${round}` } })).status).toBe(401));
    const noAccount = (round: number) =>
      timed(async () =>
        expect(
          (await server.call('POST', '/api/v1/users/login', { form: { username: `90000005${String(round).padStart(2, '0')}`, password: 'wrong' } })).status,
        ).toBe(401),
      );
    // Pairs measured back to back, in alternating order: other test files load the two cores in
    // bursts, which a pair's two sign-ins share; the median pair's difference is what is compared.
    // (Nine rounds: the sign-in limits allow 30 per address, and the next test needs nine.)
    const differences: number[] = [];
    const pairs: string[] = [];
    for (let round = 0; round < 9; round++) {
      let existing: number;
      let missing: number;
      if (round % 2 === 0) {
        existing = await wrongPassword(round);
        missing = await noAccount(round);
      } else {
        missing = await noAccount(round);
        existing = await wrongPassword(round);
      }
      differences.push(Math.abs(existing - missing) / Math.max(existing, missing));
      pairs.push(`${existing.toFixed(0)}/${missing.toFixed(0)}`);
    }
    // The defect this guards against was a 100x gap (~1 s against ~10 ms). On a loaded two-core
    // machine, single pairs still differ by up to 2x either way (128/299, 182/118 ms in a clean CI
    // run), and the median pair by 22-29 %: within half, the gap is noise; a skipped hash is not.
    expect(median(differences), `existing/missing per pair, ms: ${pairs.join(', ')}`).toBeLessThan(0.5);
  });

  it('lets page views through while 8 sign-ins hash at full cost: pages are answered while the hashes still run', async () => {
    process.env.PASSWORD_HASH_COST = '17';
    const passwordHash = await hashPassword('the-real-one');
    const phones = Array.from({ length: 9 }, (_, n) => `91000006${String(n).padStart(2, '0')}`);
    await server.db.insert(users).values(phones.map((phone) => ({ phone: `+91${phone}`, passwordHash })));
    const login = (phone: string) => server.call('POST', '/api/v1/users/login', { form: { username: phone, password: 'wrong' } });
    const page = async () => expect((await fetch(`${server.url}/`, { headers: { accept: 'text/html', 'accept-encoding': 'gzip' } })).status).toBe(200);
    // Warm: the first sign-in and page views of a process take their first-time paths.
    await login(phones[8]!);
    await page();

    let hashing = true;
    const logins = Promise.all(phones.slice(0, 8).map(login)).finally(() => (hashing = false));
    await new Promise((resolve) => setTimeout(resolve, 50));
    let answeredWhileHashing = 0;
    while (hashing) {
      await page();
      if (hashing) answeredWhileHashing += 1;
    }
    expect((await logins).every((answer) => answer.status === 401)).toBe(true);

    // Unbounded, the eight hashes filled libuv's thread pool and a page view queued behind all of
    // them: it came back only once they were done (none answered while hashing). Order, not time,
    // is asserted here; how long a page takes under sign-in load is measured by the benchmarks.
    expect(answeredWhileHashing).toBeGreaterThanOrEqual(3);
  }, 60_000);
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureConfiguredAdmin } from '../accounts/bootstrap.ts';
import { otpCodes, sellers, users } from '../db/schema.ts';
import { latestOtp, startTestServer, type TestServer } from '../testing/testServer.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

let phoneCounter = 0;
/** A fresh 10-digit phone per test, so tests do not share accounts or OTP limits. */
const freshPhone = () => `98${String(10_000_000 + ++phoneCounter).slice(-8)}`;

async function registerBuyer(phone = freshPhone(), extra: Record<string, unknown> = {}) {
  const response = await server.call('POST', '/api/v1/users/register', {
    json: { phone, password: 'secret1', first_name: 'Meena', last_name: 'Iyer', ...extra },
  });
  return { phone, response };
}

async function buyerToken(phone: string, password = 'secret1'): Promise<string> {
  const login = await server.call('POST', '/api/v1/users/login', { form: { username: `+91${phone}`, password } });
  expect(login.status).toBe(200);
  return login.body.access_token as string;
}

async function sellerToken() {
  const email = `seller${++phoneCounter}@example.com`;
  expect((await server.call('POST', '/api/v1/sellers/register', { json: { name: 'Sri Balaji Traders', email, password: 'secret12' } })).status).toBe(201);
  const login = await server.call('POST', '/api/v1/sellers/login', { form: { username: email, password: 'secret12' } });
  return { email, token: login.body.access_token as string };
}

describe('buyer registration and password sign-in', () => {
  it('registers with +91 and 10 digits and never returns the password', async () => {
    const { phone, response } = await registerBuyer(undefined, { email: 'Meena@Example.com' });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ phone: `+91${phone}`, email: 'meena@example.com', first_name: 'Meena', last_name: 'Iyer', is_admin: false });
    expect(JSON.stringify(response.body)).not.toMatch(/password|secret1/);
  });

  it('answers the spec messages for bad input with 422', async () => {
    const response = await server.call('POST', '/api/v1/users/register', { json: { phone: '12345', password: '123', first_name: ' ', email: 'not-an-email' } });
    expect(response.status).toBe(422);
    const messages = response.body.errors.map((error: { message: string }) => error.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        'Please enter a valid 10-digit phone number',
        'Password must be at least 6 characters',
        'Full name is required',
        'Email is invalid',
      ]),
    );
  });

  it('refuses a phone or e-mail that is already registered', async () => {
    const { phone } = await registerBuyer(undefined, { email: 'dup@example.com' });
    const samePhone = await registerBuyer(phone);
    expect(samePhone.response.status).toBe(409);
    expect(samePhone.response.body.detail).toContain('already registered');
    const sameEmail = await registerBuyer(undefined, { email: 'DUP@example.com' });
    expect(sameEmail.response.status).toBe(409);
    expect(sameEmail.response.body.detail).toContain('already registered');
  });

  it('signs in with the form-encoded phone and password, and shows the profile', async () => {
    const { phone } = await registerBuyer();
    const token = await buyerToken(phone);
    const me = await server.call('GET', '/api/v1/users/me', { token });
    expect(me.status).toBe(200);
    expect(me.body.phone).toBe(`+91${phone}`);
  });

  it('says "Invalid phone number or password" for a wrong password or an unknown phone', async () => {
    const { phone } = await registerBuyer();
    for (const form of [
      { username: `+91${phone}`, password: 'wrong-password' },
      { username: '+910000000000', password: 'secret1' },
    ]) {
      const response = await server.call('POST', '/api/v1/users/login', { form });
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ detail: 'Invalid phone number or password' });
    }
  });

  it('saves a location within range and rejects one out of range', async () => {
    const { phone } = await registerBuyer();
    const token = await buyerToken(phone);
    const saved = await server.call('PUT', '/api/v1/users/me/location?latitude=12.971599&longitude=77.594566', { token });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ latitude: 12.971599, longitude: 77.594566 });
    const bad = await server.call('PUT', '/api/v1/users/me/location?latitude=95&longitude=77', { token });
    expect(bad.status).toBe(422);
    expect(bad.body.detail).toBe('Latitude must be between -90 and 90');
    const notNumbers = await server.call('PUT', '/api/v1/users/me/location?latitude=north&longitude=east', { token });
    expect(notNumbers.status).toBe(422);
  });
});

describe('phone OTP', () => {
  async function sendOtp(phone: string) {
    return server.call('POST', '/api/v1/users/otp/send', { json: { phone } });
  }

  it('signs a registered buyer in with a code from the outbox, never with a bare uid', async () => {
    const { phone } = await registerBuyer();
    expect((await sendOtp(phone)).status).toBe(200);
    const code = latestOtp(server.outbox, `+91${phone}`);
    const bare = await server.call('POST', '/api/v1/users/firebase-login', { json: { phone, firebase_uid: 'some-firebase-uid-value-1234' } });
    expect(bare.status).toBe(401);
    const verified = await server.call('POST', '/api/v1/users/otp/verify', { json: { phone, code } });
    expect(verified.status).toBe(200);
    const login = await server.call('POST', '/api/v1/users/firebase-login', { json: { phone, firebase_uid: verified.body.verification_token } });
    expect(login.status).toBe(200);
    expect(login.body.access_token).toBeTruthy();
  });

  it("does not accept one phone's proof for another phone", async () => {
    const { phone } = await registerBuyer();
    const other = await registerBuyer();
    await sendOtp(phone);
    const verified = await server.call('POST', '/api/v1/users/otp/verify', { json: { phone, code: latestOtp(server.outbox, `+91${phone}`) } });
    const login = await server.call('POST', '/api/v1/users/firebase-login', { json: { phone: other.phone, firebase_uid: verified.body.verification_token } });
    expect(login.status).toBe(401);
  });

  it('registers after phone verification, and refuses a registration without a valid proof', async () => {
    const phone = freshPhone();
    const unproven = await server.call('POST', '/api/v1/users/firebase-register', {
      json: { phone, password: 'secret1', first_name: 'Karthik', email: 'karthik@example.com', firebase_uid: 'some-firebase-uid-value-1234' },
    });
    // 400, not 401: a failed sign-up must not trigger the client's sign-out-and-redirect rule.
    expect(unproven.status).toBe(400);
    expect(unproven.body.detail).toBe('Phone verification failed. Please request a new OTP.');
    await sendOtp(phone);
    const verified = await server.call('POST', '/api/v1/users/otp/verify', { json: { phone, code: latestOtp(server.outbox, `+91${phone}`) } });
    const registered = await server.call('POST', '/api/v1/users/firebase-register', {
      json: {
        phone,
        password: 'secret1',
        first_name: 'Karthik',
        email: 'karthik@example.com',
        firebase_uid: verified.body.verification_token,
        firebaseUser: { uid: 'x' },
      },
    });
    expect(registered.status).toBe(201);
    expect(registered.body.user.phone).toBe(`+91${phone}`);
  });

  it('refuses a reused code and a brute-forced one', async () => {
    const phone = freshPhone();
    await sendOtp(phone);
    const code = latestOtp(server.outbox, `+91${phone}`);
    expect((await server.call('POST', '/api/v1/users/otp/verify', { json: { phone, code } })).status).toBe(200);
    const reused = await server.call('POST', '/api/v1/users/otp/verify', { json: { phone, code } });
    expect(reused.body).toEqual({ detail: 'The OTP has expired. Please request a new one.' });

    const victim = freshPhone();
    await sendOtp(victim);
    const right = latestOtp(server.outbox, `+91${victim}`);
    const wrong = right === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < 3; attempt++) {
      const response = await server.call('POST', '/api/v1/users/otp/verify', { json: { phone: victim, code: wrong } });
      expect(response.body).toEqual({ detail: 'Invalid OTP. Please enter the correct 6-digit code.' });
    }
    const afterThree = await server.call('POST', '/api/v1/users/otp/verify', { json: { phone: victim, code: right } });
    expect(afterThree.status).toBe(400);
    expect(afterThree.body.detail).toBe('The OTP has expired. Please request a new one.');
  });

  it('limits sends per phone with 429 and retry-after', async () => {
    const phone = freshPhone();
    expect((await sendOtp(phone)).status).toBe(200);
    const again = await sendOtp(phone);
    expect(again.status).toBe(429);
    expect(again.body.detail).toBe('Too many requests. Please try again later.');
    expect(Number(again.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('stores codes hashed', async () => {
    const phone = freshPhone();
    await sendOtp(phone);
    const code = latestOtp(server.outbox, `+91${phone}`);
    const rows = await server.db
      .select()
      .from(otpCodes)
      .where(eq(otpCodes.phone, `+91${phone}`));
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(code);
  });
});

describe('sellers and admins', () => {
  it('registers, signs in by e-mail and updates the seller profile', async () => {
    const { token } = await sellerToken();
    const me = await server.call('GET', '/api/v1/sellers/me', { token });
    expect(me.body.name).toBe('Sri Balaji Traders');
    const updated = await server.call('PUT', '/api/v1/sellers/me', {
      token,
      json: { name: 'Sri Balaji Cement Traders', email: me.body.email, phone: '9845012345', address: '12, 4th Cross, Jayanagar, Bangalore' },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.address).toBe('12, 4th Cross, Jayanagar, Bangalore');
  });

  it('says "Invalid email or password" to a wrong seller password', async () => {
    const { email } = await sellerToken();
    const response = await server.call('POST', '/api/v1/sellers/login', { form: { username: email, password: 'nope-nope' } });
    expect(response.status).toBe(401);
    expect(response.body.detail).toBe('Invalid email or password');
  });

  it('validates seller registration with the spec messages', async () => {
    const response = await server.call('POST', '/api/v1/sellers/register', { json: { name: '', email: '', password: '123' } });
    expect(response.status).toBe(422);
    const messages = response.body.errors.map((error: { message: string }) => error.message);
    expect(messages).toEqual(expect.arrayContaining(['Business name is required', 'Email is required', 'Password must be at least 6 characters long']));
  });

  it('signs the configured admin in with JSON', async () => {
    await ensureConfiguredAdmin(server.db, { adminEmail: 'Root@Nirmaan.test', adminPassword: 'admin-pass-1' });
    const login = await server.call('POST', '/api/v1/admin/login', { json: { email: 'root@nirmaan.test', password: 'admin-pass-1' } });
    expect(login.status).toBe(200);
    const me = await server.call('GET', '/api/v1/admin/me', { token: login.body.access_token });
    expect(me.body.email).toBe('root@nirmaan.test');
    const wrong = await server.call('POST', '/api/v1/admin/login', { json: { email: 'root@nirmaan.test', password: 'nope' } });
    expect(wrong.status).toBe(401);
  });
});

describe('roles, inactive accounts and bad input', () => {
  it('keeps each role to its own routes', async () => {
    const { phone } = await registerBuyer();
    const buyer = await buyerToken(phone);
    const { token: seller } = await sellerToken();
    expect((await server.call('GET', '/api/v1/sellers/me', { token: buyer })).status).toBe(403);
    expect((await server.call('GET', '/api/v1/admin/me', { token: buyer })).status).toBe(403);
    expect((await server.call('GET', '/api/v1/users/me', { token: seller })).status).toBe(403);
    expect((await server.call('GET', '/api/v1/admin/me', { token: seller })).status).toBe(403);
    expect((await server.call('GET', '/api/v1/users/me')).status).toBe(401);
    expect((await server.call('GET', '/api/v1/users/me', { token: 'forged.token.value' })).status).toBe(401);
  });

  it('stops a deactivated account at once: no sign-in, and its tokens stop working', async () => {
    const { phone } = await registerBuyer();
    const token = await buyerToken(phone);
    await server.db
      .update(users)
      .set({ isActive: false })
      .where(eq(users.phone, `+91${phone}`));
    expect((await server.call('GET', '/api/v1/users/me', { token })).status).toBe(401);
    const login = await server.call('POST', '/api/v1/users/login', { form: { username: `+91${phone}`, password: 'secret1' } });
    expect(login.status).toBe(403);

    const { email, token: sellerTokenValue } = await sellerToken();
    await server.db.update(sellers).set({ isActive: false }).where(eq(sellers.email, email));
    expect((await server.call('GET', '/api/v1/sellers/me', { token: sellerTokenValue })).status).toBe(401);
  });

  it('rate-limits repeated sign-in attempts on one account', async () => {
    const { phone } = await registerBuyer();
    let last = { status: 0, headers: new Headers() };
    for (let attempt = 0; attempt < 11; attempt++) {
      last = await server.call('POST', '/api/v1/users/login', { form: { username: `+91${phone}`, password: `guess-${attempt}` } });
    }
    expect(last.status).toBe(429);
    expect(Number(last.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('answers malformed input with 4xx, never 500', async () => {
    const cases = [
      await server.call('POST', '/api/v1/users/register', { headers: { 'content-type': 'application/json' }, json: undefined }),
      await fetch(`${server.url}/api/v1/users/register`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"phone":' }).then((r) => ({
        status: r.status,
      })),
      await server.call('POST', '/api/v1/users/login', { json: { username: ['x'], password: 5 } }),
      await server.call('PUT', '/api/v1/users/me/location', { token: 'x' }),
      await server.call('POST', '/api/v1/users/otp/verify', { json: { phone: '9876543210', code: 'abcdef' } }),
      await server.call('POST', '/api/v1/admin/login', { json: 'just a string' }),
    ];
    for (const response of cases) {
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
    }
  });

  it('keeps no plain password in the database', async () => {
    await registerBuyer(undefined, { password: 'plain-text-check' });
    const rows = await server.db.select().from(users);
    expect(JSON.stringify(rows)).not.toContain('plain-text-check');
  });

  it('lets partner pages on other origins call the API with a bearer token, without cookies', async () => {
    const preflight = await fetch(`${server.url}/api/v1/users/login`, {
      method: 'OPTIONS',
      headers: { origin: 'https://dealer.example', 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization,content-type' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('https://dealer.example');
    expect(preflight.headers.get('access-control-allow-headers')).toContain('authorization');
    expect(preflight.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it('publishes the OpenAPI document', async () => {
    const docs = await server.call('GET', '/api/docs/json');
    expect(docs.status).toBe(200);
    expect(Object.keys(docs.body.paths)).toEqual(expect.arrayContaining(['/api/v1/users/login', '/api/v1/sellers/register', '/api/v1/admin/me']));
  });
});

describe('buyer self-service (issue 28)', () => {
  it('edits the name, e-mail and language; an e-mail another account has is a 409; the phone stays', async () => {
    const { phone } = await registerBuyer();
    const token = await buyerToken(phone);
    const changed = await server.call('PUT', '/api/v1/users/me', {
      token,
      json: { first_name: ' Meena ', last_name: 'Krishnan', email: 'Meena.K@Example.com' },
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ first_name: 'Meena', last_name: 'Krishnan', email: 'meena.k@example.com', phone: `+91${phone}` });
    const { phone: other } = await registerBuyer(undefined, { email: 'taken@example.com' });
    expect(other).not.toBe(phone);
    const taken = await server.call('PUT', '/api/v1/users/me', { token, json: { first_name: 'Meena', email: 'taken@example.com' } });
    expect(taken.status).toBe(409);
    expect(taken.body.detail).toBe('Email already registered');
    expect((await server.call('PUT', '/api/v1/users/me', { token, json: { first_name: '' } })).status).toBe(422);
    expect((await server.call('PUT', '/api/v1/users/me', { json: { first_name: 'X' } })).status).toBe(401);

    // The site's language (issue 32): one of en, kn, ta, hi, kept when a later edit does not send it.
    expect((await server.call('GET', '/api/v1/users/me', { token })).body.language).toBeNull();
    const chosen = await server.call('PUT', '/api/v1/users/me', { token, json: { first_name: 'Meena', language: 'ta' } });
    expect(chosen.status).toBe(200);
    expect(chosen.body.language).toBe('ta');
    await server.call('PUT', '/api/v1/users/me', { token, json: { first_name: 'Meena K' } });
    expect((await server.call('GET', '/api/v1/users/me', { token })).body).toMatchObject({ first_name: 'Meena K', language: 'ta' });
    const unknown = await server.call('PUT', '/api/v1/users/me', { token, json: { first_name: 'Meena', language: 'fr' } });
    expect(unknown.status).toBe(422);
    expect(JSON.stringify(unknown.body)).toContain('Language must be one of en, kn, ta, hi');
  });

  it('changes the password with the current one; the old password and the other sessions stop working', async () => {
    const { phone } = await registerBuyer();
    const token = await buyerToken(phone);
    const otherSession = await buyerToken(phone);
    const wrong = await server.call('PUT', '/api/v1/users/me/password', { token, json: { current_password: 'guess12', new_password: 'newsecret1' } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.detail).toBe('Your current password is not correct');
    const short = await server.call('PUT', '/api/v1/users/me/password', { token, json: { current_password: 'secret1', new_password: '123' } });
    expect(short.status).toBe(422);
    const changed = await server.call('PUT', '/api/v1/users/me/password', { token, json: { current_password: 'secret1', new_password: 'newsecret1' } });
    expect(changed.status).toBe(200);
    expect((await server.call('GET', '/api/v1/users/me', { token: changed.body.access_token })).status).toBe(200);
    expect((await server.call('GET', '/api/v1/users/me', { token: otherSession })).status).toBe(401);
    expect((await server.call('POST', '/api/v1/users/login', { form: { username: `+91${phone}`, password: 'secret1' } })).status).toBe(401);
    await buyerToken(phone, 'newsecret1');
  });

  it('stops guessing the current password after 10 tries in 15 minutes', async () => {
    const { phone } = await registerBuyer();
    const token = await buyerToken(phone);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt++) {
      statuses.push(
        (await server.call('PUT', '/api/v1/users/me/password', { token, json: { current_password: `guess${attempt}x`, new_password: 'newsecret1' } })).status,
      );
    }
    expect(statuses.slice(0, 10).every((status) => status === 400)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('resets a forgotten password with a phone proven by OTP, signing the buyer in and ending the other sessions', async () => {
    const { phone } = await registerBuyer();
    const oldSession = await buyerToken(phone);
    expect((await server.call('POST', '/api/v1/users/otp/send', { json: { phone } })).status).toBe(200);
    const verified = await server.call('POST', '/api/v1/users/otp/verify', { json: { phone, code: latestOtp(server.outbox, `+91${phone}`) } });
    const proof = verified.body.verification_token as string;
    // A proof of another phone, or no proof, changes nothing.
    const { phone: victim } = await registerBuyer();
    expect(
      (await server.call('POST', '/api/v1/users/password/reset', { json: { phone: victim, verification_token: proof, new_password: 'taken-over1' } })).status,
    ).toBe(400);
    expect(
      (await server.call('POST', '/api/v1/users/password/reset', { json: { phone, verification_token: 'x'.repeat(40), new_password: 'newsecret1' } })).status,
    ).toBe(400);

    const reset = await server.call('POST', '/api/v1/users/password/reset', { json: { phone, verification_token: proof, new_password: 'newsecret1' } });
    expect(reset.status).toBe(200);
    expect((await server.call('GET', '/api/v1/users/me', { token: reset.body.access_token })).status).toBe(200);
    expect((await server.call('GET', '/api/v1/users/me', { token: oldSession })).status).toBe(401);
    await buyerToken(phone, 'newsecret1');
    await buyerToken(victim, 'secret1');
  });

  it('tells a phone without an account to register', async () => {
    const phone = freshPhone();
    await server.call('POST', '/api/v1/users/otp/send', { json: { phone } });
    const verified = await server.call('POST', '/api/v1/users/otp/verify', { json: { phone, code: latestOtp(server.outbox, `+91${phone}`) } });
    const reset = await server.call('POST', '/api/v1/users/password/reset', {
      json: { phone, verification_token: verified.body.verification_token, new_password: 'newsecret1' },
    });
    expect(reset.status).toBe(404);
    expect(reset.body.detail).toBe('No account found for this phone number. Please register first.');
  });
});

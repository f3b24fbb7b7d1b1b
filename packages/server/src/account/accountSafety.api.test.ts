import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { otpCodes, users } from '../db/schema.ts';
import { Msg91Gateway } from '../sms/msg91Gateway.ts';
import { lastCodeSent, startMsg91StandIn, type Msg91StandIn } from '../testing/msg91StandIn.ts';
import { signPhoneProof } from '../auth/tokens.ts';
import { latestOtp, startTestServer, TEST_CONFIG, type TestServer } from '../testing/testServer.ts';
import { DEMO_COMPANY, UNCONFIGURED_COMPANY } from '../site/company.ts';

// Issue 23, items 2 and 3: the dev outbox, OTP without an SMS provider and with a real one, and
// the account pre-hijack through a password registration of someone else's phone.

describe('the dev SMS outbox', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it("answers a loopback client for one phone, never the whole list, and with no CORS header for another origin's page", async () => {
    expect((await server.call('POST', '/api/v1/users/otp/send', { json: { phone: '9000000101' } })).status).toBe(200);
    const one = await server.call('GET', '/api/v1/dev/outbox?phone=%2B919000000101', { headers: { origin: 'https://evil.example' } });
    expect(one.status).toBe(200);
    expect(one.body.messages).toHaveLength(1);
    expect(one.headers.get('access-control-allow-origin')).toBeNull();

    const all = await server.call('GET', '/api/v1/dev/outbox');
    expect(all.status).toBe(422);
    expect(JSON.stringify(all.body)).not.toMatch(/\d{6} is your/);

    const preflight = await fetch(`${server.url}/api/v1/dev/outbox?phone=%2B919000000101`, {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'GET' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    // The rest of the API still answers partner pages on other origins.
    expect((await server.call('GET', '/api/v1/health', { headers: { origin: 'https://dealer.example' } })).headers.get('access-control-allow-origin')).toBe(
      'https://dealer.example',
    );
  });

  it('refuses a request a proxy forwarded (it may come from anywhere)', async () => {
    const forwarded = await server.call('GET', '/api/v1/dev/outbox?phone=%2B919000000101', { headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect(forwarded.status).toBe(403);
    expect(forwarded.body.messages).toBeUndefined();
  });

  it('does not exist in production mode', async () => {
    const production = await startTestServer({ mode: 'production' });
    try {
      expect((await production.call('GET', '/api/v1/dev/outbox?phone=%2B919000000101')).status).toBe(404);
      expect((await production.call('GET', '/api/v1/site')).body).toMatchObject({
        mode: 'production',
        company: UNCONFIGURED_COMPANY,
        demo_accounts: [],
        otp_sign_in: true,
      });
    } finally {
      await production.close();
    }
  });

  it('tells the site it is a demo, with the demo accounts to show', async () => {
    const site = await server.call('GET', '/api/v1/site');
    expect(site.body).toMatchObject({
      mode: 'demo',
      company: DEMO_COMPANY,
      otp_sign_in: true,
      demo_accounts: [
        { role: 'Buyer', login: '9876543210', password: 'demo1234' },
        { role: 'Seller', login: 'demo.seller@nirmaan.test', password: 'demo1234' },
        { role: 'Admin', login: 'admin@nirmaan.test', password: 'admin1234' },
      ],
    });
  });
});

describe('OTP without an SMS provider', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ mode: 'production', sms: { provider: 'none' } }, { sms: null });
  });
  afterAll(() => server.close());

  it('answers the OTP routes with a clear 503, says so to the site, and keeps password sign-in working', async () => {
    const message = 'Sign-in by SMS code is not available at the moment. Please sign in with your password.';
    const send = await server.call('POST', '/api/v1/users/otp/send', { json: { phone: '9000000102' } });
    expect(send.status).toBe(503);
    expect(send.body.detail).toBe(message);
    const verify = await server.call('POST', '/api/v1/users/otp/verify', { json: { phone: '9000000102', code: '123456' } });
    expect(verify.status).toBe(503);
    expect((await server.call('GET', '/api/v1/site')).body.otp_sign_in).toBe(false);

    expect(
      (await server.call('POST', '/api/v1/users/register', { json: { phone: '9000000102', password: 'secret123', first_name: 'Meena', last_name: '' } }))
        .status,
    ).toBe(201);
    expect((await server.call('POST', '/api/v1/users/login', { form: { username: '9000000102', password: 'secret123' } })).status).toBe(200);
  });
});

describe('OTP through MSG91', () => {
  let standIn: Msg91StandIn;
  let server: TestServer;
  const logged: string[] = [];
  beforeAll(async () => {
    standIn = await startMsg91StandIn();
    const settings = {
      provider: 'msg91' as const,
      authKey: 'key',
      otpTemplateId: 'tmpl',
      otpVariable: 'otp',
      priceAlertTemplateId: null,
      rfqTemplateId: null,
      rfqClosedTemplateId: null,
      apiUrl: standIn.url,
    };
    server = await startTestServer({ mode: 'production', sms: settings }, { sms: new Msg91Gateway(settings) });
    server.app.log.error = ((message: unknown) => void logged.push(String(message))) as typeof server.app.log.error;
  });
  afterAll(async () => {
    await server.close();
    await standIn.close();
  });

  it('sends the code to the provider, and the code from the text signs the buyer in', async () => {
    const send = await server.call('POST', '/api/v1/users/otp/send', { json: { phone: '9000000103' } });
    expect(send.status).toBe(200);
    expect(standIn.received.at(-1)!.body).toMatchObject({ template_id: 'tmpl', recipients: [{ mobiles: '919000000103' }] });
    const verify = await server.call('POST', '/api/v1/users/otp/verify', { json: { phone: '9000000103', code: lastCodeSent(standIn) } });
    expect(verify.status).toBe(200);
    expect(verify.body.verification_token).toEqual(expect.any(String));
  });

  it('gives the buyer a clear message when the provider fails, logs why without the code, and lets the buyer retry at once', async () => {
    standIn.answerWith(200, { type: 'error', message: 'Insufficient balance' });
    const failed = await server.call('POST', '/api/v1/users/otp/send', { json: { phone: '9000000104' } });
    expect(failed.status).toBe(502);
    expect(failed.body.detail).toBe('Failed to send OTP. Please try again in a few minutes.');
    const code = lastCodeSent(standIn);
    expect(logged.join('\n')).toContain('Insufficient balance');
    expect(logged.join('\n')).not.toContain(code);
    expect(await server.db.select().from(otpCodes).where(eq(otpCodes.phone, '+919000000104'))).toEqual([]);

    standIn.answerWith(200, { type: 'success', message: 'ok' });
    expect((await server.call('POST', '/api/v1/users/otp/send', { json: { phone: '9000000104' } })).status).toBe(200);
  });
});

describe('who owns a phone number', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  async function otpProof(phone: string): Promise<string> {
    expect((await server.call('POST', '/api/v1/users/otp/send', { json: { phone } })).status).toBe(200);
    const verify = await server.call('POST', '/api/v1/users/otp/verify', { json: { phone, code: latestOtp(server.outbox, `+91${phone}`) } });
    expect(verify.status).toBe(200);
    return verify.body.verification_token;
  }

  it("the phone's owner signing in by OTP takes back an account someone registered with their number: the impostor's password and sessions end", async () => {
    const victim = '9000000201';
    // The impostor registers the victim's number with a password, no proof of the phone needed (the spec's traditional signup).
    const registered = await server.call('POST', '/api/v1/users/register', {
      json: { phone: victim, email: 'impostor@example.com', password: 'impostor-pass', first_name: 'Not', last_name: 'Them' },
    });
    expect(registered.status).toBe(201);
    const impostorLogin = await server.call('POST', '/api/v1/users/login', { form: { username: victim, password: 'impostor-pass' } });
    expect(impostorLogin.status).toBe(200);
    const impostorToken = impostorLogin.body.access_token;
    expect((await server.call('GET', '/api/v1/users/me', { token: impostorToken })).status).toBe(200);

    // The real owner signs in by OTP: the code reaches only the phone.
    const owner = await server.call('POST', '/api/v1/users/firebase-login', { json: { phone: `+91${victim}`, firebase_uid: await otpProof(victim) } });
    expect(owner.status).toBe(200);
    const me = await server.call('GET', '/api/v1/users/me', { token: owner.body.access_token });
    expect(me.status).toBe(200);
    expect(me.body.email).toBeNull();

    // The impostor is out: their session ended and their password no longer works.
    expect((await server.call('GET', '/api/v1/users/me', { token: impostorToken })).status).toBe(401);
    expect((await server.call('POST', '/api/v1/users/login', { form: { username: victim, password: 'impostor-pass' } })).status).toBe(401);
    const [row] = await server.db
      .select({ verified: users.phoneVerifiedAt })
      .from(users)
      .where(eq(users.phone, `+91${victim}`));
    expect(row!.verified).toBeInstanceOf(Date);

    // A later OTP sign-in changes nothing more: the owner's own sessions stay.
    const again = await server.call('POST', '/api/v1/users/firebase-login', {
      json: { phone: `+91${victim}`, firebase_uid: await signPhoneProof(TEST_CONFIG.jwtSecret, `+91${victim}`) },
    });
    expect(again.status).toBe(200);
    expect((await server.call('GET', '/api/v1/users/me', { token: owner.body.access_token })).status).toBe(200);
  });

  it('an account registered after an OTP proof is proven from the start: signing in by OTP later keeps its password and sessions', async () => {
    const phone = '9000000202';
    const created = await server.call('POST', '/api/v1/users/firebase-register', {
      json: {
        phone: `+91${phone}`,
        firebase_uid: await otpProof(phone),
        email: 'meena@example.com',
        password: 'meena-pass',
        first_name: 'Meena',
        last_name: 'S',
      },
    });
    expect(created.status).toBe(201);
    const token = created.body.access_token;
    const otpLogin = await server.call('POST', '/api/v1/users/firebase-login', {
      json: { phone: `+91${phone}`, firebase_uid: await signPhoneProof(TEST_CONFIG.jwtSecret, `+91${phone}`) },
    });
    expect(otpLogin.status).toBe(200);
    expect((await server.call('GET', '/api/v1/users/me', { token })).status).toBe(200);
    expect((await server.call('GET', '/api/v1/users/me', { token: otpLogin.body.access_token })).body.email).toBe('meena@example.com');
    expect((await server.call('POST', '/api/v1/users/login', { form: { username: phone, password: 'meena-pass' } })).status).toBe(200);
  });
});

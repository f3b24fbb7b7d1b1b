import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/testServer.ts';

// Each test exhausts a per-address limit, so each gets a server of its own.
let server: TestServer;
beforeEach(async () => {
  server = await startTestServer();
});
afterEach(() => server.close());

const phone = (n: number) => `97${String(10_000_000 + n).slice(-8)}`;
const TOO_MANY = 'Too many requests. Please try again later.';

describe('limits per client address', () => {
  it('stops OTP sends from one address after 20 an hour, whatever the phones', async () => {
    for (let n = 1; n <= 20; n++) {
      expect((await server.call('POST', '/api/v1/users/otp/send', { json: { phone: phone(n) } })).status).toBe(200);
    }
    const blocked = await server.call('POST', '/api/v1/users/otp/send', { json: { phone: phone(21) } });
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({ detail: TOO_MANY });
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(server.outbox.messages).toHaveLength(20);
  });

  it('stops password sign-ins from one address after 30 in 15 minutes, across accounts', async () => {
    for (let n = 1; n <= 30; n++) {
      const attempt = await server.call('POST', '/api/v1/users/login', { form: { username: `+91${phone(n)}`, password: 'wrong-password' } });
      expect(attempt.status).toBe(401);
    }
    const blocked = await server.call('POST', '/api/v1/users/login', { form: { username: `+91${phone(31)}`, password: 'wrong-password' } });
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({ detail: TOO_MANY });
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('the client address behind a reverse proxy', () => {
  const sendOtpFrom = (forwardedFor: string, n: number) =>
    server.call('POST', '/api/v1/users/otp/send', { json: { phone: phone(n) }, headers: { 'x-forwarded-for': forwardedFor } });

  it('ignores X-Forwarded-For when no proxy is trusted: a forged header escapes no limit', async () => {
    for (let n = 1; n <= 20; n++) expect((await sendOtpFrom(`203.0.113.${n}`, n)).status).toBe(200);
    expect((await sendOtpFrom('203.0.113.21', 21)).status).toBe(429);
  });

  it('counts each client on its own behind a trusted proxy (TRUST_PROXY)', async () => {
    await server.close();
    server = await startTestServer({ trustProxy: ['127.0.0.1'] });
    for (let n = 1; n <= 20; n++) expect((await sendOtpFrom('203.0.113.7', n)).status).toBe(200);
    expect((await sendOtpFrom('203.0.113.7', 21)).status).toBe(429);
    expect((await sendOtpFrom('203.0.113.8', 22)).status).toBe(200);
  });
});

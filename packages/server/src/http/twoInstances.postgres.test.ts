import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import sharp from 'sharp';
import { sharedJwtSecret } from '../auth/sharedJwtSecret.ts';
import { LOGIN_FAILURES_ALLOWED } from '../auth/loginFailures.ts';
import { openDatabase } from '../db/database.ts';
import { startTestPostgres } from '../db/testing/postgres.ts';
import { startMsg91StandIn, type Msg91StandIn } from '../testing/msg91StandIn.ts';
import { nginxUnavailableReason, startRoundRobinNginx, type TestNginx } from '../testing/nginx.ts';
import { startServerProcess, type ServerProcess } from '../testing/serverProcess.ts';

// Issue 30: behind a load balancer with 2 instances, OTP sends per address went from 20 to 40 (each
// process counted its own), and an unset JWT_SECRET gave each instance its own secret (half the
// requests with a token got 401), uploads stayed on the host that took them, and 12 parallel OTP
// sends to one phone sent 6 codes (the per-phone check ran before the insert). Here two real
// server processes (main.ts, production mode, no JWT_SECRET, each with its own DATA_DIR) share one
// PostgreSQL 15 behind Debian's nginx with a round-robin upstream.
const nginxMissing = nginxUnavailableReason();
if (nginxMissing) console.warn(`Skipping the two-instance tests: ${nginxMissing}`);
const cluster = nginxMissing
  ? undefined
  : await startTestPostgres().catch((error: Error) => {
      console.warn(`Skipping the two-instance tests: ${error.message}`);
      return undefined;
    });
afterAll(() => cluster?.stop());

const ADMIN = { email: 'ops@builders.example', password: 'tamarind-crane-velvet-61' };
const OTP_SENDS_PER_ADDRESS = 20;
const phone = (n: number) => `97${String(30_000_000 + n).slice(-8)}`;

describe.skipIf(!cluster)('two server instances on one PostgreSQL behind nginx', () => {
  if (!cluster) return;
  let standIn: Msg91StandIn;
  let databaseUrl: string;
  let first: ServerProcess;
  let second: ServerProcess;
  let balancer: TestNginx;

  beforeAll(async () => {
    standIn = await startMsg91StandIn();
    databaseUrl = await cluster.createDatabase('two_instances');
    const options = {
      databaseUrl,
      env: {
        NODE_ENV: 'production',
        JWT_SECRET: '',
        TRUST_PROXY: '127.0.0.1',
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        SMS_PROVIDER: 'msg91',
        MSG91_AUTH_KEY: 'stand-in-key',
        MSG91_OTP_TEMPLATE_ID: 'otp-template',
        MSG91_API_URL: standIn.url,
      },
    };
    // One after the other: the first migrates and seeds, as in a rolling deployment.
    first = await startServerProcess(options);
    second = await startServerProcess(options);
    balancer = await startRoundRobinNginx([first.url, second.url]);
  }, 180_000);
  afterAll(async () => {
    await balancer?.stop();
    await first?.stop();
    await second?.stop();
    await standIn?.close();
  });

  /** Calls through nginx; answers the status and which instance answered. */
  async function throughBalancer(path: string, init: RequestInit): Promise<{ status: number; upstream: string | null }> {
    const response = await fetch(`${balancer.url}${path}`, init);
    await response.arrayBuffer();
    return { status: response.status, upstream: response.headers.get('x-upstream') };
  }

  const json = (body: unknown): RequestInit => ({ method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const form = (fields: Record<string, string>): RequestInit => ({ method: 'POST', body: new URLSearchParams(fields) });

  async function adminToken(server: ServerProcess): Promise<string> {
    const response = await fetch(`${server.url}/api/v1/admin/login`, json(ADMIN));
    expect(response.status).toBe(200);
    return ((await response.json()) as { access_token: string }).access_token;
  }

  it(`allows ${OTP_SENDS_PER_ADDRESS} OTP sends per address across both instances, not ${OTP_SENDS_PER_ADDRESS} each`, async () => {
    const answers = [];
    for (let n = 1; n <= OTP_SENDS_PER_ADDRESS + 1; n++) answers.push(await throughBalancer('/api/v1/users/otp/send', json({ phone: phone(n) })));
    expect(new Set(answers.map((answer) => answer.upstream)).size).toBe(2);
    expect(answers.slice(0, OTP_SENDS_PER_ADDRESS).map((answer) => answer.status)).toEqual(Array(OTP_SENDS_PER_ADDRESS).fill(200));
    expect(answers.at(-1)?.status).toBe(429);
    expect(standIn.received).toHaveLength(OTP_SENDS_PER_ADDRESS);
  });

  it('sends one OTP code to a phone of 12 asked for at once through both instances (one per 30 seconds)', async () => {
    const before = standIn.received.length;
    // From another client address (nginx passes it on in X-Forwarded-For): the first test used up this one's sends.
    const ask = () =>
      throughBalancer('/api/v1/users/otp/send', {
        ...json({ phone: phone(99) }),
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.9' },
      });
    const answers = await Promise.all(Array.from({ length: 12 }, ask));
    expect(new Set(answers.map((answer) => answer.upstream)).size).toBe(2);
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(11);
    expect(standIn.received.length - before).toBe(1);
  });

  it(`compares ${LOGIN_FAILURES_ALLOWED} wrong passwords per account across both instances, then refuses`, async () => {
    const wrong = () => throughBalancer('/api/v1/users/login', form({ username: '9000000777', password: 'not-the-password' }));
    const answers = [];
    for (let n = 1; n <= LOGIN_FAILURES_ALLOWED + 1; n++) answers.push(await wrong());
    expect(new Set(answers.map((answer) => answer.upstream)).size).toBe(2);
    expect(answers.slice(0, LOGIN_FAILURES_ALLOWED).map((answer) => answer.status)).toEqual(Array(LOGIN_FAILURES_ALLOWED).fill(401));
    expect(answers.at(-1)?.status).toBe(429);
  });

  it('accepts on one instance the token the other issued, without JWT_SECRET', async () => {
    for (const [issuer, checker] of [
      [first, second],
      [second, first],
    ] as const) {
      const token = await adminToken(issuer);
      const response = await fetch(`${checker.url}/api/v1/admin/real-estate`, { headers: { authorization: `Bearer ${token}` } });
      expect(response.status).toBe(200);
    }
  });

  it('serves from one instance the product photo uploaded through the other', async () => {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    const { rows } = await client.query<{ id: number }>('select id from products order by id limit 1').finally(() => client.end());
    const photo = await sharp({ create: { width: 320, height: 240, channels: 3, background: '#c0392b' } })
      .jpeg()
      .toBuffer();
    const upload = new FormData();
    upload.append('image', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'brick.jpg');
    const added = await fetch(`${first.url}/api/v1/admin/products/${rows[0]!.id}/images`, {
      method: 'POST',
      headers: { authorization: `Bearer ${await adminToken(first)}` },
      body: upload,
    });
    expect(added.status).toBe(201);
    const { src } = (await added.json()) as { src: string };
    const served = await fetch(new URL(src, second.url));
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toMatch(/^image\//);
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).width).toBe(320);
  });

  it('serves from one instance the real-estate image submitted through the other', async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#2e86c1' } })
      .png()
      .toBuffer();
    const submission = new FormData();
    submission.append('project_name', 'Twin Towers Layout');
    submission.append('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'site.png');
    const submitted = await fetch(`${second.url}/api/v1/real-estate/listings`, { method: 'POST', body: submission });
    expect(submitted.status).toBe(201);
    const { id } = (await submitted.json()) as { id: number };
    const image = await fetch(`${first.url}/api/v1/admin/real-estate/${id}/image`, { headers: { authorization: `Bearer ${await adminToken(first)}` } });
    expect(image.status).toBe(200);
    expect(Buffer.from(await image.arrayBuffer())).toEqual(png);
  });

  it('keeps one JWT secret per database however many instances offer theirs at once', async () => {
    const opened = await openDatabase({ databaseUrl: await cluster.createDatabase('secret_race'), poolSize: 8 });
    try {
      const secrets = await Promise.all(Array.from({ length: 8 }, (_, n) => sharedJwtSecret(opened.db, `candidate-${n}`)));
      expect(new Set(secrets).size).toBe(1);
      expect(secrets[0]).toMatch(/^candidate-\d$/);
    } finally {
      await opened.close();
    }
  });
});

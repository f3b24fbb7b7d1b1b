import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { startTestPostgres } from '../db/testing/postgres.ts';
import { lastCodeSent, startMsg91StandIn, type Msg91StandIn } from '../testing/msg91StandIn.ts';
import { refusedServerStart, startServerProcess, type ServerProcess } from '../testing/serverProcess.ts';
import { INSTANCE_MESSAGES } from './bootstrap.ts';
import { UNCONFIGURED_COMPANY } from '../site/company.ts';

// Issue 23, item 1 and "Done when": every fresh database got the demo buyer, seller and admin
// (admin@nirmaan.test / admin1234), also one started with its own ADMIN_EMAIL. Now a production
// start (NODE_ENV=production) on PostgreSQL has exactly the one admin it was given, no outbox, no
// password anywhere, and sends OTP codes to the configured provider (here a stand-in for MSG91).
const cluster = await startTestPostgres().catch((error: Error) => {
  console.warn(`Skipping the production-mode start tests: ${error.message}`);
  return undefined;
});
afterAll(() => cluster?.stop());

const ADMIN = { email: 'ops@builders.example', password: 'tamarind-crane-velvet-61' };

async function accountCount(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      'select (select count(*) from users) + (select count(*) from sellers) + (select count(*) from admins) as n',
    );
    return Number(rows[0]!.n);
  } finally {
    await client.end();
  }
}

describe.skipIf(!cluster)('a production start on PostgreSQL', () => {
  if (!cluster) return;
  let standIn: Msg91StandIn;
  let server: ServerProcess;
  let databaseUrl: string;

  beforeAll(async () => {
    standIn = await startMsg91StandIn();
    databaseUrl = await cluster.createDatabase('production_start');
    server = await startServerProcess({
      databaseUrl,
      env: {
        NODE_ENV: 'production',
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        SMS_PROVIDER: 'msg91',
        MSG91_AUTH_KEY: 'stand-in-key',
        MSG91_OTP_TEMPLATE_ID: 'otp-template',
        MSG91_API_URL: standIn.url,
      },
    });
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    await standIn?.close();
  });

  const call = async (path: string, init: RequestInit = {}) => {
    const response = await fetch(`${server.url}${path}`, init);
    const text = await response.text();
    return { status: response.status, text, body: text ? (JSON.parse(text) as Record<string, unknown>) : null };
  };
  const json = (body: unknown): RequestInit => ({ method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

  it('has exactly one account, the configured admin, who can sign in; the demo accounts cannot', async () => {
    expect(server.output()).toContain('production mode');
    expect(await accountCount(databaseUrl)).toBe(1);
    expect((await call('/api/v1/admin/login', json(ADMIN))).status).toBe(200);
    expect((await call('/api/v1/admin/login', json({ email: 'admin@nirmaan.test', password: 'admin1234' }))).status).toBe(401);
    const demoBuyer = await call('/api/v1/users/login', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'username=9876543210&password=demo1234',
    });
    expect(demoBuyer.status).toBe(401);
    // The catalogue is there for sellers to list; no invented seller is.
    expect(((await call('/api/v1/categories/')).body as unknown as unknown[]).length).toBeGreaterThan(0);
  });

  it('has no outbox and shows no password: the site says production with no demo accounts', async () => {
    expect((await call('/api/v1/dev/outbox?phone=%2B919876543210')).status).toBe(404);
    const site = await call('/api/v1/site');
    expect(site.body).toMatchObject({ mode: 'production', company: UNCONFIGURED_COMPANY, demo_accounts: [], otp_sign_in: true });
    expect(site.text).not.toMatch(/demo1234|admin1234/);
  });

  it('sends OTP codes to the configured provider, and the code the phone received signs in', async () => {
    const send = await call('/api/v1/users/otp/send', json({ phone: '9000000501' }));
    expect(send.status).toBe(200);
    const request = standIn.received.at(-1)!;
    expect(request.headers.authkey).toBe('stand-in-key');
    expect(request.body).toMatchObject({ template_id: 'otp-template', recipients: [{ mobiles: '919000000501' }] });
    const verify = await call('/api/v1/users/otp/verify', json({ phone: '9000000501', code: lastCodeSent(standIn) }));
    expect(verify.status).toBe(200);
    const signup = await call(
      '/api/v1/users/firebase-register',
      json({
        phone: '+919000000501',
        firebase_uid: verify.body!.verification_token,
        password: 'secret123',
        first_name: 'Lakshmi',
        last_name: 'N',
        email: 'lakshmi@example.com',
      }),
    );
    expect(signup.status).toBe(201);
    expect(await accountCount(databaseUrl)).toBe(2);
  });
});

describe.skipIf(!cluster)('databases and modes that do not go together', () => {
  if (!cluster) return;

  it('production refuses a database that a demo start filled (it holds the published demo passwords)', async () => {
    const databaseUrl = await cluster.createDatabase('demo_then_production');
    const demo = await startServerProcess({ databaseUrl });
    await demo.stop();
    const refused = await refusedServerStart({ databaseUrl, env: { NODE_ENV: 'production', ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password } });
    expect(refused.code).toBe(1);
    expect(refused.output).toContain(`Nirmaan cannot start: ${INSTANCE_MESSAGES.demoDatabaseInProduction}`);
    expect(refused.output).not.toMatch(/\n\s+at /);
  }, 120_000);

  it('demo mode refuses a production database, and production refuses to start without an admin', async () => {
    const databaseUrl = await cluster.createDatabase('production_then_demo');
    const noAdmin = await refusedServerStart({ databaseUrl, env: { NODE_ENV: 'production' } });
    expect(noAdmin.output).toContain(INSTANCE_MESSAGES.noAdmin);
    const production = await startServerProcess({ databaseUrl, env: { NODE_ENV: 'production', ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password } });
    await production.stop();
    // A later production start needs no ADMIN_PASSWORD any more: the admin exists.
    const again = await startServerProcess({ databaseUrl, env: { NODE_ENV: 'production' } });
    await again.stop();
    const demo = await refusedServerStart({ databaseUrl });
    expect(demo.output).toContain(INSTANCE_MESSAGES.productionDatabaseInDemo);
    expect(await accountCount(databaseUrl)).toBe(1);
  }, 120_000);

  it('production refuses a weak ADMIN_PASSWORD before touching the database', async () => {
    const databaseUrl = await cluster.createDatabase('weak_admin');
    const refused = await refusedServerStart({ databaseUrl, env: { NODE_ENV: 'production', ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: 'admin1234' } });
    expect(refused.output).toContain('Nirmaan cannot start: ADMIN_PASSWORD must be at least 12 characters');
    expect(await accountCount(databaseUrl).catch(() => 0)).toBe(0);
  }, 60_000);
});

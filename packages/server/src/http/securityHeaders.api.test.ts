import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import type { OpenedDatabase } from '../db/database.ts';
import { DevOutboxGateway } from '../sms/smsGateway.ts';
import { TEST_CONFIG } from '../testing/testServer.ts';
import { openTestDatabase } from '../testing/testDatabase.ts';
import { temporaryDirectory } from '../testing/temporaryDirectory.ts';

/** A Content-Security-Policy header as directive → sources. */
function policyOf(response: LightMyRequestResponse): Map<string, string[]> {
  const header = String(response.headers['content-security-policy'] ?? '');
  expect(header, 'Content-Security-Policy').not.toBe('');
  return new Map(
    header
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
}

const PARTNER = 'https://dealer.example';

let app: FastifyInstance;
let database: OpenedDatabase;

beforeAll(async () => {
  const root = temporaryDirectory('nirmaan-headers-');
  const dirs = { hostApp: join(root, 'app'), embed: join(root, 'embed'), examples: join(root, 'examples') };
  for (const dir of Object.values(dirs)) mkdirSync(dir);
  writeFileSync(join(dirs.hostApp, 'index.html'), '<!doctype html><title>Nirmaan</title><script type="module" src="/assets/index.js"></script>');
  writeFileSync(join(dirs.embed, 'embed.js'), 'export {};');
  writeFileSync(join(dirs.examples, 'dealer-site.html'), '<!doctype html><title>Dealer</title>');
  database = await openTestDatabase();
  app = await buildApp({ context: { db: database.db, config: TEST_CONFIG, sms: new DevOutboxGateway(() => {}) }, staticRoots: dirs });
}, 60_000);

afterAll(async () => {
  await app.close();
  await database.close();
});

const page = (url: string) => app.inject({ url, headers: { accept: 'text/html' } });

describe('security headers on the host app', () => {
  it.each(['/', '/products', '/labour-force-calculator', '/toolkit'])('%s: a CSP without inline scripts, framed only by the site itself', async (url) => {
    const response = await page(url);
    expect(response.statusCode).toBe(200);
    const policy = policyOf(response);
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('script-src-attr')).toEqual(["'none'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'self'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    // Map tiles and product pictures are https images; the geocoder and the video player are named.
    expect(policy.get('img-src')).toEqual(expect.arrayContaining(["'self'", 'data:', 'https:']));
    expect(policy.get('connect-src')).toEqual(["'self'", 'https://nominatim.openstreetmap.org']);
    expect(policy.get('frame-src')).toEqual(['https://www.youtube-nocookie.com']);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('never allows inline or eval scripts anywhere in the policy', async () => {
    const header = String((await page('/')).headers['content-security-policy']);
    const scriptSources = [...policyOf(await page('/')).entries()].filter(([name]) => name.startsWith('script-src')).flatMap(([, sources]) => sources);
    expect(scriptSources).not.toContain("'unsafe-inline'");
    expect(scriptSources).not.toContain("'unsafe-eval'");
    expect(header).not.toContain('upgrade-insecure-requests');
  });

  it('the API explorer gets the same policy', async () => {
    const response = await page('/api/docs/');
    expect(response.statusCode).toBe(200);
    expect(policyOf(response).get('script-src')).toEqual(["'self'"]);
  });
});

describe('security headers on the API, the embed script and the example pages', () => {
  it('API answers: nothing may run or be framed, but partner pages may read them', async () => {
    const response = await app.inject('/api/v1/health');
    expect(response.statusCode).toBe(200);
    const policy = policyOf(response);
    expect(policy.get('default-src')).toEqual(["'none'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
  });

  it('errors carry the headers too', async () => {
    const response = await app.inject('/api/v1/cart/');
    expect(response.statusCode).toBe(401);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(policyOf(response).get('default-src')).toEqual(["'none'"]);
  });

  it('the embed script is loadable by any partner page (CORS *, cross-origin resource policy)', async () => {
    const response = await app.inject('/embed/embed.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it("example partner pages allow the partner's inline configuration snippet and nothing more", async () => {
    const response = await page('/examples/dealer-site.html');
    expect(response.statusCode).toBe(200);
    const policy = policyOf(response);
    expect(policy.get('script-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('CORS: partner origins call the API without credentials', () => {
  it('a GET from a foreign origin may be read, and credentials are never allowed', async () => {
    const response = await app.inject({ url: '/api/v1/health', headers: { origin: PARTNER } });
    expect(response.statusCode).toBe(200);
    expect([PARTNER, '*']).toContain(response.headers['access-control-allow-origin']);
    expect(response.headers['access-control-allow-credentials']).not.toBe('true');
    expect(String(response.headers.vary ?? '')).toMatch(/origin/i);
  });

  it('an error answer is readable too, so the widget can show its message', async () => {
    const response = await app.inject({ url: '/api/v1/cart/', headers: { origin: PARTNER } });
    expect(response.statusCode).toBe(401);
    expect([PARTNER, '*']).toContain(response.headers['access-control-allow-origin']);
    expect(response.headers['access-control-allow-credentials']).not.toBe('true');
  });

  it('a preflight for a bearer-token JSON POST is allowed, without credentials', async () => {
    const response = await app.inject({
      method: 'OPTIONS',
      url: '/api/v1/cart/add',
      headers: { origin: PARTNER, 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization, content-type' },
    });
    expect(response.statusCode).toBe(204);
    expect([PARTNER, '*']).toContain(response.headers['access-control-allow-origin']);
    expect(String(response.headers['access-control-allow-methods'])).toContain('POST');
    const allowedHeaders = String(response.headers['access-control-allow-headers']).toLowerCase();
    expect(allowedHeaders).toContain('authorization');
    expect(allowedHeaders).toContain('content-type');
    expect(response.headers['access-control-allow-credentials']).not.toBe('true');
  });

  it('sets no cookie: the API authenticates by bearer token only', async () => {
    const responses = await Promise.all([
      app.inject('/api/v1/health'),
      page('/'),
      app.inject({ method: 'POST', url: '/api/v1/admin/login', payload: { email: 'nobody@example.com', password: 'x' } }),
    ]);
    for (const response of responses) expect(response.headers['set-cookie']).toBeUndefined();
  });
});

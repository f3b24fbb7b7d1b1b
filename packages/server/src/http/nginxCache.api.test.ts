import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../db/seed/index.ts';
import { nginxUnavailableReason, startNginx, type TestNginx } from '../testing/nginx.ts';
import { createSeller, listProduct, someProducts } from '../testing/sellerFixtures.ts';
import { createBuyer } from '../testing/shopFixtures.ts';
import { startTestServer, type TestServer } from '../testing/testServer.ts';
import { PRIVATE_CACHE, PUBLIC_CACHE } from './publicReads.ts';

// Issue 30: deploy/nginx.conf, as operators use it, in front of the real server. Debian's nginx
// (scripts/ensure-nginx.sh installs it in CI); skipped with a warning where it is missing.

const CONFIG = fileURLToPath(new URL('../../../../deploy/nginx.conf', import.meta.url));
const missing = nginxUnavailableReason();
if (missing) console.warn(`Skipping the nginx cache tests: ${missing}`);

/** deploy/nginx.conf with the three things an operator changes set for this test; each must be there once. */
function siteConfig(upstream: string, port: number, cacheDir: string): string {
  let text = readFileSync(CONFIG, 'utf8');
  for (const [from, to] of [
    ['server 127.0.0.1:3000;', `server ${upstream};`],
    ['listen 8080;', `listen 127.0.0.1:${port};`],
    ['/var/cache/nginx/nirmaan', cacheDir],
  ] as const) {
    expect(text.split(from), `deploy/nginx.conf should say ${from} once`).toHaveLength(2);
    text = text.replace(from, to);
  }
  return text;
}

/** nginx's own main configuration around the site file, everything in `dir`. */
function mainConfig(dir: string): string {
  const temp = (name: string) => `${name}_temp_path ${join(dir, 'temp', name)};`;
  return `daemon off;
worker_processes 1;
pid ${join(dir, 'nginx.pid')};
${process.getuid?.() === 0 ? 'user root;' : ''}
events { worker_connections 64; }
http {
  log_format upstream '$request_uri $upstream_cache_status $upstream_status';
  access_log ${join(dir, 'access.log')} upstream;
  # nginx revalidates in a background subrequest (proxy_cache_background_update): log those too.
  log_subrequest on;
  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n  ')}
  include ${join(dir, 'nirmaan.conf')};
}
`;
}

describe.skipIf(missing)('deploy/nginx.conf in front of the server', () => {
  let server: TestServer;
  let nginx: TestNginx & { dir: string };
  let dir: string;
  let base: string;

  beforeAll(async () => {
    server = await startTestServer();
    await seedDemoData(server.db);
    nginx = await startNginx((nginxDir, port) => {
      mkdirSync(join(nginxDir, 'temp'));
      writeFileSync(join(nginxDir, 'nirmaan.conf'), siteConfig(new URL(server.url).host, port, join(nginxDir, 'cache')));
      writeFileSync(join(nginxDir, 'nginx.conf'), mainConfig(nginxDir));
    });
    ({ dir, url: base } = nginx);
  }, 90_000);

  afterAll(async () => {
    await nginx?.stop();
    await server?.close();
  });

  const get = async (path: string, token?: string) => {
    const response = await fetch(`${base}${path}`, token ? { headers: { authorization: `Bearer ${token}` } } : {});
    return { status: response.status, cache: response.headers.get('x-cache-status'), headers: response.headers, body: await response.json() };
  };

  it('answers the second anonymous request from its cache', async () => {
    const first = await get('/api/v1/products/?limit=12');
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe(PUBLIC_CACHE);
    expect(first.cache).toBe('MISS');
    const second = await get('/api/v1/products/?limit=12');
    expect(second.cache).toBe('HIT');
    expect(second.body).toEqual(first.body);
  });

  it('never answers a request with a token from the cache, nor stores its answer', async () => {
    const buyer = await createBuyer(server.db);
    await get('/api/v1/categories/');
    expect((await get('/api/v1/categories/')).cache).toBe('HIT');
    for (let round = 0; round < 2; round++) {
      const signedIn = await get('/api/v1/categories/', buyer.token);
      expect(signedIn.status).toBe(200);
      expect(signedIn.cache).toBe('BYPASS');
      expect(signedIn.headers.get('cache-control')).toBe(PRIVATE_CACHE);
    }
    expect((await get('/api/v1/users/me', buyer.token)).cache).toBe('BYPASS');
  });

  it('revalidates a stored answer with the server (304) once it is older than s-maxage, then serves the new price after a change', async () => {
    const seller = await createSeller(server.db);
    const [product] = await someProducts(server.db, 1, 3);
    const listing = await listProduct(server, seller, product!.id, { price: 700 });
    const path = `/api/v1/products/${product!.id}/listings`;
    const priceOf = (body: Array<{ id: number; price: number }>) => body.find((row) => row.id === listing.id)?.price;
    expect(priceOf((await get(path)).body)).toBe(700);
    expect((await get(path)).cache).toBe('HIT');
    // Past s-maxage (10 s) nginx asks the server with If-None-Match; nothing changed: a 304.
    const revalidated = new RegExp(`^${path} \\S+ 304$`, 'm');
    const upstream304 = () => revalidated.test(readFileSync(join(dir, 'access.log'), 'utf8'));
    for (let tries = 0; tries < 120 && !upstream304(); tries++) {
      expect(priceOf((await get(path)).body)).toBe(700);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(readFileSync(join(dir, 'access.log'), 'utf8')).toMatch(revalidated);

    const changed = await fetch(`${base}/api/v1/sellers/me/listings/${listing.id}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${seller.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ price: 715 }),
    });
    expect(changed.status).toBe(200);
    // The stored copy is kept s-maxage (10 s), then revalidated: the old ETag no longer matches.
    const seen: string[] = [];
    let fresh: Awaited<ReturnType<typeof get>> | undefined;
    for (let tries = 0; tries < 120 && !fresh; tries++) {
      const answer = await get(path);
      seen.push(`${answer.cache}:${priceOf(answer.body)}`);
      if (priceOf(answer.body) === 715) fresh = answer;
      else await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(fresh, seen.join(' ')).toBeDefined();
    expect(['HIT', 'EXPIRED', 'REVALIDATED']).toContain(fresh!.cache);
    expect(seen.every((entry) => !entry.startsWith('BYPASS') && !entry.startsWith('MISS'))).toBe(true);
  }, 90_000);
});

import { writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { seedDemoData } from '../db/seed/index.ts';
import { DevOutboxGateway } from '../sms/smsGateway.ts';
import { hostAppFixtureRoots } from '../testing/hostAppFixtures.ts';
import { createSeller, listProduct, someProducts } from '../testing/sellerFixtures.ts';
import { createBuyer } from '../testing/shopFixtures.ts';
import { openTestDatabase } from '../testing/testDatabase.ts';
import { startTestServer, TEST_CONFIG, type TestServer } from '../testing/testServer.ts';
import { watchCatalogueVersion } from './catalogueVersion.ts';
import { HASHED_ASSET_CACHE, PAGE_CACHE } from './hostApp.ts';
import { ERROR_CACHE, etagOf, matchesEtag, PRIVATE_CACHE, PUBLIC_CACHE, PUBLIC_READ_ROUTES, PUBLIC_VARY, publicReadOf } from './publicReads.ts';

// Issue 30, HTTP caching: the public reads are cacheable by anyone, revalidated by a weak ETag made
// of the catalogue version, answered 304 without the database; answers with a token are never stored.

const PARTNER = 'https://partner.example';
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
  await seedDemoData(server.db);
}, 60_000);
afterAll(() => server?.close());

const get = (path: string, headers: Record<string, string> = {}, token?: string) =>
  server.call('GET', `/api/v1${path}`, { headers, ...(token ? { token } : {}) });

describe('anonymous public reads', () => {
  it('are public for shared caches, with a weak ETag, ACAO * and no Vary: Origin', async () => {
    const response = await get('/products/?limit=12', { origin: PARTNER });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe(PUBLIC_CACHE);
    expect(PUBLIC_CACHE).toMatch(/^public, max-age=0, s-maxage=\d+$/);
    expect(response.headers.get('cdn-cache-control')).toMatch(/^public, max-age=\d+, stale-while-revalidate=\d+$/);
    expect(response.headers.get('etag')).toMatch(/^W\/"[0-9]+\.[0-9]+"$/);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('vary')).toBe(PUBLIC_VARY);
    expect(response.headers.get('access-control-expose-headers')).toContain('x-total-count');
    expect(response.headers.get('access-control-expose-headers')).toContain('x-matched-words');
  });

  it('answer a matching If-None-Match with 304 and the same headers, and a stale one with 200', async () => {
    const first = await get('/categories/');
    const etag = first.headers.get('etag')!;
    const revalidated = await get('/categories/', { 'if-none-match': etag, origin: PARTNER });
    expect(revalidated.status).toBe(304);
    expect(revalidated.body).toBeNull();
    expect(revalidated.headers.get('etag')).toBe(etag);
    expect(revalidated.headers.get('cache-control')).toBe(PUBLIC_CACHE);
    expect(revalidated.headers.get('access-control-allow-origin')).toBe('*');
    const stale = await get('/categories/', { 'if-none-match': 'W/"1.1"' });
    expect(stale.status).toBe(200);
    expect(stale.body.length).toBeGreaterThan(0);
  });

  it('get a new ETag and fresh data once a seller changes a price', async () => {
    const seller = await createSeller(server.db);
    const [product] = await someProducts(server.db, 1);
    const listing = await listProduct(server, seller, product!.id, { price: 500 });
    const before = await get(`/products/${product!.id}/listings`);
    const etag = before.headers.get('etag')!;
    expect((await get(`/products/${product!.id}/listings`, { 'if-none-match': etag })).status).toBe(304);

    const changed = await server.call('PUT', `/api/v1/sellers/me/listings/${listing.id}`, { token: seller.token, json: { price: 512.5 } });
    expect(changed.status).toBe(200);
    const after = await get(`/products/${product!.id}/listings`, { 'if-none-match': etag });
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(etag);
    expect(after.body.find((row: { id: number }) => row.id === listing.id).price).toBe(512.5);
  });

  it('never store an error', async () => {
    const missing = await get('/products/99999999');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('cache-control')).toBe(ERROR_CACHE);
    expect(missing.headers.get('etag')).toBeNull();
    const bad = await get('/products/?limit=-4');
    expect(bad.status).toBe(422);
    expect(bad.headers.get('cache-control')).toBe(ERROR_CACHE);
  });

  it('give the price board an ETag of its own hour', async () => {
    const products = await get('/products/?limit=1');
    const board = await get('/price-board/');
    expect(board.status).toBe(200);
    expect(board.headers.get('etag')).toBe(`${products.headers.get('etag')!.slice(0, -1)}.${Math.floor(Date.now() / 3_600_000)}"`);
  });

  it('are every route the table names', async () => {
    const gets = new Set(server.routes.filter((route) => [route.method].flat().includes('GET')).map((route) => route.url.replace(/\/$/, '')));
    for (const path of Object.keys(PUBLIC_READ_ROUTES)) expect(gets, path).toContain(`/api/v1${path}`);
  });
});

describe('reads with a token', () => {
  it('are private and never stored, without an ETag, even with a matching If-None-Match', async () => {
    const buyer = await createBuyer(server.db);
    const etag = (await get('/products/?limit=12')).headers.get('etag')!;
    const response = await get('/products/?limit=12', { 'if-none-match': etag }, buyer.token);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe(PRIVATE_CACHE);
    expect(response.headers.get('etag')).toBeNull();
    expect(response.headers.get('cdn-cache-control')).toBeNull();
    const own = await get('/users/me', {}, buyer.token);
    expect(own.status).toBe(200);
    expect(own.headers.get('cache-control')).toBe(PRIVATE_CACHE);
  });

  it('of other routes keep reflecting the origin', async () => {
    const buyer = await createBuyer(server.db);
    const cart = await get('/cart/', { origin: PARTNER }, buyer.token);
    expect(cart.headers.get('access-control-allow-origin')).toBe(PARTNER);
    expect(cart.headers.get('vary')).toMatch(/origin/i);
  });
});

describe('without the database', () => {
  it('a matching If-None-Match is answered 304 before any query; no ETag while the version is unknown', async () => {
    const database = await openTestDatabase();
    const catalogueVersion = await watchCatalogueVersion(database, undefined);
    const context = { db: database.db, config: TEST_CONFIG, sms: new DevOutboxGateway(() => {}) };
    const app = await buildApp({ context: { ...context, catalogueVersion } });
    const unknown = await buildApp({ context: { ...context, catalogueVersion: { current: () => null, close: async () => {} } } });
    try {
      const etag = (await app.inject({ url: '/api/v1/products/?limit=12' })).headers.etag as string;
      expect(etag).toMatch(/^W\//);
      expect((await unknown.inject({ url: '/api/v1/products/?limit=12' })).headers.etag).toBeUndefined();
      expect((await unknown.inject({ url: '/api/v1/products/?limit=12', headers: { 'if-none-match': etag } })).statusCode).toBe(200);

      await database.close();
      expect((await app.inject({ url: '/api/v1/products/?limit=12' })).statusCode).toBeGreaterThanOrEqual(500);
      expect((await app.inject({ url: '/api/v1/products/?limit=12', headers: { 'if-none-match': etag } })).statusCode).toBe(304);
    } finally {
      await app.close();
      await unknown.close();
      await catalogueVersion.close();
    }
  }, 30_000);
});

describe('PGlite copies of one template', () => {
  it('never share a version: a database made afresh from the template cannot revalidate an ETag of an earlier one', async () => {
    // Copies of one template have the same cluster identifier and count transactions from the same point.
    const versions: (string | null)[] = [];
    for (const _copy of [1, 2]) {
      const database = await openTestDatabase();
      const catalogueVersion = await watchCatalogueVersion(database, undefined);
      versions.push(catalogueVersion.current());
      await catalogueVersion.close();
      await database.close();
    }
    expect(versions[0]).toEqual(expect.any(String));
    expect(versions[1]).toEqual(expect.any(String));
    expect(versions[1]).not.toBe(versions[0]);
  }, 30_000);
});

describe('static files', () => {
  it('hashed host-app assets, embed chunks and fonts are immutable; pages and the embed loader are checked on use', async () => {
    const roots = hostAppFixtureRoots();
    mkdirSync(join(roots.embed, 'chunks'));
    mkdirSync(join(roots.embed, 'fonts'));
    writeFileSync(join(roots.embed, 'embed.js'), 'import("./chunks/ab12cd3.js");\n');
    writeFileSync(join(roots.embed, 'chunks', 'ab12cd3.js'), 'export {};\n');
    writeFileSync(join(roots.embed, 'fonts', 'noto-sans-tamil-tamil-400-normal-6b240e87.woff2'), 'wOF2');
    const app = await buildApp({ staticRoots: roots });
    try {
      expect((await app.inject({ url: '/assets/index-abc123.js' })).headers['cache-control']).toBe(HASHED_ASSET_CACHE);
      expect(HASHED_ASSET_CACHE).toBe('public, max-age=31536000, immutable');
      expect((await app.inject({ url: '/', headers: { accept: 'text/html' } })).headers['cache-control']).toBe(PAGE_CACHE);
      expect((await app.inject({ url: '/embed/chunks/ab12cd3.js' })).headers['cache-control']).toBe(HASHED_ASSET_CACHE);
      const font = await app.inject({ url: '/embed/fonts/noto-sans-tamil-tamil-400-normal-6b240e87.woff2' });
      expect(font.headers['cache-control']).toBe(HASHED_ASSET_CACHE);
      expect(font.headers['content-type']).toBe('font/woff2');
      expect((await app.inject({ url: '/embed/embed.js' })).headers['cache-control']).toBe(PAGE_CACHE);
    } finally {
      await app.close();
    }
  });
});

describe('the pure parts', () => {
  it('matches ETags weakly, in lists and with *', () => {
    expect(matchesEtag('W/"1.2"', 'W/"1.2"')).toBe(true);
    expect(matchesEtag('"1.2"', 'W/"1.2"')).toBe(true);
    expect(matchesEtag('W/"0.9", W/"1.2"', 'W/"1.2"')).toBe(true);
    expect(matchesEtag('*', 'W/"1.2"')).toBe(true);
    expect(matchesEtag('W/"1.3"', 'W/"1.2"')).toBe(false);
    expect(matchesEtag(undefined, 'W/"1.2"')).toBe(false);
  });

  it('knows the public reads by route and makes no ETag without a version', () => {
    expect(publicReadOf('/api/v1', '/api/v1/products/')).toBe('catalogue');
    expect(publicReadOf('/api/v1', '/api/v1/products')).toBe('catalogue');
    expect(publicReadOf('/api/v1', '/api/v1/cart/')).toBeUndefined();
    expect(publicReadOf('/api/v1', '/api/v1/constructor')).toBeUndefined();
    expect(etagOf('catalogue', null, 0)).toBeNull();
    expect(etagOf('none', '1.2', 0)).toBeNull();
    expect(etagOf('catalogue-hourly', '1.2', 7_200_000)).toBe('W/"1.2.2"');
  });
});

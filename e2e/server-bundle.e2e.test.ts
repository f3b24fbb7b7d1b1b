import { existsSync, readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../packages/server/src/accounts/bootstrap.ts';
import { SERVER_BUNDLE, startServerProcess, type ServerProcess } from '../packages/server/src/testing/serverProcess.ts';
import { addressBody } from '../packages/server/src/testing/shopFixtures.ts';

// What `npm start` runs is the server bundled into one file (rollup.server.config.mjs, issue 30's
// quick start), not the sources the other tests import. Everything the server finds on disk must
// still be found from there: the migrations and the template on an empty data directory, the host
// app, the embed script, the example pages, Swagger UI's files, the pincode table, pdfkit's fonts.

if (!existsSync(SERVER_BUNDLE)) throw new Error(`${SERVER_BUNDLE} is missing: run "npm run build" first.`);

let server: ServerProcess;
beforeAll(async () => {
  server = await startServerProcess({ bundle: true });
}, 120_000);
afterAll(() => server?.stop());

const get = (path: string) => fetch(`${server.url}${path}`, { headers: { accept: 'text/html,application/json' } });

describe('the bundled server on an empty data directory', () => {
  it('serves the host app, its hashed assets, the embed script and the example pages', async () => {
    const home = await get('/');
    expect(home.status).toBe(200);
    expect(await home.text()).toContain('<div id="root"');
    const asset = readdirSync('host-app/dist/assets').find((name) => name.endsWith('.js'))!;
    const script = await get(`/assets/${asset}`);
    expect(script.status).toBe(200);
    expect(script.headers.get('cache-control')).toContain('immutable');
    expect((await get('/assets/no-such-file.js')).status).toBe(404);
    expect((await get('/robots.txt')).status).toBe(200);
    expect((await get('/embed/embed.js')).status).toBe(200);
    expect((await get('/examples/dealer-site.html')).status).toBe(200);
  });

  it('answers the API from the migrated demo database, with prices for a pincode, and documents it', async () => {
    const products = await get('/api/v1/products/?limit=2&pincode=560001');
    expect(products.status).toBe(200);
    expect(await products.json()).toHaveLength(2);
    expect((await get('/api/docs/')).status).toBe(200);
    const document = (await (await get('/api/docs/json')).json()) as { paths: Record<string, unknown> };
    expect(Object.keys(document.paths).length).toBeGreaterThan(50);
  });

  it("gives the demo buyer an order's GST invoice as a PDF (pdfkit and its fonts, loaded at the first invoice)", async () => {
    const call = async (method: string, path: string, token: string | null, body?: unknown) => {
      const response = await fetch(`${server.url}/api/v1${path}`, {
        method,
        headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      });
      return { status: response.status, type: response.headers.get('content-type') ?? '', bytes: Buffer.from(await response.arrayBuffer()) };
    };
    const json = (answer: { bytes: Buffer }) => JSON.parse(answer.bytes.toString('utf8'));
    const signIn = await fetch(`${server.url}/api/v1/users/login`, {
      method: 'POST',
      body: new URLSearchParams({ username: DEMO_ACCOUNTS.buyer.phone, password: DEMO_ACCOUNTS.buyer.password }),
    });
    expect(signIn.status).toBe(200);
    const { access_token: token } = (await signIn.json()) as { access_token: string };
    const address = await call('POST', '/addresses/', token, addressBody());
    expect(address.status).toBe(201);
    // A listing of a seller who delivers to the demo buyer's place (the cart refuses the others).
    const products = json(await call('GET', '/products/?limit=12', null)) as Array<{ id: number }>;
    const listings = await Promise.all(
      products.map(async (product) => json(await call('GET', `/products/${product.id}/listings`, null)) as Array<{ id: number }>),
    );
    let added = false;
    for (const listing of listings.flat()) added ||= (await call('POST', '/cart/add', token, { listing_id: listing.id, quantity: 1 })).status === 200;
    expect(added).toBe(true);
    const placed = await call('POST', `/cart/checkout?shipping_address_id=${json(address).id}`, token);
    expect(placed.status).toBe(201);
    const [orderId] = json(placed).order_ids as number[];
    const invoice = await call('GET', `/orders/${orderId}/invoice.pdf`, token);
    expect(invoice.status).toBe(200);
    expect(invoice.type).toBe('application/pdf');
    expect(invoice.bytes.subarray(0, 5).toString()).toBe('%PDF-');
  });
});

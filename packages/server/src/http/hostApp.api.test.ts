import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import type { OpenedDatabase } from '../db/database.ts';
import { products } from '../db/schema.ts';
import { seedDemoData } from '../db/seed/index.ts';
import { DEMO_COMPANY } from '../site/company.ts';
import { countSiteFigures } from '../site/siteFigures.ts';
import { DevOutboxGateway } from '../sms/smsGateway.ts';
import { ENTRY_SCRIPT_PATH, hostAppIndexHtml } from '../testing/hostAppFixtures.ts';
import { TEST_CONFIG } from '../testing/testServer.ts';
import { siteHead } from '../site/siteHead.ts';
import { HASHED_ASSET_CACHE, PAGE_CACHE } from './hostApp.ts';
import { withPageHead } from './pageHead.ts';
import { openTestDatabase } from '../testing/testDatabase.ts';
import { temporaryDirectory } from '../testing/temporaryDirectory.ts';

const INDEX_HTML = hostAppIndexHtml();
const ENTRY_SCRIPT = `export const app = ${JSON.stringify('x'.repeat(4000))};\n`;

let app: FastifyInstance;
let database: OpenedDatabase;

beforeAll(async () => {
  const root = temporaryDirectory('nirmaan-host-app-');
  const dirs = { hostApp: join(root, 'app'), embed: join(root, 'embed'), examples: join(root, 'examples') };
  for (const dir of Object.values(dirs)) mkdirSync(dir);
  mkdirSync(join(dirs.hostApp, 'assets'));
  writeFileSync(join(dirs.hostApp, 'index.html'), INDEX_HTML);
  writeFileSync(join(dirs.hostApp, 'robots.txt'), 'User-agent: *\nDisallow: /admin/\n');
  // What host-app/precompress.ts writes next to each built file.
  writeFileSync(join(dirs.hostApp, `.${ENTRY_SCRIPT_PATH}`), ENTRY_SCRIPT);
  writeFileSync(join(dirs.hostApp, `.${ENTRY_SCRIPT_PATH}.br`), brotliCompressSync(ENTRY_SCRIPT));
  writeFileSync(join(dirs.hostApp, `.${ENTRY_SCRIPT_PATH}.gz`), gzipSync(ENTRY_SCRIPT));
  database = await openTestDatabase();
  await seedDemoData(database.db);
  app = await buildApp({ context: { db: database.db, config: TEST_CONFIG, sms: new DevOutboxGateway(() => {}) }, staticRoots: dirs });
}, 60_000);

afterAll(async () => {
  await app.close();
  await database.close();
});

const page = (url: string, encoding = 'identity') => app.inject({ url, headers: { accept: 'text/html', 'accept-encoding': encoding } });
const api = async (url: string) => (await app.inject({ url: `/api/v1${url}` })).json();

const titleOf = (html: string) => html.match(/<title>([\s\S]*?)<\/title>/)?.[1];
const descriptionOf = (html: string) => html.match(/<meta name="description" content="([^"]*)"/)?.[1];
/** Each JSON-LD block of a page, parsed. */
const structuredDataOf = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) => JSON.parse(match[1]!));

interface ApiListing {
  price: number;
  stock_quantity: number;
  seller: { name: string } | null;
}

/** The first product of the catalogue that suppliers offer. */
async function offeredProduct(): Promise<{ id: number; name: string; master_sku: string; brand: string | null; listings: ApiListing[] }> {
  const items: Array<{ id: number; name: string; display_name: string | null; master_sku: string; brand: string | null; listing_count: number }> =
    await api('/products/?limit=50');
  const product = items.find((item) => item.listing_count > 1);
  if (!product) throw new Error('no product with listings in the demo data');
  return { ...product, name: product.display_name?.trim() || product.name, listings: await api(`/products/${product.id}/listings`) };
}

describe('a product page, as a crawler reads it (no scripts run)', () => {
  it("carries the product's title, a description with its lowest price, and schema.org Product data with the live offers", async () => {
    const product = await offeredProduct();
    const response = await page(`/products/${product.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = response.body;
    expect(titleOf(html)).toBe(`${product.name} — Nirmaan`);
    const lowest = Math.min(...product.listings.map((listing) => listing.price));
    expect(descriptionOf(html)).toContain(`₹${Math.round(lowest).toLocaleString('en-IN')} per`);
    expect(html).toContain(`<script type="module" crossorigin src="${ENTRY_SCRIPT_PATH}"></script>`);

    const [data] = structuredDataOf(html);
    expect(data).toMatchObject({ '@context': 'https://schema.org', '@type': 'Product', name: product.name, sku: product.master_sku });
    if (product.brand) expect(data.brand).toEqual({ '@type': 'Brand', name: product.brand });
    expect(data.offers).toMatchObject({ '@type': 'AggregateOffer', priceCurrency: 'INR', offerCount: product.listings.length, lowPrice: lowest.toFixed(2) });
    expect(data.offers.offers.map((offer: { price: string; seller: { name: string } }) => [offer.price, offer.seller.name])).toEqual(
      product.listings.map((listing) => [listing.price.toFixed(2), listing.seller?.name]),
    );
    for (const offer of data.offers.offers) expect(offer.availability).toMatch(/^https:\/\/schema\.org\/(InStock|LimitedAvailability|OutOfStock)$/);
  });

  it('keeps the host-app Content-Security-Policy (the JSON-LD block is data, not a script)', async () => {
    const product = await offeredProduct();
    const policy = String((await page(`/products/${product.id}`)).headers['content-security-policy']);
    expect(policy.split(';').filter((directive) => directive.startsWith('script-src'))).toEqual(["script-src 'self'", "script-src-attr 'none'"]);
  });

  it('a product name cannot close the JSON-LD block or inject markup', async () => {
    const product = await offeredProduct();
    const name = 'Cement </script><script>alert("x")</script><!-- "quoted" & more';
    await database.db.update(products).set({ displayName: name }).where(eq(products.id, product.id));
    try {
      const html = (await page(`/products/${product.id}`)).body;
      expect(html).not.toContain('<script>alert');
      expect(html).not.toContain('<!--');
      expect(titleOf(html)).toBe('Cement &lt;/script&gt;&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&lt;!-- &quot;quoted&quot; &amp; more — Nirmaan');
      const blocks = structuredDataOf(html);
      expect(blocks).toHaveLength(1);
      expect(blocks[0].name).toBe(name);
    } finally {
      await database.db.update(products).set({ displayName: null }).where(eq(products.id, product.id));
    }
  });

  it.each(['/products/99999999', '/products/abc', '/products/0'])('%s: 404 with the app, which shows its not-found state', async (url) => {
    const response = await page(url);
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain('<div id="root"></div>');
    expect(titleOf(response.body)).toBe('Product not found — Nirmaan');
    expect(structuredDataOf(response.body)).toEqual([]);
  });
});

/**
 * A page as the server sends it: index.html with the site's English title and description (the
 * product list's at /products) and the site's data block at the end of the head (its figures counted in the demo data).
 */
let SITE_BLOCK = '';
const servedPage = (url: string) => withPageHead(INDEX_HTML, siteHead(url, 'en')).replace('</head>', `  ${SITE_BLOCK}\n  </head>`);
let SERVED_INDEX_HTML = '';
beforeAll(async () => {
  SITE_BLOCK = `<script type="application/json" id="nirmaan-site">${JSON.stringify({
    mode: 'demo',
    company: DEMO_COMPANY,
    figures: await countSiteFigures(database.db),
    demo_accounts: [
      { role: 'Buyer', login: '9876543210', password: 'demo1234' },
      { role: 'Seller', login: 'demo.seller@nirmaan.test', password: 'demo1234' },
      { role: 'Admin', login: 'admin@nirmaan.test', password: 'admin1234' },
    ],
    otp_sign_in: true,
  })}</script>`;
  SERVED_INDEX_HTML = servedPage('/cart');
});

describe('other pages', () => {
  it.each(['/', '/products', '/cart', '/labour-force-calculator'])(
    '%s: the app with the site-wide title and description, checked on every visit',
    async (url) => {
      const response = await page(url);
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(servedPage(url));
      expect(response.headers['cache-control']).toBe(PAGE_CACHE);
    },
  );

  it("says the site's title and description in the language of Accept-Language, one description, with <html lang> to match", async () => {
    const tamil = await app.inject({ url: '/', headers: { accept: 'text/html', 'accept-language': 'ta-IN,ta;q=0.9,en;q=0.8' } });
    expect(tamil.body).toMatch(/^<!doctype html>\n<html lang="ta-IN">/);
    expect(titleOf(tamil.body)).toBe('Nirmaan — கட்டுமானப் பொருட்கள் சந்தை');
    expect(descriptionOf(tamil.body)).toMatch(/^பெங்களூரு, சென்னை, கோயம்புத்தூரில் சரிபார்க்கப்பட்ட சப்ளையர்களிடம்/);
    expect(tamil.body.match(/name="description"/g)).toHaveLength(1);
    expect(tamil.headers['content-language']).toBe('ta');
    expect(String(tamil.headers.vary).toLowerCase()).toContain('accept-language');

    const hindi = await app.inject({ url: '/products?search=cement', headers: { accept: 'text/html', 'accept-language': 'hi' } });
    expect(hindi.body).toContain('<html lang="hi-IN">');
    expect(titleOf(hindi.body)).toBe('उत्पाद — Nirmaan');
    expect(descriptionOf(hindi.body)).toBe('आपकी साइट के पास के जाँचे हुए सप्लायरों से सीमेंट, सरिया, रेत, ईंट और बहुत कुछ: उनके भाव और डिलीवरी चार्ज मिलाएँ।');
    expect(hindi.body.match(/name="description"/g)).toHaveLength(1);

    // A product's head is the catalogue's English words, and says so.
    const [product] = await database.db.select({ id: products.id }).from(products).limit(1);
    const productPage = await app.inject({ url: `/products/${product!.id}`, headers: { accept: 'text/html', 'accept-language': 'ta' } });
    expect(productPage.body).toContain('<html lang="en-IN">');
    expect(productPage.body.match(/name="description"/g)).toHaveLength(1);

    const english = await app.inject({ url: '/', headers: { accept: 'text/html', 'accept-language': 'fr' } });
    expect(english.body).toContain('<html lang="en-IN">');
    expect(descriptionOf(english.body)).toBe(
      'Compare cement, steel, sand and more from verified suppliers in Bangalore, Chennai and Coimbatore; see delivery charges before you order.',
    );
  });

  it("carries the site's mode as a data block, so the app knows it on its first paint", async () => {
    const response = await page('/login');
    expect(response.body).toContain(SITE_BLOCK);
  });

  it('pages are sent brotli- or gzip-compressed to browsers that accept it', async () => {
    const brotli = await page('/cart', 'gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(SERVED_INDEX_HTML);
    const gzip = await page('/cart', 'gzip;q=1, br;q=0');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(SERVED_INDEX_HTML);
    expect((await page('/cart')).headers['content-encoding']).toBeUndefined();
  });
});

describe('built files', () => {
  it("hashed files under /assets/ are cached for a year, and sent from the build's compressed copies", async () => {
    const brotli = await app.inject({ url: ENTRY_SCRIPT_PATH, headers: { 'accept-encoding': 'br, gzip' } });
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['cache-control']).toBe(HASHED_ASSET_CACHE);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(ENTRY_SCRIPT);
    const plain = await app.inject({ url: ENTRY_SCRIPT_PATH, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(ENTRY_SCRIPT);
  });

  it('robots.txt is served, and revalidated like the pages', async () => {
    const response = await app.inject('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('User-agent: *');
    expect(response.headers['cache-control']).toBe(PAGE_CACHE);
  });
});

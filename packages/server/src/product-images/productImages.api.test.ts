import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_IMAGE_MESSAGES as M } from '@nirmaan/core/pure';
import { seedReferenceData } from '../db/seed/index.ts';
import { createAdmin, type TestAdmin } from '../testing/adminFixtures.ts';
import { aPhoto, photoForm } from '../testing/imageFixtures.ts';
import { createSeller, listProduct, someProducts, type TestProduct, type TestSeller } from '../testing/sellerFixtures.ts';
import { startTestServer, type TestServer } from '../testing/testServer.ts';

let server: TestServer;
let admin: TestAdmin;
let sellerA: TestSeller;
let sellerB: TestSeller;
let product: TestProduct;
let otherProduct: TestProduct;
let photo: Buffer;

beforeAll(async () => {
  server = await startTestServer();
  await seedReferenceData(server.db);
  admin = await createAdmin(server.db);
  sellerA = await createSeller(server.db);
  sellerB = await createSeller(server.db);
  [product, otherProduct] = (await someProducts(server.db, 2)) as [TestProduct, TestProduct];
  await listProduct(server, sellerA, product.id);
  await listProduct(server, sellerB, otherProduct.id);
  photo = await aPhoto(1200, 900);
}, 60_000);
afterAll(() => server.close());

async function upload(path: string, token: string | undefined, form: FormData) {
  const response = await fetch(`${server.url}/api/v1${path}`, { method: 'POST', headers: token ? { authorization: `Bearer ${token}` } : {}, body: form });
  return { status: response.status, body: await response.json() };
}
const adminUpload = (productId: number, form: FormData) => upload(`/admin/products/${productId}/images`, admin.token, form);
const fileAt = (url: string) => fetch(`${server.url}${url}`);
/** Every URL of an image's srcsets, with its width. */
const srcsetEntries = (srcset: string) => srcset.split(', ').map((entry) => entry.split(' ') as [string, string]);

describe('uploading a product photo', () => {
  it('stores AVIF, WebP and JPEG at 160, 320, 640 and 960 px without the EXIF and GPS metadata, and the product answers carry it', async () => {
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const { status, body } = await adminUpload(product.id, photoForm(photo, { alt: 'A 50 kg bag of cement' }));
    expect(status, JSON.stringify(body)).toBe(201);
    expect(body).toMatchObject({ alt: 'A 50 kg bag of cement', width: 960, height: 720 });
    expect(body.sources.map((source: { type: string }) => source.type)).toEqual(['image/avif', 'image/webp']);
    const sets = { 'image/jpeg': body.srcset, 'image/avif': body.sources[0].srcset, 'image/webp': body.sources[1].srcset };
    for (const [type, srcset] of Object.entries(sets)) {
      const entries = srcsetEntries(srcset);
      expect(entries.map(([, width]) => width)).toEqual(['160w', '320w', '640w', '960w']);
      for (const [url, width] of entries) {
        const response = await fileAt(url);
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toBe(type);
        const metadata = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
        expect(metadata.width).toBe(Number.parseInt(width));
        expect(metadata.height).toBe((Number.parseInt(width) * 3) / 4);
        expect(metadata.exif).toBeUndefined();
        expect(metadata.xmp).toBeUndefined();
      }
    }
    expect(body.src).toMatch(/^\/api\/v1\/images\/[0-9a-f]{32}\.jpg$/);
    expect(srcsetEntries(body.srcset).find(([, width]) => width === '640w')?.[0]).toBe(body.src);

    const shown = await server.call('GET', `/api/v1/products/${product.id}`);
    expect(shown.body.images).toEqual([body]);
    expect(shown.body.image_url).toBe(body.src);
    const listed = await server.call('GET', `/api/v1/products?search=${encodeURIComponent(product.name)}&limit=100`);
    expect(listed.body.find((item: { id: number }) => item.id === product.id).images).toEqual([body]);
  });

  it('serves files at content-hashed URLs for a year, immutable, with an ETag that answers 304', async () => {
    const { body } = await adminUpload(product.id, photoForm(await aPhoto(400, 400)));
    const response = await fileAt(body.src);
    const etag = response.headers.get('etag');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(etag).toBe(`"${body.src.split('/').pop().split('.')[0]}"`);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    const again = await fetch(`${server.url}${body.src}`, { headers: { 'if-none-match': etag! } });
    expect(again.status).toBe(304);
    expect((await fileAt('/api/v1/images/0123456789abcdef0123456789abcdef.jpg')).status).toBe(404);
    expect((await fileAt('/api/v1/images/..%2F..%2Fetc%2Fpasswd')).status).toBe(422);
  });

  it('makes no size wider than the photo', async () => {
    const { status, body } = await adminUpload(otherProduct.id, photoForm(await aPhoto(500, 250)));
    expect(status).toBe(201);
    expect(body).toMatchObject({ width: 500, height: 250 });
    expect(srcsetEntries(body.srcset).map(([, width]) => width)).toEqual(['160w', '320w', '500w']);
  });

  it('tells the type by the content: HTML or an SVG with a script named .jpg is a 415, a cut-off JPEG a 422', async () => {
    const html = Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>');
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400"><script>alert(1)</script><rect width="400" height="400"/></svg>');
    for (const bytes of [html, svg]) {
      const refused = await adminUpload(product.id, photoForm(bytes, { name: 'cement.jpg', type: 'image/jpeg' }));
      expect(refused).toEqual({ status: 415, body: { detail: M.notAnImage } });
    }
    const cut = await adminUpload(product.id, photoForm(photo.subarray(0, 600)));
    expect(cut).toEqual({ status: 422, body: { detail: M.unreadable } });
    const tiny = await adminUpload(product.id, photoForm(await aPhoto(80, 80)));
    expect(tiny).toEqual({ status: 422, body: { detail: M.tooSmall } });
    const none = await adminUpload(product.id, photoForm(Buffer.alloc(0)));
    expect(none).toEqual({ status: 422, body: { detail: M.noFile } });
    const notForm = await server.call('POST', `/api/v1/admin/products/${product.id}/images`, { token: admin.token, json: { image: 'x' } });
    expect(notForm.status).toBe(415);
  });

  it('refuses a photo over 10 MB with a 413 and one over 40 megapixels with a 422', async () => {
    const huge = Buffer.concat([photo, Buffer.alloc(10 * 1024 * 1024)]);
    expect((await adminUpload(product.id, photoForm(huge))).status).toBe(413);
    const giant = await sharp({ create: { width: 8000, height: 6000, channels: 3, background: '#888' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(await adminUpload(product.id, photoForm(giant, { name: 'giant.png', type: 'image/png' }))).toEqual({
      status: 422,
      body: { detail: M.tooManyPixels },
    });
  });
});

describe('who may change a product photo', () => {
  it('lets a seller add photos only to products they list (403 otherwise, 404 for no such product), and remove only their own', async () => {
    const own = await upload(`/sellers/me/products/${product.id}/images`, sellerA.token, photoForm(await aPhoto(300, 300)));
    expect(own.status).toBe(201);
    expect(own.body.alt).toBe(product.name);
    expect(await upload(`/sellers/me/products/${otherProduct.id}/images`, sellerA.token, photoForm(photo))).toEqual({
      status: 403,
      body: { detail: M.notListed },
    });
    expect((await upload('/sellers/me/products/99999999/images', sellerA.token, photoForm(photo))).status).toBe(404);
    expect((await upload(`/admin/products/${product.id}/images`, sellerA.token, photoForm(photo))).status).toBe(403);
    expect((await upload(`/sellers/me/products/${product.id}/images`, undefined, photoForm(photo))).status).toBe(401);

    const adminList = (await server.call('GET', `/api/v1/admin/products/${product.id}/images`, { token: admin.token })).body;
    const adminImage = adminList[0];
    // The managing lists say what the caller may remove: an admin every photo, a seller the ones they added.
    expect(adminList.map((image: { removable: boolean }) => image.removable)).toEqual(adminList.map(() => true));
    const sellerList = (await server.call('GET', `/api/v1/sellers/me/products/${product.id}/images`, { token: sellerA.token })).body;
    expect(sellerList.map(({ id, removable }: { id: number; removable: boolean }) => [id, removable])).toEqual(
      adminList.map(({ id }: { id: number }) => [id, id === own.body.id]),
    );
    const removeAdmins = await server.call('DELETE', `/api/v1/sellers/me/products/${product.id}/images/${adminImage.id}`, { token: sellerA.token });
    expect(removeAdmins).toMatchObject({ status: 403, body: { detail: M.notYours } });
    const otherSellers = await server.call('DELETE', `/api/v1/sellers/me/products/${product.id}/images/${own.body.id}`, { token: sellerB.token });
    expect(otherSellers.status).toBe(403);
    const removed = await server.call('DELETE', `/api/v1/sellers/me/products/${product.id}/images/${own.body.id}`, { token: sellerA.token });
    expect(removed).toMatchObject({ status: 200, body: { id: own.body.id, detail: M.removed } });
    const images = (await server.call('GET', `/api/v1/products/${product.id}`)).body.images;
    expect(images.map((image: { id: number }) => image.id)).not.toContain(own.body.id);
  });

  it("lets an admin re-order, re-describe and remove photos; a removed photo's files are gone", async () => {
    const before = (await server.call('GET', `/api/v1/admin/products/${product.id}/images`, { token: admin.token })).body as Array<{ id: number; src: string }>;
    expect(before.length).toBeGreaterThanOrEqual(2);
    const reversed = before.map((image) => image.id).reverse();
    const reordered = await server.call('PUT', `/api/v1/admin/products/${product.id}/images/order`, { token: admin.token, json: { image_ids: reversed } });
    expect(reordered.status).toBe(200);
    expect(reordered.body.map((image: { id: number }) => image.id)).toEqual(reversed);
    expect((await server.call('GET', `/api/v1/products/${product.id}`)).body.image_url).toBe(reordered.body[0].src);
    const partial = await server.call('PUT', `/api/v1/admin/products/${product.id}/images/order`, {
      token: admin.token,
      json: { image_ids: reversed.slice(1) },
    });
    expect(partial).toMatchObject({ status: 422, body: { detail: M.orderMismatch } });

    const described = await server.call('PATCH', `/api/v1/admin/products/${product.id}/images/${reversed[0]}`, {
      token: admin.token,
      json: { alt: 'Bags stacked on a pallet' },
    });
    expect(described.body.alt).toBe('Bags stacked on a pallet');
    const wrongProduct = await server.call('DELETE', `/api/v1/admin/products/${otherProduct.id}/images/${reversed[0]}`, { token: admin.token });
    expect(wrongProduct.status).toBe(404);

    const gone = before.find((image) => image.id === reversed[0])!;
    expect((await server.call('DELETE', `/api/v1/admin/products/${product.id}/images/${gone.id}`, { token: admin.token })).status).toBe(200);
    expect((await fileAt(gone.src)).status).toBe(404);
  });
});

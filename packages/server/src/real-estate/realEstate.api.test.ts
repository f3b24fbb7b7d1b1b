import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signAccessToken } from '../auth/tokens.ts';
import { LegacyUploadsDirectory, SharedUploadStorage } from './imageStorage.ts';
import { realEstateSubmissions, storedFiles } from '../db/schema.ts';
import { DatabaseFileStorage } from '../product-images/fileStorage.ts';
import { createAdmin, type TestAdmin } from '../testing/adminFixtures.ts';
import { startTestServer, TEST_CONFIG, type TestServer } from '../testing/testServer.ts';

let server: TestServer;
let admin: TestAdmin;
beforeAll(async () => {
  server = await startTestServer();
  admin = await createAdmin(server.db);
}, 60_000);
afterAll(() => server.close());

const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]);
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d]);
const WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x24, 0, 0, 0]), Buffer.from('WEBPVP8 ')]);

interface Upload {
  bytes: Buffer;
  name: string;
  type: string;
}

/** POST /real-estate/listings as a browser's FormData would send it. */
async function submit(fields: Record<string, string>, image?: Upload) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (image) form.append('image', new Blob([new Uint8Array(image.bytes)], { type: image.type }), image.name);
  const response = await fetch(`${server.url}/api/v1/real-estate/listings`, { method: 'POST', body: form });
  return { status: response.status, body: await response.json() };
}

const listed = () => server.call('GET', '/api/v1/admin/real-estate', { token: admin.token });

describe('POST /real-estate/listings', () => {
  it('stores a listing with its image under a server-made name, pending verification, and admins see it first', async () => {
    const { status, body } = await submit(
      {
        project_name: ' Prestige Lakeside Habitat ',
        location: 'Whitefield, Bangalore',
        site_number: 'B-204',
        site_size: '30x40',
        gps: '12.9698, 77.7500',
        builder_name: 'Prestige Group',
        builder_link: 'https://www.prestigeconstructions.com/',
        partner_id: 'dealer-42',
      },
      { bytes: JPEG, name: '../../etc/passwd.jpg', type: 'image/jpeg' },
    );
    expect(status).toBe(201);
    expect(body).toEqual({ id: expect.any(Number), status: 'pending_verification', created_at: expect.any(String) });
    const [stored] = await server.db.select().from(realEstateSubmissions).where(eq(realEstateSubmissions.id, body.id));
    expect(stored?.imagePath).toMatch(/^real-estate\/[0-9a-f-]{36}\.jpg$/);
    const list = await listed();
    expect(list.status).toBe(200);
    expect(list.body[0]).toEqual({
      id: body.id,
      project_name: 'Prestige Lakeside Habitat',
      location: 'Whitefield, Bangalore',
      site_number: 'B-204',
      site_size: '30x40',
      gps: '12.9698, 77.7500',
      latitude: 12.9698,
      longitude: 77.75,
      builder_name: 'Prestige Group',
      builder_link: 'https://www.prestigeconstructions.com/',
      partner_id: 'dealer-42',
      has_image: true,
      status: 'pending_verification',
      rejection_reason: null,
      reviewed_at: null,
      created_at: body.created_at,
    });
    const image = await fetch(`${server.url}/api/v1/admin/real-estate/${body.id}/image`, { headers: { authorization: `Bearer ${admin.token}` } });
    expect(image.headers.get('content-type')).toBe('image/jpeg');
    expect(Buffer.from(await image.arrayBuffer())).toEqual(JPEG);
  });

  it('takes a location alone, without an image; blank fields are stored as none', async () => {
    const { status, body } = await submit({ location: 'Saravanampatti, Coimbatore', project_name: '  ', gps: '' });
    expect(status).toBe(201);
    const [first] = (await listed()).body;
    expect(first).toMatchObject({ id: body.id, project_name: null, location: 'Saravanampatti, Coimbatore', gps: null, latitude: null, has_image: false });
  });

  it("refuses a listing with neither project name nor location: 400 'Please provide at least a project name or location.'", async () => {
    const { status, body } = await submit({ site_number: '12', project_name: ' ' });
    expect(status).toBe(400);
    expect(body.detail).toBe('Please provide at least a project name or location.');
  });

  it('tells images by their content: PNG and WebP are kept, anything else is 415 whatever its name says', async () => {
    const png = await submit({ project_name: 'A' }, { bytes: PNG, name: 'plan.svg', type: 'image/svg+xml' });
    const webp = await submit({ project_name: 'B' }, { bytes: WEBP, name: 'site', type: 'application/octet-stream' });
    expect([png.status, webp.status]).toEqual([201, 201]);
    const [pngRow] = await server.db.select().from(realEstateSubmissions).where(eq(realEstateSubmissions.id, png.body.id));
    expect(pngRow?.imagePath).toMatch(/\.png$/);
    const svg = await submit(
      { project_name: 'C' },
      { bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'), name: 'photo.jpg', type: 'image/jpeg' },
    );
    expect(svg).toEqual({ status: 415, body: { detail: 'Please choose a JPEG, PNG or WebP image.' } });
    const gif = await submit({ project_name: 'D' }, { bytes: Buffer.from('GIF89a......'), name: 'photo.png', type: 'image/png' });
    expect(gif.status).toBe(415);
  });

  it('refuses an image over 5 MB with 413, and takes one of exactly 5 MB', async () => {
    const big = Buffer.concat([JPEG, Buffer.alloc(5 * 1024 * 1024 + 1 - JPEG.length)]);
    expect(await submit({ project_name: 'Big' }, { bytes: big, name: 'big.jpg', type: 'image/jpeg' })).toEqual({
      status: 413,
      body: { detail: 'The image is larger than 5 MB. Please choose a smaller image.' },
    });
    const limit = Buffer.concat([JPEG, Buffer.alloc(5 * 1024 * 1024 - JPEG.length)]);
    expect((await submit({ project_name: 'Limit' }, { bytes: limit, name: 'limit.jpg', type: 'image/jpeg' })).status).toBe(201);
  });

  it('checks GPS (lat,long numbers in range) and the builder link (http or https) with 422', async () => {
    for (const gps of ['12.97', '95,77', '12,200', 'north, east']) {
      const response = await submit({ project_name: 'A', gps });
      expect(response.status, gps).toBe(422);
      expect(response.body.errors).toEqual([{ field: 'gps', message: 'Enter GPS as latitude,longitude, for example 12.9716,77.5946' }]);
    }
    const link = await submit({ project_name: 'A', builder_link: 'javascript:alert(1)' });
    expect(link.body).toEqual({
      detail: 'Builder link must start with http:// or https://',
      errors: [{ field: 'builder_link', message: 'Builder link must start with http:// or https://' }],
    });
    const long = await submit({ project_name: 'x'.repeat(201) });
    expect(long.body.detail).toBe('Project name must be at most 200 characters');
  });

  it('wants multipart form data, and no more than one file', async () => {
    const json = await server.call('POST', '/api/v1/real-estate/listings', { json: { project_name: 'A' } });
    expect(json).toMatchObject({ status: 400, body: { detail: 'Please send the listing as a form (multipart/form-data).' } });
    const form = new FormData();
    form.append('project_name', 'Two files');
    form.append('image', new Blob([JPEG]), 'a.jpg');
    form.append('image', new Blob([JPEG]), 'b.jpg');
    const two = await fetch(`${server.url}/api/v1/real-estate/listings`, { method: 'POST', body: form });
    expect(two.status).toBe(413);
  });
});

describe('GET /admin/real-estate', () => {
  it('is for admins only: 401 without a token, 403 for buyers and sellers', async () => {
    expect((await server.call('GET', '/api/v1/admin/real-estate')).status).toBe(401);
    for (const role of ['buyer', 'seller'] as const) {
      const token = await signAccessToken(TEST_CONFIG.jwtSecret, { sub: '1', role });
      expect((await server.call('GET', '/api/v1/admin/real-estate', { token })).status).toBe(403);
      expect((await server.call('GET', '/api/v1/admin/real-estate/1/image', { token })).status).toBe(403);
    }
  });
});

describe('verifying and rejecting submissions', () => {
  const verify = (id: number, token: string = admin.token) => server.call('POST', `/api/v1/admin/real-estate/${id}/verify`, { token });
  const reject = (id: number, json: unknown, token: string = admin.token) => server.call('POST', `/api/v1/admin/real-estate/${id}/reject`, { json, token });
  const publicList = async () => (await server.call('GET', '/api/v1/real-estate/listings')).body as Array<Record<string, unknown>>;
  const publicImage = (id: number) => fetch(`${server.url}/api/v1/real-estate/listings/${id}/image`);

  it('lists nothing pending publicly; a verified listing is public with its facts and image, never its partner or gps text', async () => {
    const { body } = await submit(
      { project_name: 'Brigade Orchards Plot', location: 'Devanahalli, Bangalore', site_size: '40x60', gps: '13.2, 77.7', partner_id: 'realty-9' },
      { bytes: PNG, name: 'plot.png', type: 'image/png' },
    );
    expect((await publicList()).map((listing) => listing.id)).not.toContain(body.id);
    expect((await publicImage(body.id)).status).toBe(404);

    const verified = await verify(body.id);
    expect(verified.status).toBe(200);
    expect(verified.body).toMatchObject({ id: body.id, status: 'published', rejection_reason: null, reviewed_at: expect.any(String) });

    const listing = (await publicList()).find((entry) => entry.id === body.id);
    expect(listing).toEqual({
      id: body.id,
      project_name: 'Brigade Orchards Plot',
      location: 'Devanahalli, Bangalore',
      site_number: null,
      site_size: '40x60',
      latitude: 13.2,
      longitude: 77.7,
      builder_name: null,
      builder_link: null,
      has_image: true,
      verified_at: verified.body.reviewed_at,
    });
    const image = await publicImage(body.id);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await image.arrayBuffer())).toEqual(PNG);
  });

  it('rejects with a reason the admins read back; a rejected listing leaves the public list', async () => {
    const { body } = await submit({ project_name: 'Doubtful Layout', location: 'Hosur Road' }, { bytes: JPEG, name: 'x.jpg', type: 'image/jpeg' });
    await verify(body.id);
    const rejected = await reject(body.id, { reason: '  The layout has no BBMP approval.  ' });
    expect(rejected.status).toBe(200);
    expect(rejected.body).toMatchObject({ status: 'rejected', rejection_reason: 'The layout has no BBMP approval.' });
    expect((await listed()).body.find((entry: { id: number }) => entry.id === body.id)).toMatchObject({
      status: 'rejected',
      rejection_reason: 'The layout has no BBMP approval.',
    });
    expect((await publicList()).map((listing) => listing.id)).not.toContain(body.id);
    expect((await publicImage(body.id)).status).toBe(404);
    // Verified after all: public again, and the old reason is gone.
    expect((await verify(body.id)).body).toMatchObject({ status: 'published', rejection_reason: null });
  });

  it('wants a reason to reject (422), and answers 404 for a submission that does not exist', async () => {
    const { body } = await submit({ project_name: 'No reason' });
    for (const json of [{}, { reason: '   ' }, { reason: 42 }]) {
      const response = await reject(body.id, json);
      expect(response.status, JSON.stringify(json)).toBe(422);
      expect(JSON.stringify(response.body)).toContain('Please give the reason for rejecting this listing.');
    }
    expect((await reject(body.id, { reason: 'x'.repeat(501) })).status).toBe(422);
    expect((await listed()).body.find((entry: { id: number }) => entry.id === body.id).status).toBe('pending_verification');
    expect(await verify(999_999)).toMatchObject({ status: 404, body: { detail: 'Listing not found' } });
    expect((await reject(999_999, { reason: 'Fake' })).status).toBe(404);
    expect((await verify(0)).status).toBe(422);
  });

  it('is for admins only: 401 without a token, 403 for buyers and sellers', async () => {
    const { body } = await submit({ project_name: 'Guarded' });
    expect((await server.call('POST', `/api/v1/admin/real-estate/${body.id}/verify`)).status).toBe(401);
    expect((await server.call('POST', `/api/v1/admin/real-estate/${body.id}/reject`, { json: { reason: 'No' } })).status).toBe(401);
    for (const role of ['buyer', 'seller'] as const) {
      const token = await signAccessToken(TEST_CONFIG.jwtSecret, { sub: '1', role });
      expect((await verify(body.id, token)).status).toBe(403);
      expect((await reject(body.id, { reason: 'No' }, token)).status).toBe(403);
    }
    expect((await publicList()).map((listing) => listing.id)).not.toContain(body.id);
  });
});

describe('SharedUploadStorage', () => {
  it('stores uploads in the shared file storage under names it makes, and reads older ones from DATA_DIR/uploads', async () => {
    const root = await mkdtemp(join(tmpdir(), 'nirmaan-uploads-'));
    try {
      const storage = new SharedUploadStorage(new DatabaseFileStorage(server.db), new LegacyUploadsDirectory(root));
      const path = await storage.save('real-estate', 'png', PNG);
      expect(path).toMatch(/^real-estate\/[0-9a-f-]{36}\.png$/);
      const [row] = await server.db.select().from(storedFiles).where(eq(storedFiles.key, path));
      expect(row).toMatchObject({ contentType: 'image/png', bytes: PNG });
      expect(await readdir(root)).toEqual([]);
      expect(await storage.read(path)).toEqual(PNG);

      const older = 'real-estate/0b9c1a52-5a41-4c55-9d3e-3f1e0e2f7a10.jpg';
      await mkdir(join(root, 'real-estate'));
      await writeFile(join(root, older), JPEG);
      expect(await storage.read(older)).toEqual(JPEG);
      expect(await storage.read('../../etc/passwd')).toBeNull();
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});

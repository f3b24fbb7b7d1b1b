import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signAccessToken } from '../auth/tokens.ts';
import { seedDemoData } from '../db/seed/index.ts';
import { SEED_AFFILIATES } from '../db/seed/reference.ts';
import { createAdmin, type TestAdmin } from '../testing/adminFixtures.ts';
import { createBuyer } from '../testing/shopFixtures.ts';
import { startTestServer, TEST_CONFIG, type TestServer } from '../testing/testServer.ts';

let server: TestServer;
let admin: TestAdmin;
beforeAll(async () => {
  server = await startTestServer();
  await seedDemoData(server.db);
  admin = await createAdmin(server.db);
}, 60_000);
afterAll(() => server.close());

const titles = (body: Array<{ title: string }>) => body.map((affiliate) => affiliate.title);

describe('affiliates', () => {
  it('lists only the active ones by default, by sort order then id; only_active=false lists all, to an admin only', async () => {
    const { status, body } = await server.call('GET', '/api/v1/affiliates/');
    expect(status).toBe(200);
    expect(titles(body)).toEqual(SEED_AFFILIATES.filter((affiliate) => affiliate.isActive).map((affiliate) => affiliate.title));
    expect(body[0]).toEqual({
      id: expect.any(Number),
      title: SEED_AFFILIATES[0]!.title,
      url: SEED_AFFILIATES[0]!.url,
      description: SEED_AFFILIATES[0]!.description,
      image_url: null,
      is_active: true,
      sort_order: 0,
    });
    expect((await server.call('GET', '/api/v1/affiliates/?only_active=false', { token: admin.token })).body).toHaveLength(SEED_AFFILIATES.length);
    // Paused affiliates are never public (issue 28).
    expect((await server.call('GET', '/api/v1/affiliates/?only_active=false')).status).toBe(401);
    const buyer = await createBuyer(server.db);
    expect((await server.call('GET', '/api/v1/affiliates/?only_active=false', { token: buyer.token })).status).toBe(403);
    expect((await server.call('GET', '/api/v1/affiliates/?only_active=maybe')).status).toBe(422);
  });

  it('lets an admin create (active, sort order 0 by default), update, list all and delete', async () => {
    const created = await server.call('POST', '/api/v1/affiliates/', {
      token: admin.token,
      json: { title: ' Birla Opus Paints ', url: 'https://www.birlaopus.com/' },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      title: 'Birla Opus Paints',
      url: 'https://www.birlaopus.com/',
      is_active: true,
      sort_order: 0,
      description: null,
      image_url: null,
    });
    const id = created.body.id;
    // Same sort order as the first seeded one: the older id comes first.
    const listed = await server.call('GET', '/api/v1/affiliates/');
    expect(titles(listed.body).slice(0, 2)).toEqual([SEED_AFFILIATES[0]!.title, 'Birla Opus Paints']);

    const updated = await server.call('PUT', `/api/v1/affiliates/${id}`, {
      token: admin.token,
      json: { is_active: false, sort_order: 9, description: 'Paint shades' },
    });
    expect(updated.body).toMatchObject({ title: 'Birla Opus Paints', is_active: false, sort_order: 9, description: 'Paint shades' });
    const cleared = await server.call('PUT', `/api/v1/affiliates/${id}`, { token: admin.token, json: { description: '' } });
    expect(cleared.body.description).toBeNull();
    expect(titles((await server.call('GET', '/api/v1/affiliates/')).body)).not.toContain('Birla Opus Paints');
    expect(titles((await server.call('GET', '/api/v1/affiliates/all', { token: admin.token })).body).at(-1)).toBe('Birla Opus Paints');

    const deleted = await server.call('DELETE', `/api/v1/affiliates/${id}`, { token: admin.token });
    expect(deleted.body).toEqual({ id, detail: 'Affiliate deleted' });
    expect((await server.call('DELETE', `/api/v1/affiliates/${id}`, { token: admin.token })).status).toBe(404);
    expect((await server.call('PUT', `/api/v1/affiliates/${id}`, { token: admin.token, json: { title: 'X' } })).body).toEqual({
      detail: 'Affiliate not found',
    });
  });

  it("answers 400 'Title and URL are required' when either is missing or blank", async () => {
    for (const json of [{ url: 'https://a.example' }, { title: 'A' }, { title: ' ', url: 'https://a.example' }, { title: 'A', url: '' }, {}]) {
      const response = await server.call('POST', '/api/v1/affiliates/', { token: admin.token, json });
      expect(response, JSON.stringify(json)).toMatchObject({ status: 400, body: { detail: 'Title and URL are required' } });
    }
    const [first] = (await server.call('GET', '/api/v1/affiliates/')).body;
    expect((await server.call('PUT', `/api/v1/affiliates/${first.id}`, { token: admin.token, json: { title: '' } })).body).toEqual({
      detail: 'Title and URL are required',
    });
  });

  it('accepts only http and https addresses, and a whole non-negative sort order (422)', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ title: 'A', url: 'javascript:alert(1)' }, 'URL must start with http:// or https://'],
      [{ title: 'A', url: 'data:text/html,hi' }, 'URL must start with http:// or https://'],
      [{ title: 'A', url: 'https://a.example', image_url: 'javascript:alert(1)' }, 'Image URL must start with http:// or https://'],
      [{ title: 'A', url: 'https://a.example', sort_order: -1 }, 'Sort order must be a whole number'],
      [{ title: 'A', url: 'https://a.example', sort_order: 1.5 }, 'Sort order must be a whole number'],
      [{ title: 'A', url: 'https://a.example', is_active: 'yes' }, 'is_active must be true or false'],
    ];
    for (const [json, message] of cases) {
      const response = await server.call('POST', '/api/v1/affiliates/', { token: admin.token, json });
      expect(response.status, message).toBe(422);
      expect(JSON.stringify(response.body)).toContain(message);
    }
  });

  it('keeps management to admins: 401 without a token, 403 for buyers and sellers', async () => {
    const buyer = await signAccessToken(TEST_CONFIG.jwtSecret, { sub: '1', role: 'buyer' });
    const seller = await signAccessToken(TEST_CONFIG.jwtSecret, { sub: '1', role: 'seller' });
    const json = { title: 'A', url: 'https://a.example' };
    expect((await server.call('GET', '/api/v1/affiliates/all')).status).toBe(401);
    expect((await server.call('POST', '/api/v1/affiliates/', { json })).status).toBe(401);
    for (const token of [buyer, seller]) {
      expect((await server.call('GET', '/api/v1/affiliates/all', { token })).status).toBe(403);
      expect((await server.call('POST', '/api/v1/affiliates/', { token, json })).status).toBe(403);
      expect((await server.call('PUT', '/api/v1/affiliates/1', { token, json })).status).toBe(403);
      expect((await server.call('DELETE', '/api/v1/affiliates/1', { token })).status).toBe(403);
    }
  });
});

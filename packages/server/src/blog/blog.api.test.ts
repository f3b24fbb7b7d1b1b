import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signAccessToken } from '../auth/tokens.ts';
import { seedDemoData } from '../db/seed/index.ts';
import { SEED_BLOG_POSTS } from '../db/seed/blogPosts.ts';
import { createAdmin, type TestAdmin } from '../testing/adminFixtures.ts';
import { startTestServer, TEST_CONFIG, type TestServer } from '../testing/testServer.ts';

let server: TestServer;
let admin: TestAdmin;
beforeAll(async () => {
  server = await startTestServer();
  await seedDemoData(server.db);
  admin = await createAdmin(server.db);
}, 60_000);
afterAll(() => server.close());

let counter = 0;
const post = (fields: Record<string, unknown> = {}) => ({
  title: 'Curing concrete in summer',
  slug: `curing-concrete-${++counter}`,
  content: '<p>Keep slabs wet for 10 days.</p>',
  category: 'Construction Tips',
  ...fields,
});
const create = (json: unknown, token: string = admin.token) => server.call('POST', '/api/v1/blog/', { json, token });

describe('GET /blog/', () => {
  it('lists the seeded posts newest first, without bodies', async () => {
    const { status, body } = await server.call('GET', '/api/v1/blog/');
    expect(status).toBe(200);
    expect(body.length).toBe(SEED_BLOG_POSTS.length);
    const dates = body.map((entry: { created_at: string }) => entry.created_at);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(body[0]).not.toHaveProperty('content');
    expect(body[0]).toMatchObject({
      slug: expect.any(String),
      title: expect.any(String),
      author_name: expect.any(String),
      read_time_minutes: expect.any(Number),
    });
  });

  it('filters by category and limits to at most 50', async () => {
    const { body } = await server.call('GET', '/api/v1/blog/?category=Materials');
    expect(body.length).toBeGreaterThan(0);
    expect(body.every((entry: { category: string }) => entry.category === 'Materials')).toBe(true);
    expect((await server.call('GET', '/api/v1/blog/?limit=1')).body).toHaveLength(1);
    expect((await server.call('GET', '/api/v1/blog/?limit=51')).status).toBe(422);
    expect((await server.call('GET', '/api/v1/blog/?limit=abc')).status).toBe(422);
  });
});

describe('GET /blog/{slug}', () => {
  it('answers the post with its body, or 404 Post not found', async () => {
    const slug = SEED_BLOG_POSTS[0]!.slug;
    const { status, body } = await server.call('GET', `/api/v1/blog/${slug}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ slug, title: SEED_BLOG_POSTS[0]!.title, content: expect.stringContaining('<h2>') });
    const missing = await server.call('GET', '/api/v1/blog/no-such-post');
    expect(missing).toMatchObject({ status: 404, body: { detail: 'Post not found' } });
  });
});

describe('POST /blog/', () => {
  it("creates a post by the admin's name, readable at its slug", async () => {
    const { status, body } = await create(post({ excerpt: 'Short', cover_image_url: 'https://images.example/slab.jpg', read_time_minutes: 3 }));
    expect(status).toBe(201);
    expect(body).toMatchObject({
      title: 'Curing concrete in summer',
      category: 'Construction Tips',
      excerpt: 'Short',
      cover_image_url: 'https://images.example/slab.jpg',
      read_time_minutes: 3,
      author_name: 'Test Admin',
      content: '<p>Keep slabs wet for 10 days.</p>',
    });
    expect((await server.call('GET', `/api/v1/blog/${body.slug}`)).body.id).toBe(body.id);
    expect((await server.call('GET', '/api/v1/blog/')).body[0].slug).toBe(body.slug);
  });

  it('works the read time out from the words when none is given', async () => {
    const words = Array.from({ length: 450 }, () => 'cement').join(' ');
    const { body } = await create(post({ content: `<p>${words}</p>` }));
    expect(body.read_time_minutes).toBe(3);
  });

  it('strips scripts, event handlers, javascript: links, SVG, iframes and styles, keeping the allowed formatting', async () => {
    const dirty = [
      '<h2 style="color:red" onclick="alert(1)">Footings</h2>',
      '<script>alert("x")</script>',
      '<img src=x onerror=alert(1)>',
      '<img src="https://images.example/footing.jpg" alt="Footing" onerror="alert(2)">',
      '<a href="javascript:alert(3)">bad link</a>',
      '<a href="https://www.bis.gov.in/" target="_self" onmouseover="alert(4)">IS 456</a>',
      '<a href="mailto:help@nirmaan.test">mail us</a>',
      '<svg onload="alert(5)"><circle r="4"></circle></svg>',
      '<iframe src="https://evil.example"></iframe>',
      '<ul><li><strong>PCC</strong> first</li><li><em>then</em> RCC</li></ul>',
      '<table><thead><tr><th scope="col">Bar</th></tr></thead><tbody><tr><td>12 mm</td></tr></tbody></table>',
      '<p style="position:fixed">styled</p><form action="https://evil.example"><input name="x"></form>',
      '<img src="data:image/png;base64,AAAA"><img src="//evil.example/x.png"><a href="/relative">relative</a>',
    ].join('');
    const { status, body } = await create(post({ content: dirty }));
    expect(status).toBe(201);
    const html: string = body.content;
    for (const gone of [
      '<script',
      'alert',
      'onerror',
      'onclick',
      'onload',
      'onmouseover',
      'javascript:',
      '<svg',
      '<iframe',
      'style=',
      '<form',
      '<input',
      'data:image',
      '//evil.example',
      'src="x"',
    ]) {
      expect(html, gone).not.toContain(gone);
    }
    expect(html).toContain('<h2>Footings</h2>');
    expect(html).toContain('<ul><li><strong>PCC</strong> first</li><li><em>then</em> RCC</li></ul>');
    expect(html).toContain('<a href="https://www.bis.gov.in/" rel="noopener noreferrer" target="_blank">IS 456</a>');
    expect(html).toContain('<a href="mailto:help@nirmaan.test" rel="noopener noreferrer">mail us</a>');
    expect(html).toContain('bad link');
    expect(html).toContain('relative');
    expect(html).not.toContain('href="/relative"');
    expect(html).toContain('<img src="https://images.example/footing.jpg" alt="Footing" loading="lazy" />');
    expect(html).toContain('<table><thead><tr><th scope="col">Bar</th></tr></thead><tbody><tr><td>12 mm</td></tr></tbody></table>');
    expect(html).toContain('<p>styled</p>');
    // What is stored is what was answered.
    expect((await server.call('GET', `/api/v1/blog/${body.slug}`)).body.content).toBe(html);
  });

  it('refuses content with nothing left once cleaned (400)', async () => {
    const { status, body } = await create(post({ content: '<script>alert(1)</script><iframe></iframe>' }));
    expect(status).toBe(400);
    expect(body.detail).toBe('Content has nothing left to show once unsafe HTML is removed');
  });

  it('requires title, slug and content, and a slug of the Auto shape (422)', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [post({ title: '  ' }), 'Title is required'],
      [{ slug: 'x', content: '<p>x</p>' }, 'Title is required'],
      [post({ slug: '' }), 'Slug is required'],
      [post({ content: ' ' }), 'Content is required'],
      [post({ slug: 'Curing Concrete' }), 'Slug may only hold lowercase letters, digits and single hyphens between words (Auto builds one from the title)'],
      [post({ slug: 'curing--concrete' }), 'Slug may only hold lowercase letters'],
      [post({ slug: '../etc/passwd' }), 'Slug may only hold lowercase letters'],
      [post({ slug: 'trailing-' }), 'Slug may only hold lowercase letters'],
      [post({ cover_image_url: 'javascript:alert(1)' }), 'Cover image URL must start with http:// or https://'],
      [post({ read_time_minutes: 0 }), 'Read time must be a whole number of minutes from 1 to 600'],
    ];
    for (const [json, message] of cases) {
      const response = await create(json);
      expect(response.status, message).toBe(422);
      expect(JSON.stringify(response.body), message).toContain(message);
    }
  });

  it('refuses a slug already in use with 409 and a clear detail', async () => {
    const first = await create(post({ slug: 'plan-sanction-checklist' }));
    expect(first.status).toBe(201);
    const again = await create(post({ slug: 'plan-sanction-checklist', title: 'Another' }));
    expect(again).toMatchObject({
      status: 409,
      body: { detail: 'A post with the slug "plan-sanction-checklist" already exists. Please choose another slug.' },
    });
  });

  it('is for admins only: 401 without a token, 403 for buyers and sellers', async () => {
    expect((await server.call('POST', '/api/v1/blog/', { json: post() })).status).toBe(401);
    const buyer = await signAccessToken(TEST_CONFIG.jwtSecret, { sub: '1', role: 'buyer' });
    const seller = await signAccessToken(TEST_CONFIG.jwtSecret, { sub: '1', role: 'seller' });
    expect((await create(post(), buyer)).status).toBe(403);
    expect((await create(post(), seller)).status).toBe(403);
    expect((await create(post(), 'not-a-token')).status).toBe(401);
  });
});

describe('drafts and the admin blog (/admin/blog)', () => {
  const adminCall = (method: 'GET' | 'PUT' | 'PATCH' | 'DELETE', path: string, json?: unknown, token: string = admin.token) =>
    server.call(method, `/api/v1/admin/blog${path}`, json === undefined ? { token } : { json, token });
  const publicSlugs = async () => ((await server.call('GET', '/api/v1/blog/')).body as Array<{ slug: string }>).map((entry) => entry.slug);

  it('keeps a draft away from visitors: not listed, 404 at its slug; admins list and open it', async () => {
    const { status, body } = await create(post({ published: false }));
    expect(status).toBe(201);
    expect(body.published).toBe(false);
    expect(await publicSlugs()).not.toContain(body.slug);
    expect(await server.call('GET', `/api/v1/blog/${body.slug}`)).toMatchObject({ status: 404, body: { detail: 'Post not found' } });
    const all = await adminCall('GET', '/');
    expect(all.status).toBe(200);
    expect(all.body.find((entry: { id: number }) => entry.id === body.id)).toMatchObject({ slug: body.slug, published: false });
    expect((await adminCall('GET', `/${body.id}`)).body).toMatchObject({ id: body.id, content: '<p>Keep slabs wet for 10 days.</p>' });
  });

  it('publishes a draft and unpublishes it again', async () => {
    const { body } = await create(post({ published: false }));
    const published = await adminCall('PATCH', `/${body.id}`, { published: true });
    expect(published).toMatchObject({ status: 200, body: { published: true } });
    expect(await publicSlugs()).toContain(body.slug);
    expect((await server.call('GET', `/api/v1/blog/${body.slug}`)).status).toBe(200);
    await adminCall('PATCH', `/${body.id}`, { published: false });
    expect(await publicSlugs()).not.toContain(body.slug);
    expect((await server.call('GET', `/api/v1/blog/${body.slug}`)).status).toBe(404);
    expect((await adminCall('PATCH', `/${body.id}`, { published: 'yes' })).status).toBe(422);
    expect((await adminCall('PATCH', `/${body.id}`, {})).status).toBe(422);
  });

  it('edits a post: new fields, body cleaned again, readable at the new slug; author and date stay', async () => {
    const { body } = await create(post());
    const edited = await adminCall('PUT', `/${body.id}`, {
      ...post({ slug: `${body.slug}-edited`, title: 'Curing concrete in the monsoon' }),
      content: '<p onclick="alert(1)">Cover the slab.</p><script>x</script>',
      excerpt: 'Edited',
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      id: body.id,
      title: 'Curing concrete in the monsoon',
      slug: `${body.slug}-edited`,
      content: '<p>Cover the slab.</p>',
      excerpt: 'Edited',
      author_name: body.author_name,
      created_at: body.created_at,
      published: true,
    });
    expect(edited.body.updated_at >= body.updated_at).toBe(true);
    expect((await server.call('GET', `/api/v1/blog/${body.slug}-edited`)).body.title).toBe('Curing concrete in the monsoon');
    expect((await server.call('GET', `/api/v1/blog/${body.slug}`)).status).toBe(404);
  });

  it('refuses a bad edit (422, 400, 409) and leaves the post as it was', async () => {
    const { body } = await create(post());
    const other = await create(post());
    expect((await adminCall('PUT', `/${body.id}`, post({ title: ' ' }))).status).toBe(422);
    expect((await adminCall('PUT', `/${body.id}`, post({ content: '<script>alert(1)</script>' }))).status).toBe(400);
    expect(await adminCall('PUT', `/${body.id}`, post({ slug: other.body.slug }))).toMatchObject({
      status: 409,
      body: { detail: `A post with the slug "${other.body.slug}" already exists. Please choose another slug.` },
    });
    expect((await adminCall('GET', `/${body.id}`)).body).toMatchObject({ title: body.title, slug: body.slug, content: body.content });
    expect((await adminCall('PUT', '/999999', post())).status).toBe(404);
  });

  it('deletes a post for good', async () => {
    const { body } = await create(post());
    expect(await adminCall('DELETE', `/${body.id}`)).toMatchObject({ status: 200, body: { id: body.id, detail: 'Post deleted' } });
    expect((await server.call('GET', `/api/v1/blog/${body.slug}`)).status).toBe(404);
    expect((await adminCall('GET', `/${body.id}`)).status).toBe(404);
    expect((await adminCall('DELETE', `/${body.id}`)).status).toBe(404);
    expect((await adminCall('DELETE', '/abc')).status).toBe(422);
  });

  it('is for admins only: 401 without a token, 403 for buyers and sellers, and the post stays', async () => {
    const { body } = await create(post({ published: false }));
    expect((await server.call('GET', '/api/v1/admin/blog/')).status).toBe(401);
    expect((await server.call('PATCH', `/api/v1/admin/blog/${body.id}`, { json: { published: true } })).status).toBe(401);
    for (const role of ['buyer', 'seller'] as const) {
      const token = await signAccessToken(TEST_CONFIG.jwtSecret, { sub: '1', role });
      expect((await adminCall('GET', '/', undefined, token)).status).toBe(403);
      expect((await adminCall('GET', `/${body.id}`, undefined, token)).status).toBe(403);
      expect((await adminCall('PUT', `/${body.id}`, post(), token)).status).toBe(403);
      expect((await adminCall('PATCH', `/${body.id}`, { published: true }, token)).status).toBe(403);
      expect((await adminCall('DELETE', `/${body.id}`, undefined, token)).status).toBe(403);
    }
    expect((await adminCall('GET', `/${body.id}`)).body.published).toBe(false);
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../api/client.ts';
import { configure } from '../config/config.ts';
import { createAffiliatesApi } from './affiliatesApi.ts';
import { createBlogApi } from './blogApi.ts';
import { emptyRealEstateForm, REAL_ESTATE_MESSAGES } from './realEstateRules.ts';
import { createRealEstateApi, submitRealEstateListing } from './realEstateApi.ts';

interface Sent {
  url: string;
  method: string;
  authorization: string | null;
  body: unknown;
}

/** The content APIs over a recording fetch answering `answer` (with `status`); tokens: admin 'adm', buyer 'buy'. */
function recording(answer: unknown = {}, status = 200) {
  const sent: Sent[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    sent.push({ url: String(input), method: init.method ?? 'GET', authorization: new Headers(init.headers).get('authorization'), body: init.body });
    return new Response(JSON.stringify(answer), { status, headers: { 'content-type': 'application/json' } });
  });
  const client = createApiClient({ baseURL: '/api/v1', fetch, getToken: (scope) => ({ admin: 'adm', buyer: 'buy', seller: 'sel' })[scope] });
  return { sent, blog: createBlogApi(client), affiliates: createAffiliatesApi(client), realEstate: createRealEstateApi(client) };
}

afterEach(() => configure({ partnerId: null }));

describe('blog calls (spec toolkit §7)', () => {
  it('manages posts with the admin token: all posts, one by id, edit, publish, delete', async () => {
    const { sent, blog } = recording({});
    await blog.listAllPosts();
    await blog.getPostById(7);
    await blog.updatePost(7, { title: 'T', slug: 't', content: '<p>x</p>', published: false });
    await blog.setPublished(7, true);
    await blog.deletePost(7);
    expect(sent.map(({ method, url }) => `${method} ${url}`)).toEqual([
      'GET /api/v1/admin/blog/?limit=50',
      'GET /api/v1/admin/blog/7',
      'PUT /api/v1/admin/blog/7',
      'PATCH /api/v1/admin/blog/7',
      'DELETE /api/v1/admin/blog/7',
    ]);
    expect(sent.every((request) => request.authorization === 'Bearer adm')).toBe(true);
    expect(sent[3]?.body).toBe('{"published":true}');
  });

  it('lists 50 posts without a token, one category when asked', async () => {
    const { sent, blog } = recording([]);
    await blog.listPosts();
    await blog.listPosts({ category: 'Materials' });
    expect(sent[0]).toMatchObject({ url: '/api/v1/blog/?limit=50', method: 'GET', authorization: null });
    expect(sent[1]?.url).toBe('/api/v1/blog/?limit=50&category=Materials');
  });

  it('reads a post by its slug, encoded', async () => {
    const { sent, blog } = recording({ slug: 'a' });
    await blog.getPost('ಮನೆ-plan');
    expect(sent[0]?.url).toBe(`/api/v1/blog/${encodeURIComponent('ಮನೆ-plan')}`);
  });

  it('creates a post with the admin token', async () => {
    const { sent, blog } = recording({ id: 1 });
    await blog.createPost({ title: 'T', slug: 't', content: '<p>x</p>' });
    expect(sent[0]).toMatchObject({ url: '/api/v1/blog/', method: 'POST', authorization: 'Bearer adm' });
    expect(JSON.parse(String(sent[0]?.body))).toEqual({ title: 'T', slug: 't', content: '<p>x</p>' });
  });
});

describe('affiliate calls (spec toolkit §7)', () => {
  it('lists the active ones publicly, all of them for admins', async () => {
    const { sent, affiliates } = recording([]);
    await affiliates.listAffiliates();
    await affiliates.listAffiliates(false);
    await affiliates.listAllAffiliates();
    expect(sent.map((call) => [call.url, call.authorization])).toEqual([
      ['/api/v1/affiliates/?only_active=true', null],
      ['/api/v1/affiliates/?only_active=false', null],
      ['/api/v1/affiliates/all', 'Bearer adm'],
    ]);
  });

  it('creates, updates and deletes with the admin token', async () => {
    const { sent, affiliates } = recording({ id: 4 });
    await affiliates.createAffiliate({ title: 'A', url: 'https://a.example', is_active: true, sort_order: 0 });
    await affiliates.updateAffiliate(4, { is_active: false });
    await affiliates.deleteAffiliate(4);
    expect(sent.map((call) => [call.method, call.url, call.authorization])).toEqual([
      ['POST', '/api/v1/affiliates/', 'Bearer adm'],
      ['PUT', '/api/v1/affiliates/4', 'Bearer adm'],
      ['DELETE', '/api/v1/affiliates/4', 'Bearer adm'],
    ]);
    expect(JSON.parse(String(sent[1]?.body))).toEqual({ is_active: false });
  });
});

describe('real-estate calls', () => {
  const jpeg = () => new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3])], 'site.jpg', { type: 'image/jpeg' });

  it('sends the form as multipart without a token, with the partner id of the widget it came from', async () => {
    const { sent, realEstate } = recording({ id: 9, status: 'pending_verification', created_at: '2026-11-20T10:00:00Z' }, 201);
    const outcome = await submitRealEstateListing({ ...emptyRealEstateForm(), project_name: 'Prestige Lakeside' }, jpeg(), realEstate, 'dealer-42');
    expect(outcome).toEqual({ ok: true, receipt: { id: 9, status: 'pending_verification', created_at: '2026-11-20T10:00:00Z' } });
    expect(sent[0]).toMatchObject({ url: '/api/v1/real-estate/listings', method: 'POST', authorization: null });
    const body = sent[0]?.body as FormData;
    expect(body.get('project_name')).toBe('Prestige Lakeside');
    expect(body.get('partner_id')).toBe('dealer-42');
    expect((body.get('image') as File).name).toBe('site.jpg');
  });

  it('does not send a form without a project name or location, or with a file that is not an image', async () => {
    const { sent, realEstate } = recording();
    expect(await submitRealEstateListing(emptyRealEstateForm(), null, realEstate)).toEqual({
      ok: false,
      errors: { form: REAL_ESTATE_MESSAGES.needNameOrLocation },
      message: null,
      problems: { form: 'needNameOrLocation' },
      failure: null,
    });
    const svg = new File(['<svg onload="alert(1)"/>'], 'photo.jpg', { type: 'image/jpeg' });
    expect(await submitRealEstateListing({ ...emptyRealEstateForm(), location: 'Hosur Road' }, svg, realEstate)).toMatchObject({
      ok: false,
      errors: { image: REAL_ESTATE_MESSAGES.imageType },
      problems: { image: 'imageType' },
    });
    expect(sent).toEqual([]);
  });

  it("shows the server's detail, or 'Failed to submit listing'", async () => {
    const refused = recording({ detail: 'The image is larger than 5 MB. Please choose a smaller image.' }, 413);
    expect(await submitRealEstateListing({ ...emptyRealEstateForm(), location: 'Hosur Road' }, null, refused.realEstate)).toEqual({
      ok: false,
      errors: { image: 'The image is larger than 5 MB. Please choose a smaller image.' },
      message: 'The image is larger than 5 MB. Please choose a smaller image.',
      problems: { image: 'imageTooLarge' },
      failure: 'imageTooLarge',
    });
    const invalid = recording(
      {
        detail: 'Enter GPS',
        errors: [
          { field: 'gps', message: 'Enter GPS' },
          { field: 'other', message: 'x' },
        ],
      },
      422,
    );
    expect(await submitRealEstateListing({ ...emptyRealEstateForm(), location: 'Hosur Road' }, null, invalid.realEstate)).toEqual({
      ok: false,
      errors: { gps: 'Enter GPS' },
      message: 'Enter GPS',
      problems: {},
      failure: null,
    });
    const broken = recording('oops', 500);
    expect(await submitRealEstateListing({ ...emptyRealEstateForm(), location: 'Hosur Road' }, null, broken.realEstate)).toMatchObject({
      message: 'Failed to submit listing',
    });
  });

  it('verifies and rejects (admin token) and lists the verified listings (no token)', async () => {
    const { sent, realEstate } = recording({});
    await realEstate.verifySubmission(4);
    await realEstate.rejectSubmission(5, 'No approval');
    await realEstate.listListings();
    expect(sent[0]).toMatchObject({ url: '/api/v1/admin/real-estate/4/verify', method: 'POST', authorization: 'Bearer adm' });
    expect(sent[1]).toMatchObject({ url: '/api/v1/admin/real-estate/5/reject', method: 'POST', authorization: 'Bearer adm', body: '{"reason":"No approval"}' });
    expect(sent[2]).toMatchObject({ url: '/api/v1/real-estate/listings', method: 'GET', authorization: null });
  });

  it('lists the submissions for admins', async () => {
    const { sent, realEstate } = recording([]);
    await realEstate.listSubmissions();
    expect(sent[0]).toMatchObject({ url: '/api/v1/admin/real-estate', authorization: 'Bearer adm' });
  });
});

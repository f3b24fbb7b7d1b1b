import {
  AFFILIATE_MESSAGES,
  BLOG_MESSAGES,
  listingRejectionReasonError,
  REAL_ESTATE_MESSAGES,
  type Affiliate,
  type AffiliateInput,
  type BlogPost,
  type BlogPostInput,
  type RealEstateListing,
  type RealEstateSubmission,
} from '@nirmaan/core';
import { SAMPLE_POSTS } from './blogFixtures.ts';

export interface FakeContentOptions {
  affiliates?: Affiliate[];
  realEstate?: RealEstateSubmission[];
  /** Blog posts, drafts too (the sample posts when not given). */
  posts?: BlogPost[];
}

function json(body: unknown, init: ResponseInit = {}): Response {
  return new Response(JSON.stringify(body), { ...init, headers: { 'content-type': 'application/json', ...init.headers } });
}

const bySortOrder = (a: Affiliate, b: Affiliate) => a.sort_order - b.sort_order || a.id - b.id;

/** A verified submission as visitors see it. */
function listingOf(submission: RealEstateSubmission): RealEstateListing {
  const { gps: _gps, partner_id: _partner, status: _status, rejection_reason: _reason, reviewed_at: reviewedAt, created_at: createdAt, ...facts } = submission;
  return { ...facts, verified_at: reviewedAt ?? createdAt };
}

/** Affiliates, the admins' blog and real-estate review, and the public verified listings behind the fake API. */
export class FakeContent {
  affiliates: Affiliate[];
  realEstate: RealEstateSubmission[];
  posts: BlogPost[];
  private nextId = 700;

  constructor(options: FakeContentOptions = {}) {
    this.affiliates = [...(options.affiliates ?? [])];
    this.realEstate = [...(options.realEstate ?? [])];
    this.posts = [...(options.posts ?? SAMPLE_POSTS)];
  }

  private blogAnswer(request: Request, path: string, method: string): Promise<Response> | Response | null {
    if (path === '/admin/blog/' && method === 'GET') return json(this.posts.map(({ content: _content, ...summary }) => summary));
    const one = /^\/admin\/blog\/(\d+)$/.exec(path);
    if (!one) return null;
    const post = this.posts.find((candidate) => candidate.id === Number(one[1]));
    if (!post) return json({ detail: BLOG_MESSAGES.notFound }, { status: 404 });
    const replace = (next: BlogPost) => {
      this.posts = this.posts.map((candidate) => (candidate.id === next.id ? next : candidate));
      return json(next);
    };
    if (method === 'GET') return json(post);
    if (method === 'PATCH') return request.json().then((body: { published: boolean }) => replace({ ...post, published: body.published }));
    if (method === 'PUT') return request.json().then((input: BlogPostInput) => replace({ ...post, ...input, published: input.published ?? true } as BlogPost));
    if (method === 'DELETE') {
      this.posts = this.posts.filter((candidate) => candidate.id !== post.id);
      return json({ id: post.id, detail: BLOG_MESSAGES.deleted });
    }
    return null;
  }

  private async reviewAnswer(request: Request, path: string): Promise<Response | null> {
    const match = /^\/admin\/real-estate\/(\d+)\/(verify|reject)$/.exec(path);
    if (!match) return null;
    const submission = this.realEstate.find((candidate) => candidate.id === Number(match[1]));
    if (!submission) return json({ detail: REAL_ESTATE_MESSAGES.notFound }, { status: 404 });
    let reviewed: RealEstateSubmission;
    if (match[2] === 'verify') {
      reviewed = { ...submission, status: 'published', rejection_reason: null, reviewed_at: '2026-11-22T09:00:00Z' };
    } else {
      const { reason } = (await request.json()) as { reason: string };
      const problem = listingRejectionReasonError(reason ?? '');
      if (problem) return json({ detail: problem }, { status: 422 });
      reviewed = { ...submission, status: 'rejected', rejection_reason: reason.trim(), reviewed_at: '2026-11-22T09:00:00Z' };
    }
    this.realEstate = this.realEstate.map((candidate) => (candidate.id === reviewed.id ? reviewed : candidate));
    return json(reviewed);
  }

  private save(input: Partial<AffiliateInput>, existing?: Affiliate): Response {
    const title = (input.title ?? existing?.title ?? '').trim();
    const url = (input.url ?? existing?.url ?? '').trim();
    if (!title || !url) return json({ detail: AFFILIATE_MESSAGES.required }, { status: 422 });
    const affiliate: Affiliate = {
      id: existing?.id ?? this.nextId++,
      title,
      url,
      description: input.description ?? existing?.description ?? null,
      image_url: input.image_url ?? existing?.image_url ?? null,
      is_active: input.is_active ?? existing?.is_active ?? true,
      sort_order: input.sort_order ?? existing?.sort_order ?? 0,
    };
    this.affiliates = [...this.affiliates.filter((other) => other.id !== affiliate.id), affiliate];
    return json(affiliate, { status: existing ? 200 : 201 });
  }

  /** The answer to an affiliate or real-estate call, or null when the path is not one. */
  async answer(request: Request, path: string, method: string, url: URL): Promise<Response | null> {
    if (path === '/affiliates/' && method === 'GET') {
      const onlyActive = url.searchParams.get('only_active') !== 'false';
      return json(this.affiliates.filter((affiliate) => !onlyActive || affiliate.is_active).sort(bySortOrder));
    }
    if (path === '/affiliates/all') return json([...this.affiliates].sort(bySortOrder));
    if (path === '/affiliates/' && method === 'POST') return this.save((await request.json()) as Partial<AffiliateInput>);
    const one = /^\/affiliates\/(\d+)$/.exec(path);
    if (one) {
      const existing = this.affiliates.find((affiliate) => affiliate.id === Number(one[1]));
      if (!existing) return json({ detail: AFFILIATE_MESSAGES.notFound }, { status: 404 });
      if (method === 'PUT') return this.save((await request.json()) as Partial<AffiliateInput>, existing);
      if (method === 'DELETE') {
        this.affiliates = this.affiliates.filter((affiliate) => affiliate.id !== existing.id);
        return json({ id: existing.id, detail: AFFILIATE_MESSAGES.deleted });
      }
    }
    if (path === '/admin/real-estate') return json(this.realEstate);
    if (path === '/real-estate/listings' && method === 'GET') return json(this.realEstate.filter((entry) => entry.status === 'published').map(listingOf));
    if (method === 'POST') {
      const reviewed = await this.reviewAnswer(request, path);
      if (reviewed) return reviewed;
    }
    return this.blogAnswer(request, path, method);
  }
}

export function sampleAffiliate(id: number, title: string, fields: Partial<Affiliate> = {}): Affiliate {
  return { id, title, url: `https://example.com/${id}`, image_url: null, description: null, is_active: true, sort_order: id, ...fields };
}

/** Affiliates in both states and one real-estate submission, for stories and tests. */
export const DEMO_CONTENT: FakeContentOptions = {
  affiliates: [
    sampleAffiliate(1, 'Asian Paints Colour Studio', {
      url: 'https://www.asianpaints.com/',
      description: 'Pick wall colours with the shade card.',
      sort_order: 0,
    }),
    sampleAffiliate(2, 'Jaquar Bath Fittings', { url: 'https://www.jaquar.com/', sort_order: 1 }),
    sampleAffiliate(3, 'Old Tile Partner', { url: 'https://example.com/tiles', is_active: false, sort_order: 2 }),
  ],
  realEstate: [
    {
      id: 5,
      project_name: 'Green Meadows Phase 2',
      location: 'Sarjapur Road, Bangalore',
      site_number: '42',
      site_size: '30x40',
      gps: '12.9000,77.7000',
      latitude: 12.9,
      longitude: 77.7,
      builder_name: 'Meadow Builders',
      builder_link: 'https://example.com/meadow',
      partner_id: 'realty-7',
      has_image: false,
      status: 'pending_verification',
      rejection_reason: null,
      reviewed_at: null,
      created_at: '2026-11-21T09:00:00Z',
    },
  ],
};

import { ApiError, type BlogApi, type BlogPost, type BlogPostInput, type BlogPostSummary } from '@nirmaan/core';

/** Posts for stories and tests (newest first, as the server lists them). */
export const SAMPLE_POSTS: BlogPost[] = [
  {
    id: 3,
    slug: 'm-sand-vs-p-sand-vs-river-sand',
    title: 'M-Sand, P-Sand or river sand: what to buy for concrete and plaster',
    category: 'Materials',
    excerpt: 'River sand is scarce and often adulterated. Here is how manufactured sand compares, and how to test any sand on site.',
    cover_image_url: null,
    read_time_minutes: 5,
    author_name: '',
    created_at: '2026-11-16T05:30:00Z',
    updated_at: '2026-11-16T05:30:00Z',
    published: true,
    content:
      '<p>With river-sand mining restricted, <strong>manufactured sand</strong> is the default.</p><h2>Three tests</h2><ol><li>Silt test</li><li>Hand test</li></ol>',
  },
  {
    id: 2,
    slug: 'how-to-check-tmt-bars-on-site',
    title: 'How to check TMT bars on site before you accept the delivery',
    category: 'Quality',
    excerpt: 'Weight per metre, markings, a bend test and the mill certificate.',
    cover_image_url: null,
    read_time_minutes: 5,
    author_name: 'Er. Karthik Subramanian',
    created_at: '2026-11-08T05:30:00Z',
    updated_at: '2026-11-08T05:30:00Z',
    published: true,
    content:
      '<p>Steel is the most expensive material in the frame.</p><table><thead><tr><th scope="col">Bar</th><th scope="col">kg/m</th></tr></thead><tbody><tr><td>12 mm</td><td>0.888</td></tr></tbody></table>',
  },
  {
    id: 1,
    slug: 'opc-vs-ppc-cement-which-to-use-where',
    title: 'OPC or PPC? Choosing the right cement for each stage of your house',
    category: 'Materials',
    excerpt: 'OPC 53 for early strength, PPC for durability: a stage-by-stage guide.',
    cover_image_url: null,
    read_time_minutes: 6,
    author_name: 'Nirmaan Editorial Team',
    created_at: '2026-10-30T05:30:00Z',
    updated_at: '2026-10-30T05:30:00Z',
    published: true,
    content: '<p>Both are good cements.</p>',
  },
];

export const summaries = (posts: readonly BlogPost[] = SAMPLE_POSTS): BlogPostSummary[] => posts.map(({ content: _content, ...summary }) => summary);

const never = <T>() => new Promise<T>(() => {});
const after = <T>(ms: number, value: () => T) =>
  new Promise<T>((resolve, reject) =>
    setTimeout(() => {
      try {
        resolve(value());
      } catch (error) {
        reject(error as Error);
      }
    }, ms),
  );

export interface FakeBlogOptions {
  posts?: BlogPost[];
  /** 'loading' never answers; 'failing' fails every call with `error` (a 500 without detail unless given). */
  mode?: 'ready' | 'loading' | 'failing';
  error?: unknown;
  delay?: number;
}

/** A blog API for stories and tests, answering from `posts`. */
export function fakeBlogApi({ posts = SAMPLE_POSTS, mode = 'ready', error = new ApiError({ status: 500 }), delay = 0 }: FakeBlogOptions = {}): BlogApi {
  const answer = <T>(value: () => T): Promise<T> => {
    if (mode === 'loading') return never<T>();
    return after(delay, () => {
      if (mode === 'failing') throw error;
      return value();
    });
  };
  let stored = [...posts];
  const byId = (id: number) => {
    const post = stored.find((candidate) => candidate.id === id);
    if (!post) throw new ApiError({ status: 404, body: { detail: 'Post not found' } });
    return post;
  };
  const replace = (post: BlogPost) => {
    stored = stored.map((candidate) => (candidate.id === post.id ? post : candidate));
    return post;
  };
  const fields = (input: BlogPostInput) => ({
    category: null,
    excerpt: null,
    cover_image_url: null,
    read_time_minutes: 1,
    ...input,
    published: input.published ?? true,
  });
  return {
    listPosts: () => answer(() => summaries(stored.filter((post) => post.published))),
    getPost: (slug) =>
      answer(() => {
        const post = stored.find((candidate) => candidate.slug === slug && candidate.published);
        if (!post) throw new ApiError({ status: 404, body: { detail: 'Post not found' } });
        return post;
      }),
    createPost: (input) =>
      answer(() => {
        const post: BlogPost = {
          id: 99,
          author_name: 'Priya Sharma',
          created_at: '2026-11-20T05:30:00Z',
          updated_at: '2026-11-20T05:30:00Z',
          ...fields(input),
        };
        stored = [post, ...stored];
        return post;
      }),
    listAllPosts: () => answer(() => summaries(stored)),
    getPostById: (id) => answer(() => byId(id)),
    updatePost: (id, input) => answer(() => replace({ ...byId(id), ...fields(input), updated_at: '2026-11-21T05:30:00Z' })),
    setPublished: (id, published) => answer(() => replace({ ...byId(id), published })),
    deletePost: (id) =>
      answer(() => {
        byId(id);
        stored = stored.filter((post) => post.id !== id);
        return { id, detail: 'Post deleted' };
      }),
  };
}

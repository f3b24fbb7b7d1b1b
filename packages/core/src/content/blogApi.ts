import { apiClient } from '../api/api.ts';
import type { ApiClient } from '../api/client.ts';
import { BLOG_LIST_LIMIT } from './contentRules.ts';
import type { BlogListQuery, BlogPost, BlogPostInput, BlogPostSummary } from './contentTypes.ts';

/** Blog calls (spec toolkit §7 'Blog'): reading is open to anyone, creating needs the admin token. */
export interface BlogApi {
  /** Posts newest first, without their bodies: 50 unless `limit` says fewer; one category when given. */
  listPosts(query?: BlogListQuery): Promise<BlogPostSummary[]>;
  /** One post with its (server-sanitised) HTML body; a 404 'Post not found' when there is none. */
  getPost(slug: string): Promise<BlogPost>;
  /** Creates a post (admin token); a slug in use is a 409. */
  createPost(input: BlogPostInput): Promise<BlogPost>;
}

export function createBlogApi(client: ApiClient): BlogApi {
  return {
    listPosts: ({ limit = BLOG_LIST_LIMIT, category } = {}) =>
      client.get('/blog/', { auth: 'none', query: { limit, category: category?.trim() || undefined } }),
    getPost: (slug) => client.get(`/blog/${encodeURIComponent(slug)}`, { auth: 'none' }),
    createPost: (input) => client.post('/blog/', input, { auth: 'admin' }),
  };
}

export const blogApi = createBlogApi(apiClient);

import { apiClient } from '../api/api.ts';
import type { ApiClient } from '../api/client.ts';
import { BLOG_LIST_LIMIT } from './blogRules.ts';
import type { BlogListQuery, BlogPost, BlogPostDeletion, BlogPostInput, BlogPostSummary } from './contentTypes.ts';

/** Blog calls (spec toolkit §7 'Blog'): reading published posts is open to anyone; drafts and every change need the admin token. */
export interface BlogApi {
  /** Posts newest first, without their bodies: 50 unless `limit` says fewer; one category when given. */
  listPosts(query?: BlogListQuery): Promise<BlogPostSummary[]>;
  /** One post with its (server-sanitised) HTML body; a 404 'Post not found' when there is none. */
  getPost(slug: string): Promise<BlogPost>;
  /** Creates a post (admin token), published unless `published` is false; a slug in use is a 409. */
  createPost(input: BlogPostInput): Promise<BlogPost>;
  /** Every post, drafts too, newest first, without bodies (admin token). */
  listAllPosts(query?: BlogListQuery): Promise<BlogPostSummary[]>;
  /** One post by id with its body, draft or not (admin token). */
  getPostById(id: number): Promise<BlogPost>;
  /** Replaces a post's fields (admin token); a slug in use is a 409. */
  updatePost(id: number, input: BlogPostInput): Promise<BlogPost>;
  /** Publishes a post (true) or takes it back to a draft (false) (admin token). */
  setPublished(id: number, published: boolean): Promise<BlogPost>;
  /** Deletes a post for good (admin token). */
  deletePost(id: number): Promise<BlogPostDeletion>;
}

export function createBlogApi(client: ApiClient): BlogApi {
  return {
    listPosts: ({ limit = BLOG_LIST_LIMIT, category } = {}) =>
      client.get('/blog/', { auth: 'none', query: { limit, category: category?.trim() || undefined } }),
    getPost: (slug) => client.get(`/blog/${encodeURIComponent(slug)}`, { auth: 'none' }),
    createPost: (input) => client.post('/blog/', input, { auth: 'admin' }),
    listAllPosts: ({ limit = BLOG_LIST_LIMIT, category } = {}) =>
      client.get('/admin/blog/', { auth: 'admin', query: { limit, category: category?.trim() || undefined } }),
    getPostById: (id) => client.get(`/admin/blog/${id}`, { auth: 'admin' }),
    updatePost: (id, input) => client.put(`/admin/blog/${id}`, input, { auth: 'admin' }),
    setPublished: (id, published) => client.patch(`/admin/blog/${id}`, { published }, { auth: 'admin' }),
    deletePost: (id) => client.delete(`/admin/blog/${id}`, { auth: 'admin' }),
  };
}

export const blogApi = createBlogApi(apiClient);

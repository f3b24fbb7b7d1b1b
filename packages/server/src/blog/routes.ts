import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accountOf, requireRole } from '../auth/guard.ts';
import type { AppContext } from '../http/context.ts';
import { noteInLanguage } from '../http/detailTexts.ts';
import { adminErrors, idParams, publicErrors } from '../shared/schemas.ts';
import { createPost, deletePost, listPosts, postById, postBySlug, setPublished, updatePost, type NewPost } from './queries.ts';
import {
  adminBlogListQuery,
  blogListQuery,
  blogPostDeletionResponse,
  blogPostResponse,
  blogPostSummaryResponse,
  blogSlugParams,
  createBlogPostBody,
  publishBlogPostBody,
} from './schemas.ts';

/** The stored fields of a create or edit request. */
function newPostOf(body: z.output<typeof createBlogPostBody>): NewPost {
  const { title, slug, content, category, excerpt, cover_image_url: coverImageUrl, read_time_minutes: readTimeMinutes, published } = body;
  return { title, slug, content, category, excerpt, coverImageUrl, readTimeMinutes, published };
}

/**
 * /api/v1/blog (spec toolkit §2 'Blog', §7): the newest published posts (50 at most, one category
 * when asked), one published post by its slug, and creating a post, published or a draft (admins
 * only). Bodies are stored sanitised.
 */
export async function blogRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = context;
  const tags = ['blog'];

  api.get(
    '/',
    {
      schema: {
        tags,
        summary: 'Published posts newest first, without their bodies; limit (50, at most 50), category',
        querystring: blogListQuery,
        response: { 200: z.array(blogPostSummaryResponse), ...publicErrors },
      },
    },
    async (request) => listPosts(db, request.query),
  );

  api.get(
    '/:slug',
    {
      schema: {
        tags,
        summary: 'One published post with its HTML body (sanitised when it was stored); a draft is a 404',
        params: blogSlugParams,
        response: { 200: blogPostResponse, ...publicErrors },
      },
    },
    async (request) => postBySlug(db, request.params.slug),
  );

  api.post(
    '/',
    {
      schema: {
        tags,
        summary: 'Create a post (admin), published unless published is false. The HTML body is cleaned with an allow-list; a slug in use is a 409',
        body: createBlogPostBody,
        response: { 201: blogPostResponse, ...adminErrors },
      },
      onRequest: requireRole(context, 'admin'),
    },
    async (request, reply) => reply.code(201).send(await createPost(db, accountOf(request).id, newPostOf(request.body))),
  );
}

/**
 * /api/v1/admin/blog (admin token): every post with drafts, one post by id to edit, replacing a
 * post's fields, publishing or unpublishing, and deleting.
 */
export async function adminBlogRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = context;
  const tags = ['blog (admin)'];
  const onRequest = requireRole(context, 'admin');

  api.get(
    '/',
    {
      schema: {
        tags,
        summary: 'Every post, drafts too, newest first, without bodies; limit (50, at most 50), category',
        querystring: adminBlogListQuery,
        response: { 200: z.array(blogPostSummaryResponse), ...adminErrors },
      },
      onRequest,
    },
    async (request) => listPosts(db, request.query, 'admin'),
  );

  api.get(
    '/:id',
    {
      schema: { tags, summary: 'One post by id with its body, draft or not', params: idParams, response: { 200: blogPostResponse, ...adminErrors } },
      onRequest,
    },
    async (request) => postById(db, request.params.id),
  );

  api.put(
    '/:id',
    {
      schema: {
        tags,
        summary: "Replace a post's fields (the body is cleaned again; a slug in use is a 409; published false makes it a draft)",
        params: idParams,
        body: createBlogPostBody,
        response: { 200: blogPostResponse, ...adminErrors },
      },
      onRequest,
    },
    async (request) => updatePost(db, request.params.id, newPostOf(request.body)),
  );

  api.patch(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Publish (published: true) or unpublish (false) a post',
        params: idParams,
        body: publishBlogPostBody,
        response: { 200: blogPostResponse, ...adminErrors },
      },
      onRequest,
    },
    async (request) => setPublished(db, request.params.id, request.body.published),
  );

  api.delete(
    '/:id',
    { schema: { tags, summary: 'Delete a post for good', params: idParams, response: { 200: blogPostDeletionResponse, ...adminErrors } }, onRequest },
    async (request, reply) => {
      const deleted = await deletePost(db, request.params.id);
      return { ...deleted, detail: noteInLanguage(request, reply, deleted.detail) };
    },
  );
}

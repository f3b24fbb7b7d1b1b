import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accountOf, requireRole } from '../auth/guard.ts';
import type { AppContext } from '../http/context.ts';
import { adminErrors, publicErrors } from '../shared/schemas.ts';
import { createPost, listPosts, postBySlug } from './queries.ts';
import { blogListQuery, blogPostResponse, blogPostSummaryResponse, blogSlugParams, createBlogPostBody } from './schemas.ts';

/**
 * /api/v1/blog (spec toolkit §2 'Blog', §7): the newest posts (50 at most, one category when
 * asked), one post by its slug, and creating a post (admins only). Bodies are stored sanitised.
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
        summary: 'Posts newest first, without their bodies; limit (50, at most 50), category',
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
        summary: 'One post with its HTML body (sanitised when it was stored)',
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
        summary: 'Create a post (admin). The HTML body is cleaned with an allow-list; a slug in use is a 409',
        body: createBlogPostBody,
        response: { 201: blogPostResponse, ...adminErrors },
      },
      onRequest: requireRole(context, 'admin'),
    },
    async (request, reply) => {
      const { title, slug, content, category, excerpt, cover_image_url: coverImageUrl, read_time_minutes: readTimeMinutes } = request.body;
      const post = await createPost(db, accountOf(request).id, { title, slug, content, category, excerpt, coverImageUrl, readTimeMinutes });
      return reply.code(201).send(post);
    },
  );
}

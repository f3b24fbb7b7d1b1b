import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AFFILIATE_MESSAGES as M } from '@nirmaan/core/pure';
import { requireRole } from '../auth/guard.ts';
import type { AppContext } from '../http/context.ts';
import { noteInLanguage } from '../http/detailTexts.ts';
import { badRequest } from '../http/errors.ts';
import { adminErrors, idParams, publicErrors } from '../shared/schemas.ts';
import { createAffiliate, deleteAffiliate, listAffiliates, updateAffiliate } from './queries.ts';
import { affiliateDeletionResponse, affiliateListQuery, affiliateResponse, createAffiliateBody, updateAffiliateBody } from './schemas.ts';

/**
 * /api/v1/affiliates (spec toolkit §2 'Affiliates', §7): the public list (the active ones; with
 * only_active=false, for an admin only, every one) and the admins' list, create, update and delete; by sort order then id.
 */
export async function affiliateRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = context;
  const adminOnly = requireRole(context, 'admin');
  const tags = ['affiliates'];

  api.get(
    '/',
    {
      schema: {
        tags,
        summary: 'Affiliates by sort order then id; only the active ones, unless an admin asks with only_active=false',
        querystring: affiliateListQuery,
        response: { 200: z.array(affiliateResponse), ...publicErrors, ...adminErrors },
      },
      // Paused affiliates are never public (issue 28): only an admin sees them here.
      preHandler: async (request, reply) => {
        if (request.query.only_active === false) await adminOnly.call(app, request, reply);
      },
    },
    async (request) => listAffiliates(db, request.query.only_active),
  );

  api.get(
    '/all',
    {
      schema: { tags, summary: 'Every affiliate, active or not (admin)', response: { 200: z.array(affiliateResponse), ...adminErrors } },
      onRequest: adminOnly,
    },
    async () => listAffiliates(db, false),
  );

  api.post(
    '/',
    {
      schema: {
        tags,
        summary: "Add an affiliate (admin); a missing title or URL is 400 'Title and URL are required'",
        body: createAffiliateBody,
        response: { 201: affiliateResponse, ...adminErrors },
      },
      onRequest: adminOnly,
    },
    async (request, reply) => {
      const { title, url, description, image_url: imageUrl, is_active: isActive, sort_order: sortOrder } = request.body;
      if (!title || !url) throw badRequest(M.required);
      return reply.code(201).send(await createAffiliate(db, { title, url, description, imageUrl, isActive, sortOrder }));
    },
  );

  api.put(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Change an affiliate (admin); only the fields sent change',
        params: idParams,
        body: updateAffiliateBody,
        response: { 200: affiliateResponse, ...adminErrors },
      },
      onRequest: adminOnly,
    },
    async (request) => {
      const { title, url, description, image_url: imageUrl, is_active: isActive, sort_order: sortOrder } = request.body;
      if ((title !== undefined && !title) || (url !== undefined && !url)) throw badRequest(M.required);
      // Absent fields stay as they are; a blank description or image address clears it.
      const cleared = (value: string | null | undefined) => (value === undefined ? undefined : value || null);
      const changes = { title: title ?? undefined, url: url ?? undefined, description: cleared(description), imageUrl: cleared(imageUrl), isActive, sortOrder };
      return updateAffiliate(db, request.params.id, changes);
    },
  );

  api.delete(
    '/:id',
    {
      schema: { tags, summary: 'Delete an affiliate (admin)', params: idParams, response: { 200: affiliateDeletionResponse, ...adminErrors } },
      onRequest: adminOnly,
    },
    async (request, reply) => {
      const deleted = await deleteAffiliate(db, request.params.id);
      return { ...deleted, detail: noteInLanguage(request, reply, deleted.detail) };
    },
  );
}

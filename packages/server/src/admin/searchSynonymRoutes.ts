import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireRole } from '../auth/guard.ts';
import type { AppContext } from '../http/context.ts';
import { adminErrors } from '../shared/schemas.ts';
import { synonymBody, synonymListQuery, synonymResponse, synonymWordParams } from './searchSynonymSchemas.ts';
import { deleteSearchSynonym, listSearchSynonyms, saveSearchSynonym } from './searchSynonyms.ts';

/**
 * The search's synonyms (issue 29) under /api/v1/admin/search/synonyms: list them, add or replace
 * one word's alternatives and note, delete one. Words are kept in the search's normal form. Admin
 * token only; the search reads the table on every request, so a change applies at once.
 */
export async function adminSearchSynonymRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = context;
  const adminOnly = requireRole(context, 'admin');
  const tags = ['admin search'];

  api.get(
    '/synonyms',
    {
      schema: {
        tags,
        summary: 'Every search synonym by word; with search, those whose word or one of its alternatives contains that text',
        querystring: synonymListQuery,
        response: { 200: z.array(synonymResponse), ...adminErrors },
      },
      onRequest: adminOnly,
    },
    async (request) => listSearchSynonyms(db, request.query.search),
  );

  api.put(
    '/synonyms/:word',
    {
      schema: {
        tags,
        summary:
          'Add a search word (201) or replace what it also finds (200): 1-8 alternatives and a note of 3-200 characters; the word and alternatives are kept in search normal form (Pipes → pipe), each one word of 2-40 letters or digits',
        params: synonymWordParams,
        body: synonymBody,
        response: { 200: synonymResponse, 201: synonymResponse, ...adminErrors },
      },
      onRequest: adminOnly,
    },
    async (request, reply) => {
      const { synonym, created } = await saveSearchSynonym(db, request.params.word, request.body);
      return reply.code(created ? 201 : 200).send(synonym);
    },
  );

  api.delete(
    '/synonyms/:word',
    {
      schema: {
        tags,
        summary: 'Delete a search word (read in search normal form); 404 when there is none',
        params: synonymWordParams,
        response: { 204: z.null(), ...adminErrors },
      },
      onRequest: adminOnly,
    },
    async (request, reply) => {
      await deleteSearchSynonym(db, request.params.word);
      return reply.code(204).send(null);
    },
  );
}

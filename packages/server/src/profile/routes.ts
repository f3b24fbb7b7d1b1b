import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { addressSchema } from '@nirmaan/core/pure';
import { accountOf, requireRole } from '../auth/guard.ts';
import type { AppContext } from '../http/context.ts';
import { addressResponse, buyerErrors, idParams } from '../shared/schemas.ts';
import { addAddress, deleteAddress, listAddresses, makeDefaultAddress, updateAddress } from './queries.ts';

/**
 * The buyer's delivery addresses: /api/v1/addresses (spec storefront §3, §7). A buyer with addresses
 * always has exactly one default: the first address becomes it, another takes over only when chosen
 * (is_default true, or PUT /{id}/default), and deleting the default hands it to the newest remaining.
 */
export async function addressRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = context;
  const buyerOnly = requireRole(context, 'buyer');
  const tags = ['addresses'];

  api.get(
    '/',
    {
      schema: { tags, summary: 'The addresses, default first, then newest', response: { 200: z.array(addressResponse), ...buyerErrors } },
      onRequest: buyerOnly,
    },
    async (request) => listAddresses(db, accountOf(request).id),
  );

  api.post(
    '/',
    {
      schema: { tags, summary: 'Add an address (the first one becomes the default)', body: addressSchema, response: { 201: addressResponse, ...buyerErrors } },
      onRequest: buyerOnly,
    },
    async (request, reply) => reply.code(201).send(await addAddress(db, accountOf(request).id, request.body)),
  );

  api.put(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Change an address (is_default true makes it the default)',
        params: idParams,
        body: addressSchema,
        response: { 200: addressResponse, ...buyerErrors },
      },
      onRequest: buyerOnly,
    },
    async (request) => updateAddress(db, accountOf(request).id, request.params.id, request.body),
  );

  api.delete(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Delete an address (the newest remaining one becomes the default)',
        params: idParams,
        response: { 204: z.null(), ...buyerErrors },
      },
      onRequest: buyerOnly,
    },
    async (request, reply) => {
      await deleteAddress(db, accountOf(request).id, request.params.id);
      return reply.code(204).send(null);
    },
  );

  api.put(
    '/:id/default',
    { schema: { tags, summary: 'Make an address the default', params: idParams, response: { 200: addressResponse, ...buyerErrors } }, onRequest: buyerOnly },
    async (request) => makeDefaultAddress(db, accountOf(request).id, request.params.id),
  );
}

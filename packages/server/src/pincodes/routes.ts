import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PINCODE_MESSAGES } from '@nirmaan/core/pure';
import { requireRole } from '../auth/guard.ts';
import type { AppContext } from '../http/context.ts';
import { detailInLanguage, noteInLanguage } from '../http/detailTexts.ts';
import { badRequest } from '../http/errors.ts';
import { requestLocale } from '../http/requestLanguage.ts';
import { adminErrors, publicErrors } from '../shared/schemas.ts';
import { createPincode, deletePincode, listPincodes, pincodeCheck, seedPincodes, updatePincode } from './queries.ts';
import {
  createPincodeBody,
  pincodeDeletionResponse,
  pincodeListQuery,
  pincodeParams,
  pincodePathParams,
  pincodeRecordResponse,
  pincodeResponse,
  pincodeSeedResponse,
  updatePincodeBody,
} from './schemas.ts';

/** A pincode from a path: exactly 6 digits, else 400 'Enter a valid 6-digit pincode'. */
function sixDigits(pincode: string): string {
  if (!/^\d{6}$/.test(pincode)) throw badRequest(PINCODE_MESSAGES.invalid);
  return pincode;
}

/**
 * /api/v1/pincodes: the public check GET /validate/{pincode} (spec storefront §3), and pincode
 * management for admins (spec toolkit §2 "Pincode management", §7): list with search, city filter
 * and paging (X-Total-Count), create, update, delete and seed. An inactive pincode is not served.
 */
export async function pincodeRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = context;
  const adminOnly = requireRole(context, 'admin');
  const adminTags = ['pincodes (admin)'];

  api.get(
    '/',
    {
      schema: {
        tags: adminTags,
        summary: 'Every pincode, active or not, in pincode order; search (pincode, area, city, state), city, limit (10), offset; X-Total-Count',
        querystring: pincodeListQuery,
        response: { 200: z.array(pincodeRecordResponse), ...adminErrors },
      },
      onRequest: adminOnly,
    },
    async (request, reply) => {
      const page = await listPincodes(db, request.query);
      void reply.header('x-total-count', String(page.total));
      return page.items;
    },
  );

  api.post(
    '/',
    {
      schema: {
        tags: adminTags,
        summary: 'Add a delivery area (a pincode that exists is a 409)',
        body: createPincodeBody,
        response: { 201: pincodeRecordResponse, ...adminErrors },
      },
      onRequest: adminOnly,
    },
    async (request, reply) => {
      const { pincode, city, state, area, is_active: isActive } = request.body;
      return reply.code(201).send(await createPincode(db, pincode, { city, state, area, isActive }));
    },
  );

  api.post(
    '/seed',
    {
      schema: {
        tags: adminTags,
        summary: 'Add the standard delivery areas that are missing; count is how many were added (0 the second time)',
        response: { 200: pincodeSeedResponse, ...adminErrors },
      },
      onRequest: adminOnly,
    },
    async (request, reply) => {
      const seeded = await seedPincodes(db);
      return { ...seeded, message: noteInLanguage(request, reply, seeded.message) };
    },
  );

  api.put(
    '/:pincode',
    {
      schema: {
        tags: adminTags,
        summary: 'Change a delivery area; only the fields sent change',
        params: pincodePathParams,
        body: updatePincodeBody,
        response: { 200: pincodeRecordResponse, ...adminErrors },
      },
      onRequest: adminOnly,
    },
    async (request) => {
      const { city, state, area, is_active: isActive } = request.body;
      return updatePincode(db, sixDigits(request.params.pincode), { city, state, area, isActive });
    },
  );

  api.delete(
    '/:pincode',
    {
      schema: { tags: adminTags, summary: 'Delete a delivery area', params: pincodePathParams, response: { 200: pincodeDeletionResponse, ...adminErrors } },
      onRequest: adminOnly,
    },
    async (request, reply) => {
      const deleted = await deletePincode(db, sixDigits(request.params.pincode));
      return { ...deleted, detail: noteInLanguage(request, reply, deleted.detail) };
    },
  );

  api.get(
    '/validate/:pincode',
    { schema: { tags: ['pincodes'], summary: 'Is this pincode served?', params: pincodeParams, response: { 200: pincodeResponse, ...publicErrors } } },
    async (request) => {
      // The message in the reader's language (issue 32): the ETag and Vary say so (http/publicReads.ts).
      const check = await pincodeCheck(db, sixDigits(request.params.pincode));
      return { ...check, message: detailInLanguage(check.message, requestLocale(request)) };
    },
  );
}

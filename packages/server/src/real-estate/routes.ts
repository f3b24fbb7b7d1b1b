import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { imageKindOf, parseGps, REAL_ESTATE_IMAGE_KINDS, REAL_ESTATE_IMAGE_MAX_BYTES, REAL_ESTATE_MESSAGES as M } from '@nirmaan/core/pure';
import { requireRole } from '../auth/guard.ts';
import type { AppContext } from '../http/context.ts';
import { badRequest, HttpError, InvalidFields, notFound } from '../http/errors.ts';
import { NUL_MESSAGE } from '../http/nulCharacters.ts';
import { leadLimits } from '../http/rateLimits.ts';
import { uploadError } from '../http/uploadErrors.ts';
import { adminErrors, errorResponse, idParams } from '../shared/schemas.ts';
import { uploadStorageFor, type FileStorage } from './imageStorage.ts';
import { listSubmissions, listVerifiedListings, reviewSubmission, saveSubmission, submissionImagePath } from './queries.ts';
import { realEstateFields, realEstateListingResponse, realEstateReceiptResponse, realEstateSubmissionResponse, rejectSubmissionBody } from './schemas.ts';

/** The storage folder of the submissions' images. */
const IMAGE_FOLDER = 'real-estate';
/** The longest text field a request may carry (longer fields are cut by the parser and refused). */
const MAX_FIELD_BYTES = 8 * 1024;

interface ReceivedForm {
  fields: Record<string, string>;
  image: Buffer | null;
}

/**
 * Reads the multipart form: text fields (first value of each name) and at most one image of at most
 * 5 MB under 'image' (413 beyond it). An empty file part (a form sent with no file chosen) is no image.
 */
async function readForm(request: FastifyRequest): Promise<ReceivedForm> {
  if (!request.isMultipart()) throw badRequest(M.notMultipart);
  const form: ReceivedForm = { fields: {}, image: null };
  try {
    const parts = request.parts({ limits: { fileSize: REAL_ESTATE_IMAGE_MAX_BYTES, files: 1, fields: 20, parts: 21, fieldSize: MAX_FIELD_BYTES } });
    for await (const part of parts) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname !== 'image') throw badRequest(`Unexpected file field "${part.fieldname}": send the picture as "image"`);
        if (bytes.length > 0) form.image = bytes;
        continue;
      }
      if (part.valueTruncated) throw badRequest(M.tooLong(part.fieldname, MAX_FIELD_BYTES));
      if (typeof part.value !== 'string') throw badRequest(`${part.fieldname} must be text`);
      if (part.value.includes('\u0000')) throw new HttpError(422, NUL_MESSAGE);
      form.fields[part.fieldname] ??= part.value;
    }
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    throw uploadError(error, code === 'FST_REQ_FILE_TOO_LARGE' ? M.imageTooLarge : 'The form has too many fields or files: send one image at most.');
  }
  return form;
}

/** Sends a stored image with its type told by its content; 404 when there is none. */
async function sendImage(reply: FastifyReply, storage: FileStorage, imagePath: string | null, cacheControl: string) {
  const bytes = imagePath ? await storage.read(imagePath) : null;
  const kind = bytes ? imageKindOf(bytes) : null;
  if (!bytes || !kind) throw notFound('This listing has no image');
  return reply
    .header('content-type', REAL_ESTATE_IMAGE_KINDS[kind].mime)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', cacheControl)
    .send(bytes);
}

/**
 * GET /api/v1/real-estate/listings: the verified listings (their facts, never who sent them), and
 * each one's image; pending and rejected submissions are not there.
 * POST /api/v1/real-estate/listings (spec toolkit §2 'Real-estate submission', §5, §7): a
 * visitor's listing as multipart form data with an optional JPEG, PNG or WebP image (told by its
 * content, at most 5 MB), stored under a server-made name; the listing waits as pending_verification.
 */
export async function realEstateRoutes(
  app: FastifyInstance,
  context: AppContext,
  storage: FileStorage = uploadStorageFor(context.db, context.config),
): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/listings',
    {
      schema: {
        tags: ['leads'],
        summary:
          "Submit a site or project listing (multipart: project_name, location, site_number, site_size, gps 'lat,long', builder_name, builder_link, partner_id, image)",
        consumes: ['multipart/form-data'],
        response: { 201: realEstateReceiptResponse, 400: errorResponse, 413: errorResponse, 415: errorResponse, 422: errorResponse, 429: errorResponse },
      },
      preHandler: leadLimits(app, 'real-estate'),
    },
    async (request, reply) => {
      const form = await readForm(request);
      const parsed = realEstateFields.safeParse(form.fields);
      if (!parsed.success) {
        throw new InvalidFields(
          parsed.error.issues.map((issue) => ({ field: issue.path.join('.') || 'body', message: issue.message })),
          'Invalid listing',
        );
      }
      const fields = parsed.data;
      if (!fields.project_name && !fields.location) throw badRequest(M.needNameOrLocation);
      let imagePath: string | null = null;
      if (form.image) {
        const kind = imageKindOf(form.image);
        if (!kind) throw new HttpError(415, M.imageType);
        imagePath = await storage.save(IMAGE_FOLDER, REAL_ESTATE_IMAGE_KINDS[kind].extension, form.image);
      }
      const point = fields.gps ? parseGps(fields.gps) : null;
      return reply.code(201).send(await saveSubmission(context.db, fields, point, imagePath));
    },
  );

  api.get(
    '/listings',
    {
      schema: {
        tags: ['real estate'],
        summary: 'Verified listings, most recently verified first (pending and rejected submissions are never listed)',
        response: { 200: z.array(realEstateListingResponse) },
      },
    },
    async () => listVerifiedListings(context.db),
  );

  api.get(
    '/listings/:id/image',
    { schema: { tags: ['real estate'], summary: "A verified listing's image (JPEG, PNG or WebP; 404 otherwise)", params: idParams } },
    async (request, reply) => sendImage(reply, storage, await submissionImagePath(context.db, request.params.id, true), 'public, max-age=3600'),
  );
}

/** /api/v1/admin/real-estate (admin token): the submissions newest first, each one's image, and verifying or rejecting one. */
export async function adminRealEstateRoutes(
  app: FastifyInstance,
  context: AppContext,
  storage: FileStorage = uploadStorageFor(context.db, context.config),
): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const adminOnly = requireRole(context, 'admin');
  const tags = ['leads (admin)'];

  api.get(
    '/',
    {
      schema: { tags, summary: 'Real-estate submissions, newest first', response: { 200: z.array(realEstateSubmissionResponse), ...adminErrors } },
      onRequest: adminOnly,
    },
    async () => listSubmissions(context.db),
  );

  api.get(
    '/:id/image',
    { schema: { tags, summary: "A submission's image (JPEG, PNG or WebP; 404 when it has none)", params: idParams }, onRequest: adminOnly },
    async (request, reply) => sendImage(reply, storage, await submissionImagePath(context.db, request.params.id), 'private, no-store'),
  );

  api.post(
    '/:id/verify',
    {
      schema: {
        tags,
        summary: 'Verify a submission: it is listed publicly from now on',
        params: idParams,
        response: { 200: realEstateSubmissionResponse, ...adminErrors },
      },
      onRequest: adminOnly,
    },
    async (request) => reviewSubmission(context.db, request.params.id, { status: 'published' }),
  );

  api.post(
    '/:id/reject',
    {
      schema: {
        tags,
        summary: 'Reject a submission with a reason (required): it is never public',
        params: idParams,
        body: rejectSubmissionBody,
        response: { 200: realEstateSubmissionResponse, ...adminErrors },
      },
      onRequest: adminOnly,
    },
    async (request) => reviewSubmission(context.db, request.params.id, { status: 'rejected', reason: request.body.reason }),
  );
}

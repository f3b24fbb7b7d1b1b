import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PRODUCT_IMAGE_MAX_BYTES, PRODUCT_IMAGE_MESSAGES as M } from '@nirmaan/core/pure';
import { accountOf, requireRole } from '../auth/guard.ts';
import type { AppContext } from '../http/context.ts';
import { noteInLanguage } from '../http/detailTexts.ts';
import { badRequest, forbidden, HttpError, notFound } from '../http/errors.ts';
import { NUL_MESSAGE } from '../http/nulCharacters.ts';
import { uploadError } from '../http/uploadErrors.ts';
import { adminErrors, errorResponse, sellerErrors } from '../shared/schemas.ts';
import { fileStorageFor } from './fileStorage.ts';
import { processImage } from './imagePipeline.ts';
import {
  addProductImage,
  deleteProductImage,
  managedImagesOfProduct,
  productExists,
  productImageRow,
  productShownName,
  reorderProductImages,
  sellerListsProduct,
  updateProductImageAlt,
} from './productImages.ts';
import {
  altBody,
  altText,
  imageKeyParams,
  managedProductImageResponse,
  orderBody,
  productImageItemParams,
  productImageParams,
  productImageResponse,
  removedResponse,
} from './schemas.ts';

/** A year: the files behind a key never change (the key is their hash). */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** GET /api/v1/images/:key: a stored photo file, cacheable for good by browsers and CDNs. */
export async function imageFileRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/:key',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'A product photo file (content-hashed name; AVIF, WebP or JPEG), with immutable cache headers and an ETag',
        params: imageKeyParams,
      },
    },
    async (request, reply) => {
      const { key } = request.params;
      const etag = `"${key.split('.')[0]}"`;
      void reply.header('etag', etag).header('cache-control', IMMUTABLE).header('x-content-type-options', 'nosniff');
      if (request.headers['if-none-match']?.split(/\s*,\s*/).includes(etag)) return reply.code(304).send();
      const file = await fileStorageFor(context.db, context.config.fileStorage).get(key);
      if (!file) {
        void reply.header('cache-control', 'no-store').removeHeader('etag');
        throw notFound('No such image');
      }
      return reply.header('content-type', file.contentType).send(file.bytes);
    },
  );
}

interface Upload {
  image: Buffer | null;
  alt: string | undefined;
}

/** Reads the form: one file under 'image' (at most PRODUCT_IMAGE_MAX_BYTES, 413 beyond) and an optional 'alt'. */
async function readUpload(request: FastifyRequest): Promise<Upload> {
  if (!request.isMultipart()) throw new HttpError(415, M.notMultipart);
  const upload: Upload = { image: null, alt: undefined };
  try {
    const parts = request.parts({ limits: { fileSize: PRODUCT_IMAGE_MAX_BYTES, files: 1, fields: 4, parts: 5, fieldSize: 4096 } });
    for await (const part of parts) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname !== 'image') throw badRequest(`Unexpected file field "${part.fieldname}": send the photo as "image"`);
        if (bytes.length > 0) upload.image = bytes;
        continue;
      }
      if (typeof part.value !== 'string') throw badRequest(`${part.fieldname} must be text`);
      if (part.value.includes('\u0000')) throw new HttpError(422, NUL_MESSAGE);
      if (part.fieldname === 'alt') upload.alt = part.value;
    }
  } catch (error) {
    throw uploadError(error, M.tooLarge);
  }
  return upload;
}

type Who = 'admin' | 'seller';

/**
 * A product's photos, for admins (any product: /admin/products/:id/images) and sellers (products
 * they list: /sellers/me/products/:id/images). A seller removes or re-describes only the photos
 * they added; only an admin re-orders a product's photos.
 */
export function productImageRoutes(who: Who) {
  return async function routes(app: FastifyInstance, context: AppContext): Promise<void> {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const { db } = context;
    const guard = requireRole(context, who);
    const tags = [who === 'admin' ? 'catalogue (admin)' : 'seller listings'];
    const errors = who === 'admin' ? adminErrors : sellerErrors;
    const storage = () => fileStorageFor(db, context.config.fileStorage);

    /** 404 for a product that does not exist; 403 for a seller who does not list it. */
    async function mayChange(request: FastifyRequest, productId: number): Promise<number | null> {
      if (!(await productExists(db, productId))) throw notFound(M.productNotFound);
      if (who === 'admin') return null;
      const sellerId = accountOf(request).id;
      if (!(await sellerListsProduct(db, sellerId, productId))) throw forbidden(M.notListed);
      return sellerId;
    }

    /** A seller changes only the photos they added. */
    async function mayChangeImage(request: FastifyRequest, productId: number, imageId: number): Promise<void> {
      const sellerId = await mayChange(request, productId);
      const image = await productImageRow(db, productId, imageId);
      if (sellerId !== null && image.uploadedBySellerId !== sellerId) throw forbidden(M.notYours);
    }

    api.get(
      '/:id/images',
      {
        schema: {
          tags,
          summary: "A product's photos in display order",
          params: productImageParams,
          response: { 200: z.array(managedProductImageResponse), ...errors },
        },
        onRequest: guard,
      },
      async (request) => {
        const sellerId = await mayChange(request, request.params.id);
        return managedImagesOfProduct(db, request.params.id, sellerId);
      },
    );

    api.post(
      '/:id/images',
      {
        schema: {
          tags,
          summary:
            "Add a photo (multipart: image = a JPEG, PNG, WebP or AVIF file of at most 10 MB, told by its content; alt = what it shows, the product's name by default). Stored without metadata at widths up to 960 px in AVIF, WebP and JPEG",
          consumes: ['multipart/form-data'],
          params: productImageParams,
          response: { 201: productImageResponse, ...errors, 413: errorResponse, 415: errorResponse },
        },
        onRequest: guard,
      },
      async (request, reply) => {
        const productId = request.params.id;
        const sellerId = await mayChange(request, productId);
        const upload = await readUpload(request);
        if (!upload.image) throw new HttpError(422, M.noFile);
        const alt = altText.safeParse(upload.alt ?? '');
        if (!alt.success) throw new HttpError(422, M.altTooLong);
        const image = await processImage(upload.image);
        const name = alt.data || (await productShownName(db, productId)) || '';
        return reply.code(201).send(await addProductImage(db, storage(), { productId, alt: name, image, sellerId }));
      },
    );

    api.patch(
      '/:id/images/:imageId',
      {
        schema: {
          tags,
          summary: "Change a photo's alt text",
          params: productImageItemParams,
          body: altBody,
          response: { 200: productImageResponse, ...errors },
        },
        onRequest: guard,
      },
      async (request) => {
        const { id, imageId } = request.params;
        await mayChangeImage(request, id, imageId);
        return updateProductImageAlt(db, id, imageId, request.body.alt);
      },
    );

    api.delete(
      '/:id/images/:imageId',
      {
        schema: { tags, summary: 'Remove a photo', params: productImageItemParams, response: { 200: removedResponse, ...errors } },
        onRequest: guard,
      },
      async (request, reply) => {
        const { id, imageId } = request.params;
        await mayChangeImage(request, id, imageId);
        await deleteProductImage(db, storage(), id, imageId);
        return { id: imageId, detail: noteInLanguage(request, reply, M.removed) };
      },
    );

    if (who === 'admin') {
      api.put(
        '/:id/images/order',
        {
          schema: {
            tags,
            summary: "Put a product's photos in a new order (every photo id once; the first is the product's main photo)",
            params: productImageParams,
            body: orderBody,
            response: { 200: z.array(productImageResponse), ...errors },
          },
          onRequest: guard,
        },
        async (request) => {
          await mayChange(request, request.params.id);
          return reorderProductImages(db, request.params.id, request.body.image_ids);
        },
      );
    }
  };
}

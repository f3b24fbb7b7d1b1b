import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireRole } from '../auth/guard.ts';
import type { AppContext } from '../http/context.ts';
import { noteInLanguage } from '../http/detailTexts.ts';
import { adminErrors, idParams } from '../shared/schemas.ts';
import { createAdminCategory, deleteAdminCategory, listAdminCategories, updateAdminCategory } from './catalogueCategories.ts';
import { catalogueProduct, createCatalogueProduct, listCatalogueProducts, setCatalogueProductActive, updateCatalogueProduct } from './catalogueProducts.ts';
import {
  adminCategoryResponse,
  catalogueProductListQuery,
  catalogueProductResponse,
  categoryDeletionResponse,
  createCatalogueProductBody,
  createCategoryBody,
  productActiveBody,
  updateCatalogueProductBody,
  updateCategoryBody,
} from './catalogueSchemas.ts';

/**
 * The admin runs the storefront's catalogue (issue 28): /api/v1/admin/catalogue/products (search,
 * page, create, edit, deactivate and reactivate) and /categories (the tree with product counts; add,
 * rename, move, delete an empty one). Admin token only; lists carry their total in X-Total-Count.
 */
export async function adminCatalogueRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = context;
  const adminOnly = requireRole(context, 'admin');
  const tags = ['admin catalogue'];

  api.get(
    '/products',
    {
      schema: {
        tags,
        summary:
          'Catalogue products (active and deactivated) by name; search q in name, display name, SKU and brand; category_id (with its sub-categories), active; X-Total-Count',
        querystring: catalogueProductListQuery,
        response: { 200: z.array(catalogueProductResponse), ...adminErrors },
      },
      onRequest: adminOnly,
    },
    async (request, reply) => {
      const page = await listCatalogueProducts(db, request.query);
      void reply.header('x-total-count', String(page.total));
      return page.items;
    },
  );

  api.post(
    '/products',
    {
      schema: {
        tags,
        summary: 'Add a catalogue product: name, master_sku (unique), unit, category_id required; specifications as ordered {name, value} pairs',
        body: createCatalogueProductBody,
        response: { 201: catalogueProductResponse, ...adminErrors },
      },
      onRequest: adminOnly,
    },
    async (request, reply) => reply.code(201).send(await createCatalogueProduct(db, request.body)),
  );

  api.get(
    '/products/:id',
    {
      schema: { tags, summary: 'One catalogue product, active or not', params: idParams, response: { 200: catalogueProductResponse, ...adminErrors } },
      onRequest: adminOnly,
    },
    async (request) => catalogueProduct(db, request.params.id),
  );

  api.put(
    '/products/:id',
    {
      schema: {
        tags,
        summary: 'Change a catalogue product: only the fields sent change (409 for a SKU another product has)',
        params: idParams,
        body: updateCatalogueProductBody,
        response: { 200: catalogueProductResponse, ...adminErrors },
      },
      onRequest: adminOnly,
    },
    async (request) => updateCatalogueProduct(db, request.params.id, request.body),
  );

  api.put(
    '/products/:id/active',
    {
      schema: {
        tags,
        summary: 'Deactivate ({active: false}: gone from the storefront at once; carts and orders keep it) or reactivate a product',
        params: idParams,
        body: productActiveBody,
        response: { 200: catalogueProductResponse, ...adminErrors },
      },
      onRequest: adminOnly,
    },
    async (request) => setCatalogueProductActive(db, request.params.id, request.body.active),
  );

  api.get(
    '/categories',
    {
      schema: {
        tags,
        summary: 'Every category in tree order (top-level ones, each followed by its sub-categories) with its product counts',
        response: { 200: z.array(adminCategoryResponse), ...adminErrors },
      },
      onRequest: adminOnly,
    },
    async () => listAdminCategories(db),
  );

  api.post(
    '/categories',
    {
      schema: {
        tags,
        summary: 'Add a category, top level or under a top-level one (the storefront shows two levels); 409 for a name its parent already has',
        body: createCategoryBody,
        response: { 201: adminCategoryResponse, ...adminErrors },
      },
      onRequest: adminOnly,
    },
    async (request, reply) => reply.code(201).send(await createAdminCategory(db, request.body)),
  );

  api.put(
    '/categories/:id',
    {
      schema: {
        tags,
        summary: 'Rename, describe or move a category (400 under itself, its own sub-category or deeper than two levels; 409 for a name taken there)',
        params: idParams,
        body: updateCategoryBody,
        response: { 200: adminCategoryResponse, ...adminErrors },
      },
      onRequest: adminOnly,
    },
    async (request) => updateAdminCategory(db, request.params.id, request.body),
  );

  api.delete(
    '/categories/:id',
    {
      schema: {
        tags,
        summary: 'Delete an empty category (409 while it has products or sub-categories)',
        params: idParams,
        response: { 200: categoryDeletionResponse, ...adminErrors },
      },
      onRequest: adminOnly,
    },
    async (request, reply) => {
      const deleted = await deleteAdminCategory(db, request.params.id);
      return { ...deleted, detail: noteInLanguage(request, reply, deleted.detail) };
    },
  );
}

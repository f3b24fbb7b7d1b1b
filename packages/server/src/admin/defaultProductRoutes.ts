import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireRole } from '../auth/guard.ts';
import type { AppContext } from '../http/context.ts';
import { noteInLanguage } from '../http/detailTexts.ts';
import { adminErrors, idParams, sellerErrors } from '../shared/schemas.ts';
import { listCategoryTax, setCategoryTax } from './categoryTax.ts';
import {
  activeDefaultProducts,
  createDefaultProduct,
  defaultProductStats,
  deleteDefaultProduct,
  listDefaultProducts,
  updateDefaultProduct,
  type DefaultProductFields,
} from './defaultProducts.ts';
import {
  categoryTaxBody,
  categoryTaxResponse,
  createDefaultProductBody,
  defaultProductDeletionResponse,
  defaultProductQuery,
  defaultProductResponse,
  defaultProductStatsResponse,
  sellerDefaultProductResponse,
  updateDefaultProductBody,
} from './schemas.ts';

/** A default product's fields as the database layer names them, from a create body, or a change body (only those sent). */
function defaultProductFields(body: z.output<typeof createDefaultProductBody>): DefaultProductFields;
function defaultProductFields(body: z.output<typeof updateDefaultProductBody>): Partial<DefaultProductFields>;
function defaultProductFields(body: z.output<typeof updateDefaultProductBody>): Partial<DefaultProductFields> {
  return {
    name: body.name,
    categoryName: body.category_name,
    unit: body.unit,
    ratePaise: body.rate,
    brands: body.brands,
    description: body.description,
    isActive: body.is_active,
  };
}

/**
 * Default products, the starting points admins offer sellers for listings: /api/v1/admin/default-products
 * (spec toolkit §2 "Products", §3, §5, §7). Admin token only. Rates are rupees in the API, paise stored.
 */
export async function adminDefaultProductRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = context;
  const adminOnly = requireRole(context, 'admin');
  const tags = ['admin default products'];

  api.get(
    '/',
    {
      schema: {
        tags,
        summary: 'Every default product, newest first; search in name, brands, category, description',
        querystring: defaultProductQuery,
        response: { 200: z.array(defaultProductResponse), ...adminErrors },
      },
      onRequest: adminOnly,
    },
    async (request) => listDefaultProducts(db, request.query.search),
  );

  api.get(
    '/stats',
    {
      schema: { tags, summary: 'Total, active, and how many categories they are in', response: { 200: defaultProductStatsResponse, ...adminErrors } },
      onRequest: adminOnly,
    },
    async () => defaultProductStats(db),
  );

  api.post(
    '/',
    {
      schema: {
        tags,
        summary: 'Add a default product (name, category, unit required; rate ≥ 0 or null)',
        body: createDefaultProductBody,
        response: { 201: defaultProductResponse, ...adminErrors },
      },
      onRequest: adminOnly,
    },
    async (request, reply) => {
      const created = await createDefaultProduct(db, defaultProductFields(request.body));
      return reply.code(201).send(created);
    },
  );

  api.put(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Change a default product: only the fields sent change',
        params: idParams,
        body: updateDefaultProductBody,
        response: { 200: defaultProductResponse, ...adminErrors },
      },
      onRequest: adminOnly,
    },
    async (request) => {
      return updateDefaultProduct(db, request.params.id, defaultProductFields(request.body));
    },
  );

  api.delete(
    '/:id',
    {
      schema: { tags, summary: 'Delete a default product', params: idParams, response: { 200: defaultProductDeletionResponse, ...adminErrors } },
      onRequest: adminOnly,
    },
    async (request, reply) => {
      const deleted = await deleteDefaultProduct(db, request.params.id);
      return { ...deleted, detail: noteInLanguage(request, reply, deleted.detail) };
    },
  );
}

/** /api/v1/admin/categories: the HSN codes and GST rates that tax invoices print, per category (admin token). */
export async function adminCategoryTaxRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = context;
  const adminOnly = requireRole(context, 'admin');
  const tags = ['admin categories'];

  api.get(
    '/tax',
    {
      schema: {
        tags,
        summary: 'Every category with its HSN code and GST rate (null: the parent category applies)',
        response: { 200: z.array(categoryTaxResponse), ...adminErrors },
      },
      onRequest: adminOnly,
    },
    async () => listCategoryTax(db),
  );

  api.put(
    '/:id/tax',
    {
      schema: {
        tags,
        summary: "Set a category's HSN code (4, 6 or 8 digits) and GST rate (0, 5, 12, 18, 28 or 40 %); invoices issued afterwards use them",
        params: idParams,
        body: categoryTaxBody,
        response: { 200: categoryTaxResponse, ...adminErrors },
      },
      onRequest: adminOnly,
    },
    async (request) => setCategoryTax(db, request.params.id, request.body),
  );
}

/** GET /api/v1/sellers/me/default-products: the active default products a seller can list (seller token). */
export async function sellerDefaultProductRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/',
    {
      schema: {
        tags: ['seller listings'],
        summary: 'Active default products, by category and name, to create a listing from (default_product_id)',
        response: { 200: z.array(sellerDefaultProductResponse), ...sellerErrors },
      },
      onRequest: requireRole(context, 'seller'),
    },
    async () => activeDefaultProducts(context.db),
  );
}

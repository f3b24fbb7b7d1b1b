import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ADMIN_ORDERS_CSV, PARTNERS_CSV } from '@nirmaan/core/pure';
import { accountOf, requireRole } from '../auth/guard.ts';
import { sendCsv } from '../csv/csvFiles.ts';
import type { AppContext } from '../http/context.ts';
import { adminErrors, idParams, sellerErrors } from '../shared/schemas.ts';
import { listSellers, listUsers, reviewSeller, toggleSellerStatus, toggleUserStatus } from './accounts.ts';
import { dashboardStats, recentActivity } from './dashboard.ts';
import {
  activeDefaultProducts,
  createDefaultProduct,
  defaultProductStats,
  deleteDefaultProduct,
  listDefaultProducts,
  updateDefaultProduct,
} from './defaultProducts.ts';
import { listCategoryTax, setCategoryTax } from './categoryTax.ts';
import { addLeadNote, listChatbotInquiries, listQuoteRequests, setInquiryStatus, setQuoteStatus } from './leads.ts';
import { adminOrderDetail, adminOrdersCsv, listAdminOrders } from './orders.ts';
import { partnersCsv, partnerSummaries } from './partners.ts';
import {
  accountListQuery,
  adminOrderDetailResponse,
  adminOrderFilterQuery,
  adminOrderListQuery,
  adminOrderSummaryResponse,
  categoryTaxBody,
  categoryTaxResponse,
  adminSellerResponse,
  adminUserResponse,
  chatbotInquiryResponse,
  createDefaultProductBody,
  dashboardStatsResponse,
  defaultProductDeletionResponse,
  defaultProductQuery,
  defaultProductResponse,
  defaultProductStatsResponse,
  leadListQuery,
  leadNoteBody,
  leadNoteResponse,
  leadStatusBody,
  partnerSummaryResponse,
  quoteRequestResponse,
  recentActivityResponse,
  sellerDefaultProductResponse,
  sellerListQuery,
  sellerRejectionBody,
  updateDefaultProductBody,
} from './schemas.ts';

/**
 * The admin dashboard's data under /api/v1/admin (spec toolkit §2 "Admin dashboard", §7): stats,
 * recent activity, users and sellers with their active state, and the leads the widgets collected.
 * Admin token only; lists carry their total in X-Total-Count.
 */
export async function adminDashboardRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = context;
  const adminOnly = requireRole(context, 'admin');
  const tags = ['admin'];

  api.get(
    '/dashboard/stats',
    {
      schema: {
        tags,
        summary: 'Counts of users, sellers, products, orders, top-level categories and listings',
        response: { 200: dashboardStatsResponse, ...adminErrors },
      },
      onRequest: adminOnly,
    },
    async () => dashboardStats(db),
  );

  api.get(
    '/recent-activity',
    { schema: { tags, summary: 'The five newest orders, users and sellers', response: { 200: recentActivityResponse, ...adminErrors } }, onRequest: adminOnly },
    async () => recentActivity(db),
  );

  api.get(
    '/users',
    {
      schema: {
        tags,
        summary: 'Buyers, newest first; search by name, phone or e-mail; X-Total-Count',
        querystring: accountListQuery,
        response: { 200: z.array(adminUserResponse), ...adminErrors },
      },
      onRequest: adminOnly,
    },
    async (request, reply) => {
      const page = await listUsers(db, request.query);
      void reply.header('x-total-count', String(page.total));
      return page.items;
    },
  );

  api.get(
    '/sellers',
    {
      schema: {
        tags,
        summary: 'Sellers, newest first; search by name, phone or e-mail, filter by review status; X-Total-Count',
        querystring: sellerListQuery,
        response: { 200: z.array(adminSellerResponse), ...adminErrors },
      },
      onRequest: adminOnly,
    },
    async (request, reply) => {
      const page = await listSellers(db, request.query);
      void reply.header('x-total-count', String(page.total));
      return page.items;
    },
  );

  api.put(
    '/users/:id/toggle-status',
    {
      schema: {
        tags,
        summary: "Activate or deactivate a buyer (a deactivated buyer's tokens stop working at once); no body",
        params: idParams,
        response: { 200: adminUserResponse, ...adminErrors },
      },
      onRequest: adminOnly,
    },
    async (request) => toggleUserStatus(db, request.params.id),
  );

  api.put(
    '/sellers/:id/toggle-status',
    {
      schema: {
        tags,
        summary: "Activate or deactivate a seller (a deactivated seller's tokens stop working at once); no body",
        params: idParams,
        response: { 200: adminSellerResponse, ...adminErrors },
      },
      onRequest: adminOnly,
    },
    async (request) => toggleSellerStatus(db, request.params.id),
  );

  api.put(
    '/sellers/:id/approve',
    {
      schema: {
        tags,
        summary: 'Approve a seller: buyers see its listings and it receives leads; no body',
        params: idParams,
        response: { 200: adminSellerResponse, ...adminErrors },
      },
      onRequest: adminOnly,
    },
    async (request) => reviewSeller(db, request.params.id, { status: 'approved' }),
  );

  api.put(
    '/sellers/:id/reject',
    {
      schema: {
        tags,
        summary: 'Reject a seller with the reason it will read: its listings stay hidden and it receives no leads',
        params: idParams,
        body: sellerRejectionBody,
        response: { 200: adminSellerResponse, ...adminErrors },
      },
      onRequest: adminOnly,
    },
    async (request) => reviewSeller(db, request.params.id, { status: 'rejected', reason: request.body.reason }),
  );

  api.get(
    '/chatbot-inquiries',
    {
      schema: {
        tags,
        summary: 'Chatbot inquiries, newest first, with partner, product, status and notes; filter by status; X-Total-Count',
        querystring: leadListQuery,
        response: { 200: z.array(chatbotInquiryResponse), ...adminErrors },
      },
      onRequest: adminOnly,
    },
    async (request, reply) => {
      const page = await listChatbotInquiries(db, request.query);
      void reply.header('x-total-count', String(page.total));
      return page.items;
    },
  );

  api.get(
    '/quotes',
    {
      schema: {
        tags,
        summary: 'Quote requests, newest first, with partner, product, status and notes; filter by status; X-Total-Count',
        querystring: leadListQuery,
        response: { 200: z.array(quoteRequestResponse), ...adminErrors },
      },
      onRequest: adminOnly,
    },
    async (request, reply) => {
      const page = await listQuoteRequests(db, request.query);
      void reply.header('x-total-count', String(page.total));
      return page.items;
    },
  );

  api.put(
    '/chatbot-inquiries/:id/status',
    {
      schema: {
        tags,
        summary: "Set a chatbot inquiry's follow-up status (new, contacted, quoted, won, lost, spam); answers the inquiry",
        params: idParams,
        body: leadStatusBody,
        response: { 200: chatbotInquiryResponse, ...adminErrors },
      },
      onRequest: adminOnly,
    },
    async (request) => setInquiryStatus(db, request.params.id, request.body.status),
  );

  api.put(
    '/quotes/:id/status',
    {
      schema: {
        tags,
        summary: "Set a quote request's follow-up status (new, contacted, quoted, won, lost, spam); answers the request",
        params: idParams,
        body: leadStatusBody,
        response: { 200: quoteRequestResponse, ...adminErrors },
      },
      onRequest: adminOnly,
    },
    async (request) => setQuoteStatus(db, request.params.id, request.body.status),
  );

  api.post(
    '/chatbot-inquiries/:id/notes',
    {
      schema: {
        tags,
        summary: 'Add a dated note by the signed-in admin to a chatbot inquiry (1-1000 characters once trimmed)',
        params: idParams,
        body: leadNoteBody,
        response: { 201: leadNoteResponse, ...adminErrors },
      },
      onRequest: adminOnly,
    },
    async (request, reply) => reply.code(201).send(await addLeadNote(db, 'inquiry', request.params.id, accountOf(request).id, request.body.text)),
  );

  api.post(
    '/quotes/:id/notes',
    {
      schema: {
        tags,
        summary: 'Add a dated note by the signed-in admin to a quote request (1-1000 characters once trimmed)',
        params: idParams,
        body: leadNoteBody,
        response: { 201: leadNoteResponse, ...adminErrors },
      },
      onRequest: adminOnly,
    },
    async (request, reply) => reply.code(201).send(await addLeadNote(db, 'quote', request.params.id, accountOf(request).id, request.body.text)),
  );

  api.get(
    '/partners',
    {
      schema: {
        tags,
        summary: 'Per partner id: the sign-ups, orders (count and value without cancelled ones) and leads its widgets brought; the most recently active first',
        response: { 200: z.array(partnerSummaryResponse), ...adminErrors },
      },
      onRequest: adminOnly,
    },
    async () => partnerSummaries(db),
  );

  api.get(
    '/partners/export',
    {
      schema: { tags, summary: 'The partner report as a CSV file (formulas neutralised)', response: { 200: z.string(), ...adminErrors } },
      onRequest: adminOnly,
    },
    async (_request, reply) => sendCsv(reply, PARTNERS_CSV.filename, partnersCsv(await partnerSummaries(db))),
  );
}

/**
 * Every order for the admin (issue 28): /api/v1/admin/orders, filtered by status, seller, city,
 * partner and the days placed (IST), newest first, total in X-Total-Count; one order with its buyer,
 * items, address, charges and status history; the filtered list as a CSV file. Admin token only.
 */
export async function adminOrderRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = context;
  const adminOnly = requireRole(context, 'admin');
  const tags = ['admin orders'];

  api.get(
    '/',
    {
      schema: {
        tags,
        summary: 'Orders, newest first; filter by status, seller_id, city, partner_id, placed_from and placed_to (YYYY-MM-DD, IST); X-Total-Count',
        querystring: adminOrderListQuery,
        response: { 200: z.array(adminOrderSummaryResponse), ...adminErrors },
      },
      onRequest: adminOnly,
    },
    async (request, reply) => {
      const page = await listAdminOrders(db, request.query);
      void reply.header('x-total-count', String(page.total));
      return page.items;
    },
  );

  api.get(
    '/export',
    {
      schema: {
        tags,
        summary: 'The orders matching the same filters as a CSV file (money in rupees, formulas neutralised)',
        querystring: adminOrderFilterQuery,
        response: { 200: z.string(), ...adminErrors },
      },
      onRequest: adminOnly,
    },
    async (request, reply) => sendCsv(reply, ADMIN_ORDERS_CSV.filename, await adminOrdersCsv(db, request.query)),
  );

  api.get(
    '/:id',
    {
      schema: {
        tags,
        summary: 'One order: buyer, seller, shipping address, items, charges (with the GST of its invoice) and status history',
        params: idParams,
        response: { 200: adminOrderDetailResponse, ...adminErrors },
      },
      onRequest: adminOnly,
    },
    async (request) => adminOrderDetail(db, request.params.id),
  );
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
      const body = request.body;
      const created = await createDefaultProduct(db, {
        name: body.name,
        categoryName: body.category_name,
        unit: body.unit,
        ratePaise: body.rate,
        brands: body.brands,
        description: body.description,
        isActive: body.is_active,
      });
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
      const body = request.body;
      return updateDefaultProduct(db, request.params.id, {
        name: body.name,
        categoryName: body.category_name,
        unit: body.unit,
        ratePaise: body.rate,
        brands: body.brands,
        description: body.description,
        isActive: body.is_active,
      });
    },
  );

  api.delete(
    '/:id',
    {
      schema: { tags, summary: 'Delete a default product', params: idParams, response: { 200: defaultProductDeletionResponse, ...adminErrors } },
      onRequest: adminOnly,
    },
    async (request) => deleteDefaultProduct(db, request.params.id),
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

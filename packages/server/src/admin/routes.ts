import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ADMIN_ORDERS_CSV, PARTNERS_CSV } from '@nirmaan/core/pure';
import { accountOf, requireRole } from '../auth/guard.ts';
import { sendCsv } from '../csv/csvFiles.ts';
import type { AppContext } from '../http/context.ts';
import { adminErrors, idParams } from '../shared/schemas.ts';
import { listSellers, listUsers, reviewSeller, toggleSellerStatus, toggleUserStatus } from './accounts.ts';
import { dashboardStats, recentActivity } from './dashboard.ts';
import { addLeadNote, listChatbotInquiries, listQuoteRequests, setInquiryStatus, setQuoteStatus } from './leads.ts';
import { adminOrderDetail, adminOrdersCsv, listAdminOrders } from './orders.ts';
import { partnersCsv, partnerSummaries } from './partners.ts';
import {
  accountListQuery,
  adminOrderDetailResponse,
  adminOrderFilterQuery,
  adminOrderListQuery,
  adminOrderSummaryResponse,
  adminSellerResponse,
  adminUserResponse,
  chatbotInquiryResponse,
  dashboardStatsResponse,
  leadListQuery,
  leadNoteBody,
  leadNoteResponse,
  leadStatusBody,
  partnerSummaryResponse,
  quoteRequestResponse,
  recentActivityResponse,
  sellerListQuery,
  sellerRejectionBody,
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

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listSellers, listUsers, reviewSeller, toggleSellerStatus, toggleUserStatus } from '../admin/accounts.ts';
import { dashboardStats, recentActivity } from '../admin/dashboard.ts';
import { listChatbotInquiries, listQuoteRequests } from '../admin/leads.ts';
import { requireRole } from '../auth/guard.ts';
import type { AppContext } from '../http/context.ts';
import {
  accountListQuery,
  adminErrors,
  adminSellerResponse,
  adminUserResponse,
  chatbotInquiryResponse,
  dashboardStatsResponse,
  leadListQuery,
  quoteRequestResponse,
  recentActivityResponse,
  sellerListQuery,
  sellerRejectionBody,
} from './adminSchemas.ts';
import { idParams } from './shopSchemas.ts';

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
    { schema: { tags, summary: 'Counts of users, sellers, products, orders, top-level categories and listings', response: { 200: dashboardStatsResponse, ...adminErrors } }, onRequest: adminOnly },
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
      schema: { tags, summary: 'Buyers, newest first; search by name, phone or e-mail; X-Total-Count', querystring: accountListQuery, response: { 200: z.array(adminUserResponse), ...adminErrors } },
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
      schema: { tags, summary: "Activate or deactivate a buyer (a deactivated buyer's tokens stop working at once); no body", params: idParams, response: { 200: adminUserResponse, ...adminErrors } },
      onRequest: adminOnly,
    },
    async (request) => toggleUserStatus(db, request.params.id),
  );

  api.put(
    '/sellers/:id/toggle-status',
    {
      schema: { tags, summary: "Activate or deactivate a seller (a deactivated seller's tokens stop working at once); no body", params: idParams, response: { 200: adminSellerResponse, ...adminErrors } },
      onRequest: adminOnly,
    },
    async (request) => toggleSellerStatus(db, request.params.id),
  );

  api.put(
    '/sellers/:id/approve',
    {
      schema: { tags, summary: "Approve a seller: buyers see its listings and it receives leads; no body", params: idParams, response: { 200: adminSellerResponse, ...adminErrors } },
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
    { schema: { tags, summary: 'Chatbot inquiries, newest first, with partner and product; X-Total-Count', querystring: leadListQuery, response: { 200: z.array(chatbotInquiryResponse), ...adminErrors } }, onRequest: adminOnly },
    async (request, reply) => {
      const page = await listChatbotInquiries(db, request.query);
      void reply.header('x-total-count', String(page.total));
      return page.items;
    },
  );

  api.get(
    '/quotes',
    { schema: { tags, summary: 'Quote requests, newest first, with partner and product; X-Total-Count', querystring: leadListQuery, response: { 200: z.array(quoteRequestResponse), ...adminErrors } }, onRequest: adminOnly },
    async (request, reply) => {
      const page = await listQuoteRequests(db, request.query);
      void reply.header('x-total-count', String(page.total));
      return page.items;
    },
  );
}

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { accountOf, requireRole } from '../auth/guard.ts';
import { LoginAttempts } from '../auth/loginFailures.ts';
import { signInWithPassword } from '../auth/signIn.ts';
import { signAccessToken } from '../auth/tokens.ts';
import type { AppContext } from '../http/context.ts';
import { notFound } from '../http/errors.ts';
import { loginLimits, registrationLimits } from '../http/rateLimits.ts';
import { ACCOUNT_NOT_FOUND, createSeller, sellerByEmail, sellerById, setSellerDepot, setSellerGst, updateSellerProfile } from './queries.ts';
import { sellerResponse } from './responses.ts';
import { formLogin, sellerDepotBody, sellerGstBody, sellerProfileUpdate, sellerRegistration, tokenResponse } from './schemas.ts';
import { sellerView } from './views.ts';

/** Seller accounts: /api/v1/sellers (spec toolkit §7). */
export async function sellerAccountRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, config } = context;
  const sellerOnly = requireRole(context, 'seller');
  const attempts = new LoginAttempts(db);

  api.post(
    '/register',
    {
      schema: {
        body: sellerRegistration,
        response: { 201: sellerResponse },
        tags: ['sellers'],
        summary: 'Register a seller account (approved by the admin before it can sell)',
      },
      preHandler: registrationLimits(app, 'seller-register'),
    },
    async (request, reply) => {
      const seller = await createSeller(db, request.body);
      return reply.code(201).send(sellerView(seller));
    },
  );

  api.post(
    '/login',
    {
      schema: {
        body: formLogin,
        response: { 200: tokenResponse },
        tags: ['sellers'],
        summary: 'Sign in a seller with username and password (JSON or form-encoded); answers a bearer token',
      },
      preHandler: loginLimits(app, 'seller-login'),
    },
    async (request) => {
      const email = request.body.username.toLowerCase();
      const seller = await signInWithPassword(attempts, {
        accountKey: `seller:${email}`,
        password: request.body.password,
        find: () => sellerByEmail(db, email),
        invalidMessage: 'Invalid email or password',
        inactiveMessage: 'This account has been deactivated. Please contact support.',
      });
      return {
        access_token: await signAccessToken(config.jwtSecret, { sub: String(seller.id), role: 'seller', ver: seller.tokenVersion }),
        token_type: 'bearer' as const,
      };
    },
  );

  api.get(
    '/me',
    { schema: { response: { 200: sellerResponse }, tags: ['sellers'], summary: "The signed-in seller's profile" }, onRequest: sellerOnly },
    async (request) => {
      const seller = await sellerById(db, accountOf(request).id);
      if (!seller) throw notFound(ACCOUNT_NOT_FOUND);
      return sellerView(seller);
    },
  );

  api.put(
    '/me',
    {
      schema: { body: sellerProfileUpdate, response: { 200: sellerResponse }, tags: ['sellers'], summary: "Update the seller's business profile" },
      onRequest: sellerOnly,
    },
    async (request) => sellerView(await updateSellerProfile(db, accountOf(request).id, request.body)),
  );

  api.put(
    '/me/depot',
    {
      schema: {
        body: sellerDepotBody,
        response: { 200: sellerResponse },
        tags: ['sellers'],
        summary: "The seller's depot (pincode, and its map point when picked, else the pincode's centroid) and delivery radius in km; listings need it",
      },
      onRequest: sellerOnly,
    },
    async (request) => sellerView(await setSellerDepot(db, accountOf(request).id, request.body)),
  );

  api.put(
    '/me/gst',
    {
      schema: {
        body: sellerGstBody,
        response: { 200: sellerResponse },
        tags: ['sellers'],
        summary: "The seller's GSTIN (shape, state code and check character checked; the depot's state when the depot is set), printed on its tax invoices",
      },
      onRequest: sellerOnly,
    },
    async (request) => sellerView(await setSellerGst(db, accountOf(request).id, request.body.gstin)),
  );
}

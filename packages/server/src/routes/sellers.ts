import { and, eq, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { accountOf, requireRole } from '../auth/guard.ts';
import { LoginAttempts } from '../auth/loginFailures.ts';
import { hashPassword } from '../auth/passwords.ts';
import { signInWithPassword } from '../auth/signIn.ts';
import { signAccessToken } from '../auth/tokens.ts';
import { sellers } from '../db/schema.ts';
import type { AppContext } from '../http/context.ts';
import { isUniqueViolation } from '../http/dbErrors.ts';
import { conflict, notFound } from '../http/errors.ts';
import { loginLimits, registrationLimits } from '../http/rateLimits.ts';
import { formLogin, sellerProfileUpdate, sellerRegistration, tokenResponse } from './accountSchemas.ts';
import { sellerView } from './accountViews.ts';

const EMAIL_TAKEN = 'Email already registered';

/** Seller accounts: /api/v1/sellers (spec toolkit §7). */
export async function sellerRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, config } = context;
  const sellerOnly = requireRole(context, 'seller');
  const attempts = new LoginAttempts(db);

  api.post('/register', { schema: { body: sellerRegistration, tags: ['sellers'] }, preHandler: registrationLimits(app) }, async (request, reply) => {
    const input = request.body;
    const [taken] = await db.select({ id: sellers.id }).from(sellers).where(eq(sellers.email, input.email)).limit(1);
    if (taken) throw conflict(EMAIL_TAKEN);
    try {
      const [seller] = await db
        .insert(sellers)
        .values({ name: input.name, email: input.email, phone: input.phone, address: input.address, passwordHash: await hashPassword(input.password) })
        .returning();
      if (!seller) throw new Error('insert returned no row');
      return reply.code(201).send(sellerView(seller));
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(EMAIL_TAKEN);
      throw error;
    }
  });

  api.post('/login', { schema: { body: formLogin, response: { 200: tokenResponse }, tags: ['sellers'] }, preHandler: loginLimits(app, 'seller-login') }, async (request) => {
    const email = request.body.username.toLowerCase();
    const seller = await signInWithPassword(attempts, {
      accountKey: `seller:${email}`,
      password: request.body.password,
      find: async () => (await db.select().from(sellers).where(eq(sellers.email, email)).limit(1))[0],
      invalidMessage: 'Invalid email or password',
      inactiveMessage: 'This account has been deactivated. Please contact support.',
    });
    return { access_token: await signAccessToken(config.jwtSecret, { sub: String(seller.id), role: 'seller', ver: seller.tokenVersion }), token_type: 'bearer' as const };
  });

  api.get('/me', { schema: { tags: ['sellers'] }, onRequest: sellerOnly }, async (request) => {
    const [seller] = await db.select().from(sellers).where(eq(sellers.id, accountOf(request).id));
    if (!seller) throw notFound('Account not found');
    return sellerView(seller);
  });

  api.put('/me', { schema: { body: sellerProfileUpdate, tags: ['sellers'] }, onRequest: sellerOnly }, async (request) => {
    const id = accountOf(request).id;
    const input = request.body;
    const [taken] = await db.select({ id: sellers.id }).from(sellers).where(and(eq(sellers.email, input.email), ne(sellers.id, id))).limit(1);
    if (taken) throw conflict(EMAIL_TAKEN);
    const [seller] = await db.update(sellers).set({ name: input.name, email: input.email, phone: input.phone, address: input.address }).where(eq(sellers.id, id)).returning();
    if (!seller) throw notFound('Account not found');
    return sellerView(seller);
  });
}

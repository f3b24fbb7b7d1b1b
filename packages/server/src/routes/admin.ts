import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { accountOf, requireRole } from '../auth/guard.ts';
import { LoginAttempts } from '../auth/loginFailures.ts';
import { signInWithPassword } from '../auth/signIn.ts';
import { signAccessToken } from '../auth/tokens.ts';
import { admins } from '../db/schema.ts';
import type { AppContext } from '../http/context.ts';
import { notFound } from '../http/errors.ts';
import { loginLimits } from '../http/rateLimits.ts';
import { adminLogin, tokenResponse } from './accountSchemas.ts';
import { adminView } from './accountViews.ts';

/** Admin sign-in: /api/v1/admin (JSON login, spec toolkit §7). Later admin routes join this module's prefix. */
export async function adminRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, config } = context;
  const attempts = new LoginAttempts(db);

  api.post('/login', { schema: { body: adminLogin, response: { 200: tokenResponse }, tags: ['admin'] }, preHandler: loginLimits(app, 'admin-login') }, async (request) => {
    const { email, password } = request.body;
    const admin = await signInWithPassword(attempts, {
      accountKey: `admin:${email}`,
      password,
      find: async () => (await db.select().from(admins).where(eq(admins.email, email)).limit(1))[0],
      invalidMessage: 'Invalid email or password',
      inactiveMessage: 'This account has been deactivated.',
    });
    return { access_token: await signAccessToken(config.jwtSecret, { sub: String(admin.id), role: 'admin', ver: admin.tokenVersion }), token_type: 'bearer' as const };
  });

  api.get('/me', { schema: { tags: ['admin'] }, onRequest: requireRole(context, 'admin') }, async (request) => {
    const [admin] = await db.select().from(admins).where(eq(admins.id, accountOf(request).id));
    if (!admin) throw notFound('Account not found');
    return adminView(admin);
  });
}

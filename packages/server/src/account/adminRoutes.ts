import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { accountOf, requireRole } from '../auth/guard.ts';
import { LoginAttempts } from '../auth/loginFailures.ts';
import { signInWithPassword } from '../auth/signIn.ts';
import { signAccessToken } from '../auth/tokens.ts';
import type { AppContext } from '../http/context.ts';
import { notFound } from '../http/errors.ts';
import { loginLimits } from '../http/rateLimits.ts';
import { ACCOUNT_NOT_FOUND, adminByEmail, adminById } from './queries.ts';
import { adminResponse } from './responses.ts';
import { adminLogin, tokenResponse } from './schemas.ts';
import { adminView } from './views.ts';

/** Admin sign-in: /api/v1/admin (JSON login, spec toolkit §7). The admin panel's routes (admin/) share this prefix. */
export async function adminAccountRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, config } = context;
  const attempts = new LoginAttempts(db);

  api.post(
    '/login',
    {
      schema: {
        body: adminLogin,
        response: { 200: tokenResponse },
        tags: ['admin'],
        summary: 'Sign in the admin with e-mail and password; answers a bearer token',
      },
      preHandler: loginLimits(app, 'admin-login'),
    },
    async (request) => {
      const { email, password } = request.body;
      const admin = await signInWithPassword(attempts, {
        accountKey: `admin:${email}`,
        password,
        find: () => adminByEmail(db, email),
        invalidMessage: 'Invalid email or password',
        inactiveMessage: 'This account has been deactivated.',
      });
      return {
        access_token: await signAccessToken(config.jwtSecret, { sub: String(admin.id), role: 'admin', ver: admin.tokenVersion }),
        token_type: 'bearer' as const,
      };
    },
  );

  api.get(
    '/me',
    { schema: { response: { 200: adminResponse }, tags: ['admin'], summary: "The signed-in admin's profile" }, onRequest: requireRole(context, 'admin') },
    async (request) => {
      const admin = await adminById(db, accountOf(request).id);
      if (!admin) throw notFound(ACCOUNT_NOT_FOUND);
      return adminView(admin);
    },
  );
}

import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type z } from 'zod';
import { accountOf, requireRole } from '../auth/guard.ts';
import { LoginAttempts } from '../auth/loginFailures.ts';
import { hashPassword, UNUSABLE_PASSWORD_HASH } from '../auth/passwords.ts';
import { signInWithPassword } from '../auth/signIn.ts';
import { signAccessToken, signPhoneProof, verifyPhoneProof } from '../auth/tokens.ts';
import { users } from '../db/schema.ts';
import type { AppContext } from '../http/context.ts';
import { isUniqueViolation } from '../http/dbErrors.ts';
import { badRequest, conflict, HttpError, notFound, unauthorized } from '../http/errors.ts';
import { loginLimits, otpSendLimits, registrationLimits } from '../http/rateLimits.ts';
import { OtpService } from '../otp/otpService.ts';
import {
  buyerRegistration,
  firebaseLogin,
  firebaseRegistration,
  formLogin,
  indianPhone,
  locationQuery,
  otpSend,
  otpVerify,
  tokenResponse,
} from './accountSchemas.ts';
import { buyerView } from './accountViews.ts';

const INVALID_LOGIN = 'Invalid phone number or password';
const PROOF_FAILED = 'Phone verification failed. Please request a new OTP.';
const INACTIVE = 'This account has been deactivated. Please contact support.';

type BuyerRegistration = z.output<typeof buyerRegistration>;

/** Buyer accounts: /api/v1/users (spec storefront §7), with the server's own phone OTP. */
export async function buyerRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, config } = context;
  const otp = new OtpService({ db, sms: context.sms, secret: config.jwtSecret, logError: (error) => app.log.error(error.message) });
  const attempts = new LoginAttempts(db);
  const buyerOnly = requireRole(context, 'buyer');
  const issueToken = async (user: { id: number; tokenVersion: number }) => ({
    access_token: await signAccessToken(config.jwtSecret, { sub: String(user.id), role: 'buyer', ver: user.tokenVersion }),
    token_type: 'bearer' as const,
  });

  /** A new buyer; `phoneVerified` when an OTP proved the phone before the account was made. */
  async function createBuyer(input: BuyerRegistration, phoneVerified: boolean) {
    const taken = await db
      .select({ phone: users.phone, email: users.email })
      .from(users)
      .where(input.email ? or(eq(users.phone, input.phone), eq(users.email, input.email)) : eq(users.phone, input.phone));
    if (taken.some((row) => row.phone === input.phone)) throw conflict('Phone number already registered');
    if (taken.length > 0) throw conflict('Email already registered');
    try {
      const [user] = await db
        .insert(users)
        .values({
          phone: input.phone,
          email: input.email,
          passwordHash: await hashPassword(input.password),
          firstName: input.first_name,
          lastName: input.last_name,
          phoneVerifiedAt: phoneVerified ? sql`now()` : null,
        })
        .returning();
      if (!user) throw new Error('insert returned no row');
      return user;
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict('Phone number or email already registered');
      throw error;
    }
  }

  async function buyerByPhone(phone: string) {
    const [user] = await db.select().from(users).where(eq(users.phone, phone)).limit(1);
    return user;
  }

  /**
   * The first OTP sign-in into an account whose phone nobody had proved (it was registered with a
   * password only): whoever registered it may not be the phone's owner, so the account's password
   * and e-mail (theirs, unproven) are cleared and every session it had ends. The phone's owner is
   * in; an impostor who registered their number first is out.
   */
  async function claimUnprovenAccount(user: typeof users.$inferSelect) {
    if (user.phoneVerifiedAt) return user;
    // Only while still unproven: of two sign-ins at once, one claims, and the other signs in as it stands after.
    const [claimed] = await db
      .update(users)
      .set({ phoneVerifiedAt: sql`now()`, passwordHash: UNUSABLE_PASSWORD_HASH, email: null, tokenVersion: sql`${users.tokenVersion} + 1` })
      .where(and(eq(users.id, user.id), isNull(users.phoneVerifiedAt)))
      .returning();
    return claimed ?? (await buyerByPhone(user.phone)) ?? user;
  }

  api.post('/register', { schema: { body: buyerRegistration, tags: ['buyers'] }, preHandler: registrationLimits(app) }, async (request, reply) => {
    const user = await createBuyer(request.body, false);
    return reply.code(201).send(buyerView(user));
  });

  api.post('/login', { schema: { body: formLogin, response: { 200: tokenResponse }, tags: ['buyers'] }, preHandler: loginLimits(app, 'buyer-login') }, async (request) => {
    const phone = indianPhone.safeParse(request.body.username);
    const user = await signInWithPassword(attempts, {
      accountKey: `buyer:${phone.success ? phone.data : request.body.username}`,
      password: request.body.password,
      find: async () => (phone.success ? await buyerByPhone(phone.data) : undefined),
      invalidMessage: INVALID_LOGIN,
      inactiveMessage: INACTIVE,
    });
    return issueToken(user);
  });

  api.get('/me', { schema: { tags: ['buyers'] }, onRequest: buyerOnly }, async (request) => {
    const [user] = await db.select().from(users).where(eq(users.id, accountOf(request).id));
    if (!user) throw notFound('Account not found');
    return buyerView(user);
  });

  api.put('/me/location', { schema: { querystring: locationQuery, tags: ['buyers'] }, onRequest: buyerOnly }, async (request) => {
    const [user] = await db
      .update(users)
      .set({ latitude: request.query.latitude, longitude: request.query.longitude })
      .where(eq(users.id, accountOf(request).id))
      .returning();
    if (!user) throw notFound('Account not found');
    return buyerView(user);
  });

  api.post('/otp/send', { schema: { body: otpSend, tags: ['buyers'] }, preHandler: otpSendLimits(app) }, async (request) => {
    const sent = await otp.send(request.body.phone, 'buyer-phone');
    return { message: 'OTP sent', expires_in: sent.expiresInSeconds, resend_in: sent.resendInSeconds };
  });

  api.post('/otp/verify', { schema: { body: otpVerify, tags: ['buyers'] }, preHandler: loginLimits(app, 'otp-verify') }, async (request) => {
    await otp.verify(request.body.phone, request.body.code);
    return { verification_token: await signPhoneProof(config.jwtSecret, request.body.phone), phone: request.body.phone };
  });

  /**
   * The verified phone of a proof, which must be the phone the request names: a bare uid is never
   * trusted. A login answers 401; a registration 400, so the client's 401 rule does not sign out
   * and redirect someone who is only signing up.
   */
  async function provenPhone(phone: string, proof: string, failureStatus: 400 | 401): Promise<string> {
    const verified = await verifyPhoneProof(config.jwtSecret, proof);
    if (verified !== phone) throw failureStatus === 401 ? unauthorized(PROOF_FAILED) : badRequest(PROOF_FAILED);
    return verified;
  }

  api.post('/firebase-login', { schema: { body: firebaseLogin, response: { 200: tokenResponse }, tags: ['buyers'] } }, async (request) => {
    const phone = await provenPhone(request.body.phone, request.body.firebase_uid, 401);
    const user = await buyerByPhone(phone);
    if (!user) throw notFound('No account found for this phone number. Please register first.');
    if (!user.isActive) throw new HttpError(403, INACTIVE);
    return issueToken(await claimUnprovenAccount(user));
  });

  api.post('/firebase-register', { schema: { body: firebaseRegistration, tags: ['buyers'] }, preHandler: registrationLimits(app) }, async (request, reply) => {
    await provenPhone(request.body.phone, request.body.firebase_uid, 400);
    const user = await createBuyer(request.body, true);
    return reply.code(201).send({ ...(await issueToken(user)), user: buyerView(user) });
  });
}

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { accountOf, requireRole } from '../auth/guard.ts';
import { LoginAttempts } from '../auth/loginFailures.ts';
import { passwordMatches } from '../auth/passwords.ts';
import { signInWithPassword } from '../auth/signIn.ts';
import { signAccessToken, signPhoneProof, verifyPhoneProof } from '../auth/tokens.ts';
import type { AppContext } from '../http/context.ts';
import { noteInLanguage } from '../http/detailTexts.ts';
import { badRequest, HttpError, notFound, unauthorized } from '../http/errors.ts';
import { requestLocale } from '../http/requestLanguage.ts';
import { loginLimits, otpSendLimits, registrationLimits } from '../http/rateLimits.ts';
import { OtpService } from '../otp/otpService.ts';
import {
  ACCOUNT_NOT_FOUND,
  buyerById,
  buyerByPhone,
  claimUnprovenAccount,
  createBuyer,
  setBuyerLocation,
  setBuyerPassword,
  updateBuyerProfile,
} from './queries.ts';
import {
  buyerProfileUpdate,
  buyerRegistration,
  firebaseLogin,
  firebaseRegistration,
  formLogin,
  indianPhone,
  locationQuery,
  otpSend,
  otpVerify,
  passwordChange,
  passwordReset,
  tokenResponse,
} from './schemas.ts';
import { buyerResponse, otpSentResponse, phoneProofResponse, registeredBuyerResponse } from './responses.ts';
import { buyerView } from './views.ts';

const INVALID_LOGIN = 'Invalid phone number or password';
const PROOF_FAILED = 'Phone verification failed. Please request a new OTP.';
const INACTIVE = 'This account has been deactivated. Please contact support.';
const WRONG_CURRENT_PASSWORD = 'Your current password is not correct';

/** Buyer accounts: /api/v1/users (spec storefront §7), with the server's own phone OTP. */
export async function buyerAccountRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, config } = context;
  const otp = new OtpService({ db, sms: context.sms, secret: config.jwtSecret, logError: (error) => app.log.error(error.message) });
  const attempts = new LoginAttempts(db);
  const buyerOnly = requireRole(context, 'buyer');
  const issueToken = async (user: { id: number; tokenVersion: number }) => ({
    access_token: await signAccessToken(config.jwtSecret, { sub: String(user.id), role: 'buyer', ver: user.tokenVersion }),
    token_type: 'bearer' as const,
  });

  api.post(
    '/register',
    {
      schema: {
        body: buyerRegistration,
        response: { 201: buyerResponse },
        tags: ['buyers'],
        summary: 'Register a buyer account (name, e-mail, phone, password); answers a bearer token',
      },
      preHandler: registrationLimits(app, 'buyer-register'),
    },
    async (request, reply) => {
      const user = await createBuyer(db, request.body, false);
      return reply.code(201).send(buyerView(user));
    },
  );

  api.post(
    '/login',
    {
      schema: {
        body: formLogin,
        response: { 200: tokenResponse },
        tags: ['buyers'],
        summary: 'Sign in a buyer with username (phone or e-mail) and password (JSON or form-encoded); answers a bearer token',
      },
      preHandler: loginLimits(app, 'buyer-login'),
    },
    async (request) => {
      const phone = indianPhone.safeParse(request.body.username);
      const user = await signInWithPassword(attempts, {
        accountKey: `buyer:${phone.success ? phone.data : request.body.username}`,
        password: request.body.password,
        find: async () => (phone.success ? await buyerByPhone(db, phone.data) : undefined),
        invalidMessage: INVALID_LOGIN,
        inactiveMessage: INACTIVE,
      });
      return issueToken(user);
    },
  );

  api.get(
    '/me',
    { schema: { response: { 200: buyerResponse }, tags: ['buyers'], summary: "The signed-in buyer's profile" }, onRequest: buyerOnly },
    async (request) => {
      const user = await buyerById(db, accountOf(request).id);
      if (!user) throw notFound(ACCOUNT_NOT_FOUND);
      return buyerView(user);
    },
  );

  api.put(
    '/me',
    {
      schema: {
        body: buyerProfileUpdate,
        response: { 200: buyerResponse },
        tags: ['buyers'],
        summary: "The buyer's name and e-mail (409 for an e-mail another account has)",
      },
      onRequest: buyerOnly,
    },
    async (request) => buyerView(await updateBuyerProfile(db, accountOf(request).id, request.body)),
  );

  /**
   * A new password, the current one required (counted like a sign-in: 10 wrong ones in 15 minutes
   * and it waits). Every other session of the account ends; the answer is a token for this one.
   */
  api.put(
    '/me/password',
    {
      schema: { body: passwordChange, response: { 200: tokenResponse }, tags: ['buyers'], summary: 'Change the password (current password required)' },
      onRequest: buyerOnly,
      preHandler: loginLimits(app, 'password-change'),
    },
    async (request) => {
      const id = accountOf(request).id;
      const accountKey = `buyer-password:${id}`;
      await attempts.countAttempt(accountKey);
      const user = await buyerById(db, id);
      if (!user) throw notFound(ACCOUNT_NOT_FOUND);
      if (!(await passwordMatches(request.body.current_password, user.passwordHash))) throw badRequest(WRONG_CURRENT_PASSWORD);
      await attempts.clear(accountKey);
      return issueToken(await setBuyerPassword(db, id, request.body.new_password, false));
    },
  );

  /**
   * A forgotten password: the phone proven by an OTP (/otp/send, /otp/verify) sets a new one and
   * signs the buyer in; every other session ends and the sign-in attempt count starts again. A phone
   * with no account, or a deactivated one, is told as the OTP sign-in tells it.
   */
  api.post(
    '/password/reset',
    {
      schema: { body: passwordReset, response: { 200: tokenResponse }, tags: ['buyers'], summary: 'Set a new password with a phone proven by OTP' },
      preHandler: loginLimits(app, 'password-reset'),
    },
    async (request) => {
      const phone = await provenPhone(request.body.phone, request.body.verification_token, 400);
      const user = await buyerByPhone(db, phone);
      if (!user) throw notFound('No account found for this phone number. Please register first.');
      if (!user.isActive) throw new HttpError(403, INACTIVE);
      await attempts.clear(`buyer:${phone}`);
      return issueToken(await setBuyerPassword(db, user.id, request.body.new_password, true));
    },
  );

  api.put(
    '/me/location',
    {
      schema: {
        querystring: locationQuery,
        response: { 200: buyerResponse },
        tags: ['buyers'],
        summary: "Set the buyer's delivery place (pincode or city) used for prices and stock",
      },
      onRequest: buyerOnly,
    },
    async (request) => {
      const user = await setBuyerLocation(db, accountOf(request).id, request.query);
      if (!user) throw notFound(ACCOUNT_NOT_FOUND);
      return buyerView(user);
    },
  );

  api.post(
    '/otp/send',
    {
      schema: { body: otpSend, response: { 200: otpSentResponse }, tags: ['buyers'], summary: 'Send a one-time sign-in code by SMS to a phone' },
      preHandler: otpSendLimits(app),
    },
    async (request, reply) => {
      // The code's text in the account's language, or for a phone not yet registered the language the request asked in.
      const account = await buyerByPhone(db, request.body.phone);
      const sent = await otp.send(request.body.phone, 'buyer-phone', account?.language ?? requestLocale(request));
      return { message: noteInLanguage(request, reply, 'OTP sent'), expires_in: sent.expiresInSeconds, resend_in: sent.resendInSeconds };
    },
  );

  api.post(
    '/otp/verify',
    {
      schema: {
        body: otpVerify,
        response: { 200: phoneProofResponse },
        tags: ['buyers'],
        summary: 'Check the SMS code; answers a proof of the phone for the phone sign-in, registration and password reset',
      },
      preHandler: loginLimits(app, 'otp-verify'),
    },
    async (request) => {
      await otp.verify(request.body.phone, request.body.code);
      return { verification_token: await signPhoneProof(config.jwtSecret, request.body.phone), phone: request.body.phone };
    },
  );

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

  api.post(
    '/firebase-login',
    {
      schema: {
        body: firebaseLogin,
        response: { 200: tokenResponse },
        tags: ['buyers'],
        summary: 'Sign in a buyer with a Firebase phone-auth ID token; answers a bearer token',
      },
    },
    async (request) => {
      const phone = await provenPhone(request.body.phone, request.body.firebase_uid, 401);
      const user = await buyerByPhone(db, phone);
      if (!user) throw notFound('No account found for this phone number. Please register first.');
      if (!user.isActive) throw new HttpError(403, INACTIVE);
      return issueToken(await claimUnprovenAccount(db, user));
    },
  );

  api.post(
    '/firebase-register',
    {
      schema: {
        body: firebaseRegistration,
        response: { 201: registeredBuyerResponse },
        tags: ['buyers'],
        summary: 'Register a buyer with a Firebase phone-auth ID token; answers a bearer token',
      },
      preHandler: registrationLimits(app, 'buyer-phone-register'),
    },
    async (request, reply) => {
      await provenPhone(request.body.phone, request.body.firebase_uid, 400);
      const user = await createBuyer(db, request.body, true);
      return reply.code(201).send({ ...(await issueToken(user)), user: buyerView(user) });
    },
  );
}

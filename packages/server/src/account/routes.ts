import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { accountOf, requireRole } from '../auth/guard.ts';
import { LoginAttempts } from '../auth/loginFailures.ts';
import { passwordMatches } from '../auth/passwords.ts';
import { signInWithPassword } from '../auth/signIn.ts';
import { signAccessToken, signPhoneProof, verifyPhoneProof } from '../auth/tokens.ts';
import type { AppContext } from '../http/context.ts';
import { badRequest, HttpError, notFound, unauthorized } from '../http/errors.ts';
import { requestLocale } from '../http/requestLanguage.ts';
import { loginLimits, otpSendLimits, registrationLimits } from '../http/rateLimits.ts';
import { OtpService } from '../otp/otpService.ts';
import {
  adminByEmail,
  adminById,
  buyerById,
  buyerByPhone,
  claimUnprovenAccount,
  createBuyer,
  createSeller,
  sellerByEmail,
  sellerById,
  setBuyerLocation,
  setBuyerPassword,
  updateBuyerProfile,
  setSellerDepot,
  setSellerGst,
  updateSellerProfile,
} from './queries.ts';
import {
  adminLogin,
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
  sellerDepotBody,
  sellerGstBody,
  sellerProfileUpdate,
  sellerRegistration,
  tokenResponse,
} from './schemas.ts';
import { adminResponse, buyerResponse, otpSentResponse, phoneProofResponse, registeredBuyerResponse, sellerResponse } from './responses.ts';
import { adminView, buyerView, sellerView } from './views.ts';

const INVALID_LOGIN = 'Invalid phone number or password';
const PROOF_FAILED = 'Phone verification failed. Please request a new OTP.';
const INACTIVE = 'This account has been deactivated. Please contact support.';
const ACCOUNT_NOT_FOUND = 'Account not found';
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
    async (request) => {
      // The code's text in the account's language, or for a phone not yet registered the language the request asked in.
      const account = await buyerByPhone(db, request.body.phone);
      const sent = await otp.send(request.body.phone, 'buyer-phone', account?.language ?? requestLocale(request));
      return { message: 'OTP sent', expires_in: sent.expiresInSeconds, resend_in: sent.resendInSeconds };
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

import cors from '@fastify/cors';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { existsSync } from 'node:fs';
import { adminAccountRoutes } from './account/adminRoutes.ts';
import { buyerAccountRoutes } from './account/routes.ts';
import { sellerAccountRoutes } from './account/sellerRoutes.ts';
import { adminCategoryTaxRoutes, adminDefaultProductRoutes, sellerDefaultProductRoutes } from './admin/defaultProductRoutes.ts';
import { adminDashboardRoutes, adminOrderRoutes } from './admin/routes.ts';
import { adminCatalogueRoutes } from './admin/catalogueRoutes.ts';
import { adminSearchSynonymRoutes } from './admin/searchSynonymRoutes.ts';
import { affiliateRoutes } from './affiliates/routes.ts';
import { prepareDummyHash } from './auth/passwords.ts';
import { adminBlogRoutes, blogRoutes } from './blog/routes.ts';
import { boqRoutes } from './boq-calculator/routes.ts';
import { cartRoutes } from './cart/routes.ts';
import { categoryRoutes, productRoutes } from './catalogue/routes.ts';
import { imageFileRoutes, productImageRoutes } from './product-images/routes.ts';
import { chatbotRoutes } from './chatbot/routes.ts';
import { checkoutRoutes } from './checkout/routes.ts';
import { crmRoutes } from './crm/routes.ts';
import { CSV_MAX_BYTES } from './csv/csvFiles.ts';
import { registerCompression } from './http/compression.ts';
import { API_PREFIX } from './http/apiOperations.ts';
import type { AppContext } from './http/context.ts';
import { registerDeprecationHeaders } from './http/deprecationHeaders.ts';
import { detailInLanguage } from './http/detailTexts.ts';
import { installErrorHandler } from './http/errors.ts';
import { healthRoutes } from './http/health.ts';
import { integrationGuideRoutes } from './http/integrationGuide.ts';
import { embedFileCache, registerHostApp } from './http/hostApp.ts';
import { countersFor, rateLimitStore } from './http/rateLimitStore.ts';
import { refuseNulCharacters } from './http/nulCharacters.ts';
import { OPENAPI_DOCUMENT, openApiTransform, openApiTransformObject } from './http/openApiContract.ts';
import { registerPublicReadCaching } from './http/publicReads.ts';
import { answerInLanguage, requestLocale } from './http/requestLanguage.ts';
import { registerSecurityHeaders } from './http/securityHeaders.ts';
import { registerStorybook } from './http/storybook.ts';
import { orderRoutes } from './orders/routes.ts';
import { STATIC_ROOTS, type StaticRoots } from './paths.ts';
import { pincodeRoutes } from './pincodes/routes.ts';
import { notificationRoutes, priceAlertRoutes } from './price-alerts/routes.ts';
import { priceBoardRoutes } from './price-board/routes.ts';
import { addressRoutes } from './profile/routes.ts';
import { quoteRoutes } from './quote/routes.ts';
import { adminRfqRoutes, buyerRfqRoutes, sellerRfqRoutes } from './rfq/routes.ts';
import { adminRealEstateRoutes, realEstateRoutes } from './real-estate/routes.ts';
import { sellerListingRoutes, sellerOrderRoutes, sellerOrderStatusRoutes } from './seller/routes.ts';
import { invoiceRoutes } from './invoices/routes.ts';
import { devRoutes, siteRoutes } from './site/routes.ts';
import { startDeliveryWorker, type DeliveryWorker } from './webhooks/deliveryWorker.ts';
import { webhookRoutes } from './webhooks/routes.ts';
import { siteInfoOf } from './site/siteInfo.ts';

export interface AppOptions {
  /** Database, configuration and SMS gateway; without it only the static files are served. */
  context?: AppContext;
  logger?: boolean | { level: string };
  staticRoots?: StaticRoots;
  /** Told of every route as it is added (tests list the routes with their schemas and guards). */
  onRoute?: (route: RouteOptions) => void;
  /** Milliseconds a client has to send a whole request, headers and body (REQUEST_TIMEOUT_MS by default). */
  requestTimeout?: number | undefined;
}

/**
 * A client gets this long to send a whole request: enough for a 5 MB photo over a slow phone
 * connection, not for a connection trickling a byte every few seconds to hold a socket for minutes.
 */
export const REQUEST_TIMEOUT_MS = 120_000;

export { API_PREFIX };

async function registerApi(app: FastifyInstance, context: AppContext): Promise<void> {
  prepareDummyHash();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);
  registerDeprecationHeaders(app);
  refuseNulCharacters(app);
  await app.register(formbody);
  // File uploads (CSV imports): one file per request, 1 MB unless a route passes its own limits to
  // request.file() or request.parts() (real-estate images: 5 MB).
  await app.register(multipart, { limits: { fileSize: CSV_MAX_BYTES, files: 1, fields: 20, parts: 25 } });
  // Partner pages on other origins call the API from embedded widgets. Auth is a bearer token
  // (never a cookie), so answering any origin grants nothing a page does not already hold. The
  // dev outbox is the exception: no page on another origin may read it. The public reads answer
  // every origin with `*` instead (http/publicReads.ts), so caches keep one copy for all of them.
  const apiCors = {
    origin: true,
    credentials: false,
    methods: ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'],
    allowedHeaders: ['authorization', 'content-type', 'idempotency-key'],
    exposedHeaders: ['retry-after', 'x-total-count', 'x-matched-words'],
    maxAge: 600,
  };
  await app.register(cors, {
    delegator: (request, callback) => callback(null, request.url.startsWith(`${API_PREFIX}/dev/`) ? { origin: false } : apiCors),
  });
  // Per-address limits: counted in PostgreSQL when that is the database, so every instance shares them.
  await app.register(rateLimit, { global: false, store: rateLimitStore(countersFor(context.db)) });
  await app.register(swagger, { openapi: OPENAPI_DOCUMENT, transform: openApiTransform, transformObject: openApiTransformObject });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  await integrationGuideRoutes(app);

  await app.register(
    async (api) => {
      await api.register((scope) => healthRoutes(scope, context));
      await api.register((scope) => siteRoutes(scope, context), { prefix: '/site' });
      await api.register((scope) => buyerAccountRoutes(scope, context), { prefix: '/users' });
      await api.register((scope) => priceAlertRoutes(scope, context), { prefix: '/users/me/price-alerts' });
      await api.register((scope) => notificationRoutes(scope, context), { prefix: '/users/me/notifications' });
      await api.register((scope) => sellerAccountRoutes(scope, context), { prefix: '/sellers' });
      await api.register((scope) => sellerListingRoutes(scope, context), { prefix: '/sellers/me/listings' });
      await api.register((scope) => sellerOrderRoutes(scope, context), { prefix: '/sellers/me/orders' });
      await api.register((scope) => invoiceRoutes('seller')(scope, context), { prefix: '/sellers/me/orders' });
      await api.register((scope) => adminAccountRoutes(scope, context), { prefix: '/admin' });
      await api.register((scope) => adminDashboardRoutes(scope, context), { prefix: '/admin' });
      await api.register((scope) => adminOrderRoutes(scope, context), { prefix: '/admin/orders' });
      await api.register((scope) => adminDefaultProductRoutes(scope, context), { prefix: '/admin/default-products' });
      await api.register((scope) => adminCategoryTaxRoutes(scope, context), { prefix: '/admin/categories' });
      await api.register((scope) => adminCatalogueRoutes(scope, context), { prefix: '/admin/catalogue' });
      await api.register((scope) => adminSearchSynonymRoutes(scope, context), { prefix: '/admin/search' });
      await api.register((scope) => sellerDefaultProductRoutes(scope, context), { prefix: '/sellers/me/default-products' });
      await api.register((scope) => devRoutes(scope, context), { prefix: '/dev' });
      await api.register((scope) => categoryRoutes(scope, context), { prefix: '/categories' });
      await api.register((scope) => productRoutes(scope, context), { prefix: '/products' });
      await api.register((scope) => imageFileRoutes(scope, context), { prefix: '/images' });
      await api.register((scope) => productImageRoutes('admin')(scope, context), { prefix: '/admin/products' });
      await api.register((scope) => productImageRoutes('seller')(scope, context), { prefix: '/sellers/me/products' });
      await api.register((scope) => pincodeRoutes(scope, context), { prefix: '/pincodes' });
      await api.register((scope) => quoteRoutes(scope, context), { prefix: '/quotes' });
      await api.register((scope) => buyerRfqRoutes(scope, context), { prefix: '/rfqs' });
      await api.register((scope) => sellerRfqRoutes(scope, context), { prefix: '/sellers/me/rfqs' });
      await api.register((scope) => adminRfqRoutes(scope, context), { prefix: '/admin/rfqs' });
      await api.register((scope) => priceBoardRoutes(scope, context), { prefix: '/price-board' });
      await api.register((scope) => boqRoutes(scope, context), { prefix: '/boq' });
      await api.register((scope) => chatbotRoutes(scope, context), { prefix: '/chatbot' });
      await api.register((scope) => cartRoutes(scope, context), { prefix: '/cart' });
      await api.register((scope) => checkoutRoutes(scope, context), { prefix: '/cart' });
      await api.register((scope) => addressRoutes(scope, context), { prefix: '/addresses' });
      await api.register((scope) => orderRoutes(scope, context), { prefix: '/orders' });
      await api.register((scope) => invoiceRoutes('buyer')(scope, context), { prefix: '/orders' });
      await api.register((scope) => sellerOrderStatusRoutes(scope, context), { prefix: '/orders/seller/orders' });
      await api.register((scope) => crmRoutes(scope, context), { prefix: '/crm' });
      await api.register((scope) => blogRoutes(scope, context), { prefix: '/blog' });
      await api.register((scope) => adminBlogRoutes(scope, context), { prefix: '/admin/blog' });
      await api.register((scope) => affiliateRoutes(scope, context), { prefix: '/affiliates' });
      await api.register((scope) => realEstateRoutes(scope, context), { prefix: '/real-estate' });
      await api.register((scope) => adminRealEstateRoutes(scope, context), { prefix: '/admin/real-estate' });
      await api.register((scope) => webhookRoutes('seller')(scope, context), { prefix: '/sellers/me/webhooks' });
      await api.register((scope) => webhookRoutes('partner')(scope, context), { prefix: '/admin/partners/:partnerId/webhooks' });
    },
    { prefix: API_PREFIX },
  );
}

async function registerStatic(app: FastifyInstance, roots: StaticRoots, context: AppContext | undefined): Promise<void> {
  if (existsSync(roots.embed)) {
    await app.register(fastifyStatic, {
      root: roots.embed,
      prefix: '/embed/',
      decorateReply: false,
      // Partner pages on other origins load the embed script. Its chunks are named by their hash
      // (rollup.config.mjs) and never change; the loader, embed.js, keeps its name and is checked on use.
      setHeaders: (reply, path) => reply.header('access-control-allow-origin', '*').header('cache-control', embedFileCache(path)),
    });
  }
  await app.register(fastifyStatic, { root: roots.examples, prefix: '/examples/', decorateReply: false });
  await registerStorybook(app, roots.storybook);
  if (existsSync(roots.hostApp)) await registerHostApp(app, roots.hostApp, context?.db, context && (() => siteInfoOf(context)), context?.config.publicUrl);
}

/** The webhook delivery worker (webhooks/deliveryWorker.ts) runs while the app does, unless the settings turn it off. */
function runDeliveryWorker(app: FastifyInstance, context: AppContext): void {
  const settings = context.config.webhooks;
  if (!settings?.deliver) return;
  let worker: DeliveryWorker | undefined;
  app.addHook('onReady', async () => {
    worker = startDeliveryWorker(context.db, settings, (error) => app.log.error({ err: error }, 'webhook delivery failed to run'));
  });
  app.addHook('onClose', async () => worker?.stop());
}

/**
 * The Nirmaan server: the API under /api/v1 (OpenAPI at /api/docs), the embed script under /embed/,
 * the example partner pages under /examples/, the built Storybook under /storybook/, and the host app
 * everywhere else.
 */
export async function buildApp({
  context,
  logger = false,
  staticRoots = STATIC_ROOTS,
  onRoute,
  requestTimeout = REQUEST_TIMEOUT_MS,
}: AppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger,
    trustProxy: context?.config.trustProxy ?? false,
    bodyLimit: 1024 * 1024,
    requestTimeout,
    // Node enforces the limit only when the server is created with it (and with a headers timeout
    // no longer than it), checking every 30 s by default: often enough for two minutes.
    http: {
      requestTimeout,
      headersTimeout: Math.min(60_000, requestTimeout),
      connectionsCheckingInterval: Math.min(30_000, Math.max(100, requestTimeout / 4)),
    },
  });
  if (onRoute) app.addHook('onRoute', onRoute);
  // First, so that a revalidation answered 304 runs no other hook (security headers, CORS, rate limits).
  if (context) registerPublicReadCaching(app, API_PREFIX, context.catalogueVersion);
  await registerSecurityHeaders(app, API_PREFIX);
  await registerCompression(app);
  if (context) await registerApi(app, context);
  if (context) runDeliveryWorker(app, context);
  else app.get(`${API_PREFIX}/health`, async () => ({ status: 'ok' }));
  await registerStatic(app, staticRoots, context);

  app.setNotFoundHandler((request, reply) => {
    const locale = requestLocale(request);
    answerInLanguage(reply, locale);
    return reply.code(404).send({ detail: detailInLanguage('Not found', locale) });
  });
  return app;
}

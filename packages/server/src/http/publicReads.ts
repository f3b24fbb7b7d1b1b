import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Locale } from '@nirmaan/core/pure';
import type { CatalogueVersion } from './catalogueVersion.ts';
import { answerInLanguage, requestLocale } from './requestLanguage.ts';

/*
 * HTTP caching of the public reads (issue 30): what anyone may read without signing in — the
 * catalogue, categories, the price board, blog posts, affiliates, verified real-estate listings,
 * the chatbot's catalogue, pincode checks and the site's description.
 *
 * - Anonymous answers are `public`: a CDN or nginx (deploy/nginx.conf) keeps them PUBLIC_CACHE's few
 *   seconds (serving them meanwhile) and then revalidates them with the weak ETag, built from the catalogue version
 *   (./catalogueVersion.ts), which every instance shares. A matching If-None-Match is answered 304
 *   before anything reads the database (rate limits included).
 * - With an Authorization header the answer may be the buyer's own (their stored location changes
 *   prices and the price board's city): `private, no-store`, no ETag. So is every other API answer
 *   to a request with a token that does not say otherwise itself.
 * - Errors are never stored (`no-store`).
 * - `Access-Control-Allow-Origin: *` rather than the caller's origin and `Vary: Origin`: the answer
 *   is the same for every page, so one stored copy serves all of them.
 */

/**
 * Shared caches keep an answer 10 s (s-maxage), then serve it while they revalidate for up to 30 s
 * more: a seller's new price reaches buyers within 10-40 s, while a busy page costs the server one
 * revalidation (a 304 that reads no database) per cache every 10 s. Browsers (max-age=0) revalidate
 * on every use, a 304 when nothing changed, so a seller who changed a price and reloads the storefront
 * sees it at once. stale-while-revalidate is therefore said to CDNs only, in CDN-Cache-Control
 * (RFC 9213, ignored by browsers): in Cache-Control, Chrome would show a stale answer for its 30 s.
 * nginx serves stale copies while it revalidates by its own configuration (deploy/nginx.conf).
 */
export const PUBLIC_CACHE = 'public, max-age=0, s-maxage=10';
export const CDN_CACHE = 'public, max-age=10, stale-while-revalidate=30';
export const PRIVATE_CACHE = 'private, no-store';
export const ERROR_CACHE = 'no-store';
/** Compressed or not, and with a token or not (then private), the answer differs; never by Origin. */
export const PUBLIC_VARY = 'accept-encoding, authorization';

/**
 * How a public read's ETag is made: from the catalogue version, that and the hour (answers that
 * also change with time), that and the reader's language (answers with a text in it: Vary:
 * Accept-Language), or none.
 */
type EtagKind = 'catalogue' | 'catalogue-hourly' | 'catalogue-language' | 'none';

/** The public reads by route (Fastify's route URL under /api/v1, without a trailing slash). */
export const PUBLIC_READ_ROUTES: Readonly<Record<string, EtagKind>> = {
  '/products': 'catalogue',
  '/products/search-suggestions': 'catalogue',
  '/products/:id': 'catalogue',
  '/products/:id/listings': 'catalogue',
  '/categories': 'catalogue',
  // Medians of today's prices against those 30 days ago, and the time it was generated.
  '/price-board': 'catalogue-hourly',
  '/blog': 'catalogue',
  '/blog/:slug': 'catalogue',
  '/affiliates': 'catalogue',
  '/real-estate/listings': 'catalogue',
  '/chatbot/categories': 'catalogue',
  '/chatbot/categories/:id/products': 'catalogue',
  // Its message ("Delivery available in ...") is in the reader's language (issue 32).
  '/pincodes/validate/:pincode': 'catalogue-language',
  // Its figures are counted once a minute in memory (site/siteFigures.ts), not at each version; it
  // keeps its own Cache-Control.
  '/site': 'none',
};

const HOUR_MS = 3_600_000;

/** Which public read a route is, by its URL pattern; undefined for every other route. */
export function publicReadOf(apiPrefix: string, routeUrl: string | undefined): EtagKind | undefined {
  if (!routeUrl?.startsWith(`${apiPrefix}/`)) return undefined;
  const path = routeUrl.slice(apiPrefix.length).replace(/\/$/, '');
  return Object.hasOwn(PUBLIC_READ_ROUTES, path) ? PUBLIC_READ_ROUTES[path] : undefined;
}

/** The weak ETag of a public read at a catalogue version, for a reader of `locale` (pure), or null when it has none. */
export function etagOf(kind: EtagKind, version: string | null, now: number, locale: Locale = 'en'): string | null {
  if (kind === 'none' || version === null) return null;
  if (kind === 'catalogue-language') return `W/"${version}.${locale}"`;
  return kind === 'catalogue-hourly' ? `W/"${version}.${Math.floor(now / HOUR_MS)}"` : `W/"${version}"`;
}

/** Whether an If-None-Match header names the ETag (weak comparison, RFC 9110 §13.1.2). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => opaque(tag) === opaque(etag));
}

const isRead = (request: FastifyRequest) => request.method === 'GET' || request.method === 'HEAD';
const hasToken = (request: FastifyRequest) => request.headers.authorization !== undefined;

/** The ETag each anonymous public read was given as it arrived: the version before any query ran. */
const etagAtArrival = new WeakMap<FastifyRequest, string>();

/** A route's own Cache-Control (GET /site's) is kept. An answer in the reader's language says which, and varies with it. */
function publicHeaders(reply: FastifyReply, etag: string | null, kind: EtagKind, locale: Locale): void {
  if (!reply.hasHeader('cache-control')) void reply.header('cache-control', PUBLIC_CACHE).header('cdn-cache-control', CDN_CACHE);
  void reply.header('vary', PUBLIC_VARY).header('access-control-allow-origin', '*');
  if (kind === 'catalogue-language') answerInLanguage(reply, locale);
  if (etag) void reply.header('etag', etag);
}

/**
 * Registers the caching of the public reads and `private, no-store` on answers to requests with a
 * token. Call before any other hook: a 304 then costs no more than this hook, and the answers'
 * CORS headers (set by @fastify/cors in onRequest) are corrected here in onSend.
 */
export function registerPublicReadCaching(app: FastifyInstance, apiPrefix: string, version: CatalogueVersion | undefined): void {
  app.addHook('onRequest', async (request, reply) => {
    const kind = isRead(request) ? publicReadOf(apiPrefix, request.routeOptions.url) : undefined;
    if (kind === undefined || hasToken(request)) return;
    const etag = etagOf(kind, version?.current() ?? null, Date.now(), requestLocale(request));
    if (!etag) return;
    etagAtArrival.set(request, etag);
    if (matchesEtag(request.headers['if-none-match'], etag)) {
      publicHeaders(reply, etag, kind, requestLocale(request));
      return reply.code(304).send();
    }
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (!request.url.startsWith(`${apiPrefix}/`) || reply.statusCode === 304) return payload;
    const kind = isRead(request) ? publicReadOf(apiPrefix, request.routeOptions.url) : undefined;
    if (kind !== undefined && reply.statusCode < 400) {
      void reply.header('access-control-allow-origin', '*');
      if (hasToken(request)) void reply.header('cache-control', PRIVATE_CACHE).removeHeader('etag').removeHeader('cdn-cache-control');
      else publicHeaders(reply, etagAtArrival.get(request) ?? null, kind, requestLocale(request));
    } else if (kind !== undefined) {
      void reply.header('cache-control', ERROR_CACHE).removeHeader('etag');
    } else if (hasToken(request) && !reply.hasHeader('cache-control')) {
      void reply.header('cache-control', PRIVATE_CACHE);
    }
    return payload;
  });
}

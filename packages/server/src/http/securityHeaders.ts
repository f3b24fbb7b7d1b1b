import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { DEFAULT_MAP_CONFIG } from '@nirmaan/core/pure';

/*
 * Security headers (helmet) on everything the server answers. Three policies, chosen by path:
 *
 * - the host app (and anything not listed below, the API explorer and 404 pages included): a
 *   Content-Security-Policy without 'unsafe-inline' scripts (Vite's build loads module scripts from
 *   'self' only), framed only by the site itself;
 * - the API under /api/v1 and the embed script under /embed/: JSON and JavaScript that partner pages
 *   on other origins read (CORS) — nothing in them runs as a document, so `default-src 'none'`, and
 *   Cross-Origin-Resource-Policy cross-origin so partner pages may load them;
 * - the example partner pages under /examples/: they stand in for partners' own sites, whose inline
 *   configuration snippet (`nirmaan('config', ...)`) needs inline scripts; otherwise the same policy;
 * - the built Storybook under /storybook/: static pages of this project's own making (no visitor's
 *   data in them) whose manager and preview pages start with inline scripts, and whose manager
 *   frames the preview (iframe.html) from the same origin.
 */

const origin = (url: string) => new URL(url).origin;

/** Where the construction videos on /toolkit play (packages/widgets/src/toolkit/videoLibrary.ts EMBED_ORIGIN). */
export const VIDEO_EMBED_ORIGIN = 'https://www.youtube-nocookie.com';

/** The reverse geocoder the location picker calls from the browser (a map tile is an image: img-src https:). */
const GEOCODER_ORIGIN = origin(DEFAULT_MAP_CONFIG.geocoderUrl);

type Directives = Record<string, string[]>;

/** The host app's policy, directive by directive (helmet's defaults are not used: every directive is here). */
export const HOST_APP_CSP: Directives = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'script-src-attr': ["'none'"],
  // React style attributes, Leaflet's positioning and Radix's scroll lock set inline styles.
  'style-src': ["'self'", "'unsafe-inline'"],
  // Product, blog and affiliate images are https addresses; map tiles too; icons are data: URLs.
  'img-src': ["'self'", 'data:', 'blob:', 'https:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'", GEOCODER_ORIGIN],
  'frame-src': [VIDEO_EMBED_ORIGIN],
  'media-src': ["'self'"],
  'worker-src': ["'self'"],
  'manifest-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'self'"],
};

/** JSON and scripts read across origins: nothing may run or be framed as a document. */
export const RESOURCE_CSP: Directives = {
  'default-src': ["'none'"],
  'frame-ancestors': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'none'"],
};

/** The example partner pages: the host app's policy plus the partner's inline configuration snippet. */
export const EXAMPLE_PAGE_CSP: Directives = { ...HOST_APP_CSP, 'script-src': ["'self'", "'unsafe-inline'"] };

/**
 * The built Storybook: its index.html and iframe.html set their configuration in inline scripts
 * (written by each build, so no fixed hash fits), and the manager frames the preview page. Nothing
 * else is loosened: no eval, no other origin's scripts, no plugins, framed only by the site itself.
 */
export const STORYBOOK_CSP: Directives = {
  ...HOST_APP_CSP,
  'script-src': ["'self'", "'unsafe-inline'"],
  'connect-src': ["'self'"],
  'frame-src': ["'self'"],
  'worker-src': ["'self'", 'blob:'],
};

/** What every policy shares. */
const common = {
  // Other sites learn only the origin a visitor came from; YouTube's player needs at least that.
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  // Cross-origin images and videos are shown without asking their hosts to opt in.
  crossOriginEmbedderPolicy: false,
} as const;

/** The site also runs on plain http (localhost, behind a TLS terminator): no upgrade-insecure-requests. */
const csp = (directives: Directives) => ({ useDefaults: false, directives });

export const HOST_APP_HEADERS = {
  ...common,
  contentSecurityPolicy: csp(HOST_APP_CSP),
  crossOriginResourcePolicy: { policy: 'same-origin' },
  frameguard: { action: 'sameorigin' },
} satisfies FastifyHelmetOptions;

export const RESOURCE_HEADERS = {
  ...common,
  contentSecurityPolicy: csp(RESOURCE_CSP),
  crossOriginResourcePolicy: { policy: 'cross-origin' },
  frameguard: { action: 'deny' },
} satisfies FastifyHelmetOptions;

export const EXAMPLE_PAGE_HEADERS = {
  ...common,
  contentSecurityPolicy: csp(EXAMPLE_PAGE_CSP),
  crossOriginResourcePolicy: { policy: 'cross-origin' },
} satisfies FastifyHelmetOptions;

export const STORYBOOK_HEADERS = {
  ...common,
  contentSecurityPolicy: csp(STORYBOOK_CSP),
  crossOriginResourcePolicy: { policy: 'same-origin' },
  frameguard: { action: 'sameorigin' },
} satisfies FastifyHelmetOptions;

/** The policy of a route by its path; undefined keeps the global (host app) one. */
function headersFor(url: string, apiPrefix: string): FastifyHelmetOptions | undefined {
  if (url === apiPrefix || url.startsWith(`${apiPrefix}/`) || url.startsWith('/embed/')) return RESOURCE_HEADERS;
  if (url.startsWith('/examples/')) return EXAMPLE_PAGE_HEADERS;
  if (url === '/storybook' || url.startsWith('/storybook/')) return STORYBOOK_HEADERS;
  return undefined;
}

/**
 * Registers helmet with the host app's policy for every route (and the not-found handler, which
 * serves the host app's deep links), then gives the API, embed and example routes their own as they
 * are added. Call before any route is registered.
 */
export async function registerSecurityHeaders(app: FastifyInstance, apiPrefix: string): Promise<void> {
  app.addHook('onRoute', (route: RouteOptions) => {
    const headers = headersFor(route.url, apiPrefix);
    // @fastify/helmet's own onRoute hook, added after this one, takes the route's `helmet` option.
    if (headers) route.helmet = headers;
  });
  await app.register(helmet, { global: true, ...HOST_APP_HEADERS });
}

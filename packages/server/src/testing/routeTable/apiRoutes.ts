import type { RouteOptions } from 'fastify';
import { API_PREFIX } from '../../app.ts';
import type { Access, Caller } from './world.ts';

export interface ApiRoute {
  method: string;
  /** Fastify's path, e.g. /api/v1/addresses/:id (one of the with- and without-slash twins). */
  url: string;
  /** The table's key: `METHOD path` without a trailing slash. */
  key: string;
  options: RouteOptions;
}

/**
 * The API routes among those Fastify's onRoute hook saw: every method but the HEAD twins of GETs,
 * under /api/v1, one per `METHOD path` (a prefix's `/` route exists with and without its slash).
 */
export function apiRoutes(routes: RouteOptions[]): ApiRoute[] {
  const found = new Map<string, ApiRoute>();
  for (const options of routes) {
    if (!options.url.startsWith(`${API_PREFIX}/`)) continue;
    for (const method of [options.method].flat()) {
      if (method === 'HEAD' || method === 'OPTIONS') continue;
      const path = options.url.length > 1 ? options.url.replace(/\/$/, '') : options.url;
      const key = `${method} ${path}`;
      if (!found.has(key)) found.set(key, { method, url: options.url, key, options });
    }
  }
  return [...found.values()].sort((a, b) => a.key.localeCompare(b.key));
}

/** The roles that may call a route. */
export function allowedRoles(access: Access): Array<'buyer' | 'seller' | 'admin'> {
  if (access === 'public') return [];
  if (access === 'buyer-or-seller') return ['buyer', 'seller'];
  return [access];
}

/** The account role of a caller (anonymous has none). */
export function roleOf(caller: Caller): 'buyer' | 'seller' | 'admin' | null {
  if (caller === 'anonymous') return null;
  if (caller === 'admin') return 'admin';
  return caller.toLowerCase().includes('seller') ? 'seller' : 'buyer';
}

/** The message a route missing from the table fails with. */
export const missingRouteMessage = (keys: string[]) =>
  `These API routes are not in the route table, packages/server/src/testing/routeTable/ (default deny): ${keys.join(', ')}. ` +
  "Add each to its area's file there with who may call it (access: 'public' | 'buyer' | 'seller' | 'admin' | 'buyer-or-seller'), owner when its path names a buyer's or seller's row, and a request that succeeds.";

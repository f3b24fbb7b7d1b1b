import type { RouteOptions } from 'fastify';
import { API_PREFIX } from '../../app.ts';
import { missingOperationMessage, operationKey } from '../../http/apiOperations.ts';
import type { Caller } from './world.ts';

export { allowedRoles } from '../../http/apiOperations.ts';

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
      const key = operationKey(method, options.url);
      if (!found.has(key)) found.set(key, { method, url: options.url, key, options });
    }
  }
  return [...found.values()].sort((a, b) => a.key.localeCompare(b.key));
}

/** The account role of a caller (anonymous has none). */
export function roleOf(caller: Caller): 'buyer' | 'seller' | 'admin' | null {
  if (caller === 'anonymous') return null;
  if (caller === 'admin') return 'admin';
  return caller.toLowerCase().includes('seller') ? 'seller' : 'buyer';
}

/** The message a route missing from the table fails with. */
export const missingRouteMessage = missingOperationMessage;

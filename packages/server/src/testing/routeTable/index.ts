import { API_OPERATIONS, type Access } from '../../http/apiOperations.ts';
import { accountRoutes } from './accountRoutes.ts';
import { adminRoutes } from './adminRoutes.ts';
import { buyerRoutes } from './buyerRoutes.ts';
import { catalogueRoutes } from './catalogueRoutes.ts';
import { sellerRoutes } from './sellerRoutes.ts';
import type { RouteRequest } from './world.ts';

export { allowedRoles, apiRoutes, missingRouteMessage, roleOf, type ApiRoute } from './apiRoutes.ts';
export { buildWorld, CALLERS, fillPath, send, type Access, type Caller, type RequestSpec, type RouteRequest, type World } from './world.ts';

/** A route as the tests see it: who may call it (from the app) and how to call it. */
export type RouteRule = RouteRequest & { access: Access };

/**
 * How the tests call each API route, as `METHOD path` (Fastify's path, `:name` parameters, no
 * trailing slash): the owner of the row its path names and a request that succeeds, one file per
 * kind of caller (accounts, what anyone may use, the buyer, the seller, the admin) rather than per
 * capability folder of src/, since a caller's routes span several capabilities. A route with
 * neither needs no entry.
 */
export const ROUTE_REQUESTS: Record<string, RouteRequest> = { ...accountRoutes, ...catalogueRoutes, ...buyerRoutes, ...sellerRoutes, ...adminRoutes };

/**
 * Every API route with who may call it — the app's own table, http/apiOperations.ts, which the
 * OpenAPI document's `security` comes from — and how the tests call it: the table the route × role
 * matrix and the bad-input fuzzing read.
 */
export const ROUTE_TABLE: Record<string, RouteRule> = Object.fromEntries(
  Object.entries(API_OPERATIONS).map(([key, { access }]) => [key, { access, ...ROUTE_REQUESTS[key] }]),
);

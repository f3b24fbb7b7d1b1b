import { accountRoutes } from './accountRoutes.ts';
import { adminRoutes } from './adminRoutes.ts';
import { buyerRoutes } from './buyerRoutes.ts';
import { catalogueRoutes } from './catalogueRoutes.ts';
import { sellerRoutes } from './sellerRoutes.ts';
import type { RouteRule } from './world.ts';

export { allowedRoles, apiRoutes, missingRouteMessage, roleOf, type ApiRoute } from './apiRoutes.ts';
export { buildWorld, CALLERS, fillPath, send, type Access, type Caller, type RequestSpec, type RouteRule, type World } from './world.ts';

/**
 * Every API route, as `METHOD path` (Fastify's path, `:name` parameters, no trailing slash), with
 * who may call it: the table the route × role matrix and the bad-input fuzzing read, one file per
 * kind of caller (accounts, what anyone may use, the buyer, the seller, the admin) rather than per
 * capability folder of src/, since a caller's routes span several capabilities.
 */
export const ROUTE_TABLE: Record<string, RouteRule> = { ...accountRoutes, ...catalogueRoutes, ...buyerRoutes, ...sellerRoutes, ...adminRoutes };

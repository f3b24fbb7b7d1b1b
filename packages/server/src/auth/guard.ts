import { eq } from 'drizzle-orm';
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { admins, sellers, users } from '../db/schema.ts';
import type { AppContext } from '../http/context.ts';
import { forbidden, unauthorized } from '../http/errors.ts';
import { verifyAccessToken, type AccessClaims, type Role } from './tokens.ts';

export interface AuthenticatedAccount {
  id: number;
  role: Role;
}

declare module 'fastify' {
  interface FastifyRequest {
    account?: AuthenticatedAccount;
  }
}

const ACCOUNT_TABLES = { buyer: users, seller: sellers, admin: admins } as const;

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1] ?? null;
}

/**
 * Whether the token's account still exists, is active and still issues tokens of this version: a
 * deactivated account's tokens stop working at once, and stay dead after a reactivation or a
 * password reset (both move the version on).
 */
async function sessionEndedReason(context: AppContext, claims: AccessClaims, id: number): Promise<string | null> {
  const table = ACCOUNT_TABLES[claims.role];
  const [row] = await context.db.select({ isActive: table.isActive, tokenVersion: table.tokenVersion }).from(table).where(eq(table.id, id)).limit(1);
  if (!row?.isActive) return 'This account is no longer active';
  return row.tokenVersion === claims.ver ? null : 'This session has ended. Please sign in again.';
}

/** A route guard admitting only bearer tokens of the given roles, for active accounts. */
export function requireRole(context: AppContext, ...roles: Role[]): preHandlerAsyncHookHandler {
  return async (request) => {
    const token = bearerToken(request);
    if (!token) throw unauthorized();
    const claims = await verifyAccessToken(context.config.jwtSecret, token);
    const id = Number(claims?.sub);
    if (!claims || !Number.isSafeInteger(id)) throw unauthorized('Invalid or expired token');
    if (!roles.includes(claims.role)) throw forbidden(`This needs a ${roles.join(' or ')} account`);
    const ended = await sessionEndedReason(context, claims, id);
    if (ended) throw unauthorized(ended);
    request.account = { id, role: claims.role };
  };
}

/**
 * The id of the active account of `role` whose bearer token came with the request, or null: for
 * routes anyone may call that answer more to a signed-in account. A missing, bad or expired token is
 * never an error there.
 */
export async function optionalAccount(context: AppContext, request: FastifyRequest, role: Role): Promise<number | null> {
  const token = bearerToken(request);
  if (!token) return null;
  const claims = await verifyAccessToken(context.config.jwtSecret, token);
  const id = Number(claims?.sub);
  if (!claims || claims.role !== role || !Number.isSafeInteger(id)) return null;
  return (await sessionEndedReason(context, claims, id)) === null ? id : null;
}

/** The signed-in account of a guarded route. */
export function accountOf(request: FastifyRequest): AuthenticatedAccount {
  if (!request.account) throw unauthorized();
  return request.account;
}

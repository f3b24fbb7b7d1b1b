import type { FastifyInstance } from 'fastify';
import { API_OPERATIONS, operationKey, type ApiOperation, type Deprecation } from './apiOperations.ts';

/** The `Deprecation` (RFC 9745: `@` and Unix seconds) and `Sunset` (RFC 8594: an HTTP date) headers of a deprecation. */
export function deprecationHeaders(deprecation: Deprecation): Record<string, string> {
  const announced = Date.parse(`${deprecation.announced}T00:00:00Z`);
  const sunset = Date.parse(`${deprecation.sunset}T00:00:00Z`);
  return { deprecation: `@${Math.floor(announced / 1000)}`, sunset: new Date(sunset).toUTCString() };
}

/**
 * Announces deprecated operations on every answer (docs/api-versioning.md), so an integrator's
 * logs show the `Deprecation` and `Sunset` headers long before the operation goes away.
 */
export function registerDeprecationHeaders(app: FastifyInstance, operations: Record<string, ApiOperation> = API_OPERATIONS): void {
  const deprecated = Object.entries(operations).filter(([, operation]) => operation.deprecation);
  if (deprecated.length === 0) return;
  const headersByKey = new Map(deprecated.map(([key, operation]) => [key, deprecationHeaders(operation.deprecation!)]));
  app.addHook('onSend', async (request, reply, payload) => {
    const url = request.routeOptions.url;
    const headers = url ? headersByKey.get(operationKey(request.method, url)) : undefined;
    if (headers) void reply.headers(headers);
    return payload;
  });
}

import type { FastifyDynamicSwaggerOptions, SwaggerTransform, SwaggerTransformObject } from '@fastify/swagger';
import type { FastifySchema } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse } from '../shared/schemas.ts';
import { allowedRoles, API_OPERATIONS, API_PREFIX, operationKey, type Access, type ApiOperation } from './apiOperations.ts';
import { withExamples } from './openApiExamples.ts';

/*
 * The OpenAPI contract integrators build on (issue 34): only the /api/v1 routes, each with the
 * operationId and the bearer-token security of http/apiOperations.ts (the table the route × role
 * matrix tests), a note on who may call it, and the `{"detail"}` errors its guard can answer.
 * Summaries, descriptions and tags are written at each route; http/openApiContract.test.ts checks
 * that every operation has them and that Redocly's recommended rules pass.
 */

/** Where the "Integrate with the API" page is served (http/integrationGuide.ts). */
export const INTEGRATION_GUIDE_PATH = '/api/docs/guide/integrate-api';

const BEARER = 'bearerAuth';

/** The document's top: version, description (linking the integration guide) and the bearer scheme. */
export const OPENAPI_DOCUMENT: FastifyDynamicSwaggerOptions['openapi'] = {
  openapi: '3.1.0',
  info: {
    title: 'Nirmaan API',
    version: '1.0.0',
    description:
      'Construction-materials marketplace API: catalogue and prices, buyer carts, orders and requests for quotation, ' +
      "sellers' listings and CRM, and the admin's tools. Start with [Integrate with the API](" +
      `${INTEGRATION_GUIDE_PATH}): authentication, pagination, errors, rate limits, idempotency, versioning and webhooks.`,
    license: { name: 'Proprietary', url: `${INTEGRATION_GUIDE_PATH}#terms` },
  },
  servers: [{ url: '/' }],
  components: {
    securitySchemes: {
      [BEARER]: {
        type: 'http',
        scheme: 'bearer',
        bearerFormat: 'JWT',
        description: 'The access_token answered by the sign-in operations: signInBuyer, signInBuyerWithFirebase, signInSeller, signInAdmin.',
      },
    },
  },
};

const WHO: Record<Access, string> = {
  public: 'Anyone may call this; no token is needed.',
  buyer: "A signed-in buyer's bearer token (signInBuyer or signInBuyerWithFirebase).",
  seller: "An approved seller's bearer token (signInSeller).",
  admin: "The admin's bearer token (signInAdmin).",
  'buyer-or-seller': "A signed-in buyer's or seller's bearer token.",
};

/** The `{"detail"}` answers of a guarded route's token check: 401 without a valid token, 403 for another role. */
const GUARD_ERRORS = { 401: errorResponse, 403: errorResponse } as const;

/** Bad input (a body, query or path parameter zod refuses) answers 422 with the field errors. */
const VALIDATION_ERRORS = { 422: errorResponse } as const;

/** What a route answers when its schema gives no success body: a PDF for the documents, the image for images, else JSON. */
function successOf(key: string) {
  const binary = z.string().meta({ format: 'binary' });
  if (key.endsWith('.pdf')) return { description: 'The PDF', content: { 'application/pdf': { schema: binary } } };
  if (key.endsWith('/image') || key.startsWith('GET /api/v1/images/')) return { description: 'The image', content: { 'image/*': { schema: binary } } };
  return z.unknown().describe('Success');
}

/** What each status means across the API (errors are `{"detail"}`, see docs/integrate-api.md). */
const STATUS_MEANING: Record<string, string> = {
  200: 'Success',
  201: 'Created',
  204: 'Done; no body',
  400: 'The request cannot be carried out as sent: `{"detail"}` says why',
  401: 'No valid bearer token (answered with `WWW-Authenticate: Bearer`)',
  403: 'Signed in, but this account may not do this (another role, or not the owner)',
  404: 'Not found (or not yours)',
  409: 'Conflicts with the current state, e.g. a duplicate or a row changed meanwhile',
  413: 'The upload is too large',
  415: 'Not a kind of file (or body) this operation takes',
  422: 'Invalid input: `{"detail"}` with `errors: [{field, message}]`',
  429: "Too many requests: retry after the `Retry-After` header's seconds",
  503: 'Not available right now',
};

/** An example `{"detail"}` of each error status, as the API words them. */
const ERROR_EXAMPLES: Record<string, object> = {
  400: { detail: 'Your cart is empty' },
  401: { detail: 'Not authenticated' },
  403: { detail: 'You do not have permission to do this' },
  404: { detail: 'Not found' },
  409: { detail: 'Only 12 left in stock' },
  413: { detail: 'The file is too large' },
  415: { detail: 'Please choose a JPEG, PNG or WebP image.' },
  422: { detail: 'Quantity must be at least 1', errors: [{ field: 'quantity', message: 'Quantity must be at least 1' }] },
  429: { detail: 'Too many requests. Please try again later.' },
};

/** A response as the document shows it: a zod schema becomes JSON content with the status's meaning (and an example error). */
function described(status: string, response: unknown): unknown {
  if (!(response instanceof z.ZodType)) return response;
  const example = response === errorResponse ? ERROR_EXAMPLES[status] : undefined;
  const schema = example ? response.meta({ examples: [example] }) : response;
  return { description: STATUS_MEANING[status] ?? `Status ${status}`, content: { 'application/json': { schema } } };
}

/** The route's responses with the errors its guard and validation can answer, and a success when none is given. */
function responsesOf(schema: FastifySchema, key: string, guarded: boolean): object {
  const written = (schema.response ?? {}) as Record<string, unknown>;
  const takesInput = Boolean(schema.body ?? schema.querystring ?? schema.params);
  const hasSuccess = Object.keys(written).some((status) => status.startsWith('2'));
  const responses: Record<string, unknown> = {
    ...(hasSuccess ? {} : { 200: successOf(key) }),
    ...(guarded ? GUARD_ERRORS : {}),
    ...(takesInput ? VALIDATION_ERRORS : {}),
    ...written,
  };
  return Object.fromEntries(Object.entries(responses).map(([status, response]) => [status, described(status, response)]));
}

function deprecationNote({ deprecation }: ApiOperation): string | undefined {
  if (!deprecation) return undefined;
  const instead = deprecation.useInstead ? ` Use ${deprecation.useInstead} instead.` : '';
  return `**Deprecated** since ${deprecation.announced}; may be removed from ${deprecation.sunset} (see the Deprecation and Sunset headers).${instead}`;
}

/** The schema of one API route with the contract's additions; unchanged when the route is not in the table. */
export function withContract(schema: FastifySchema, key: string): FastifySchema {
  const operation = API_OPERATIONS[key];
  if (!operation) return schema;
  const guarded = allowedRoles(operation.access).length > 0;
  const written = (schema as { description?: string }).description;
  return {
    ...schema,
    operationId: operation.operationId,
    description: [written, `**Who may call:** ${WHO[operation.access]}`, deprecationNote(operation)].filter(Boolean).join('\n\n'),
    ...(operation.deprecation ? { deprecated: true } : {}),
    security: guarded ? [{ [BEARER]: [] }] : [],
    response: responsesOf(schema, key, guarded),
  } as FastifySchema;
}

/**
 * Swagger's transform: hides every route outside /api/v1 (the host app's pages, the docs, the
 * static files), names a prefix's root route without its trailing slash (both twins are one
 * operation), adds the contract (withContract), then turns the zod schemas into JSON schemas.
 */
export const openApiTransform: SwaggerTransform = (input) => {
  const { url, route } = input;
  if (!url.startsWith(`${API_PREFIX}/`)) return { schema: { ...input.schema, hide: true } as FastifySchema, url };
  const path = url.replace(/\/$/, '');
  const method = [route.method].flat().find((name) => name !== 'HEAD') ?? 'GET';
  return jsonSchemaTransform({ ...input, url: path, schema: withContract(input.schema ?? {}, operationKey(method, path)) });
};

/** Swagger's transform of the whole document, once the routes are in it: an example on every request and response (openApiExamples.ts). */
export const openApiTransformObject: SwaggerTransformObject = (input) =>
  'openapiObject' in input ? withExamples(input.openapiObject as Parameters<typeof withExamples>[0]) : input.swaggerObject;

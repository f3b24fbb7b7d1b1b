import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { clientErrorText } from './clientErrors.ts';
import { detailInLanguage } from './detailTexts.ts';
import { answerInLanguage, requestLocale } from './requestLanguage.ts';
import { isStorageFull, noteStorageFull, STORAGE_FULL_MESSAGE } from './storageHealth.ts';
import { isZodDefault, zodIssueText, type ValidationIssue } from './zodIssues.ts';

/** An error that becomes `{"detail": "..."}` with its status. */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly headers: Record<string, string>;

  constructor(statusCode: number, detail: string, headers: Record<string, string> = {}) {
    super(detail);
    this.statusCode = statusCode;
    this.headers = headers;
  }
}

export const badRequest = (detail: string) => new HttpError(400, detail);
export const unauthorized = (detail = 'Not authenticated') => new HttpError(401, detail, { 'www-authenticate': 'Bearer' });
export const forbidden = (detail = 'You do not have permission to do this') => new HttpError(403, detail);
export const notFound = (detail = 'Not found') => new HttpError(404, detail);
export const conflict = (detail: string) => new HttpError(409, detail);
export const tooManyRequests = (detail: string, retryAfterSeconds: number) =>
  new HttpError(429, detail, { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) });

export interface FieldError {
  field: string;
  message: string;
}

/**
 * A 422 of checks a route runs itself (a multipart form's fields, a calculator's input): answers
 * `{detail, errors}` like a schema's 422, each text in the caller's language.
 */
export class InvalidFields extends HttpError {
  readonly errors: readonly FieldError[];

  constructor(errors: readonly FieldError[], fallback = 'Invalid request') {
    super(422, errors[0]?.message ?? fallback);
    this.errors = errors;
  }
}

function fieldOf(instancePath: string | undefined): string {
  return (instancePath ?? '').replace(/^\//, '').replaceAll('/', '.') || 'body';
}

/** The parts of a request a schema checks, by Fastify's validation context. */
const VALIDATED: Readonly<Record<string, (request: FastifyRequest) => unknown>> = {
  body: (request) => request.body,
  querystring: (request) => request.query,
  params: (request) => request.params,
  headers: (request) => request.headers,
};

/** Whether the request has nothing where an issue points (a required field left out). */
function missingAt(request: FastifyRequest, context: string | undefined, instancePath: string | undefined): boolean {
  let value = VALIDATED[context ?? 'body']?.(request);
  for (const segment of (instancePath ?? '').split('/').filter(Boolean)) {
    if (value === null || typeof value !== 'object') return true;
    value = (value as Record<string, unknown>)[segment];
  }
  return value === undefined;
}

/**
 * Every failure answers `{"detail": "..."}` (422 adds `errors: [{field, message}]`); bad input is
 * never a 500, and an unexpected error is logged but its text not shown. The texts are in the
 * caller's language (Accept-Language; detailTexts.ts), English where the catalogue has none.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const locale = requestLocale(request);
    answerInLanguage(reply, locale);
    const say = (detail: string) => detailInLanguage(detail, locale);
    if (error instanceof InvalidFields) {
      return reply.code(422).send({ detail: say(error.message), errors: error.errors.map(({ field, message }) => ({ field, message: say(message) })) });
    }
    if (error instanceof HttpError) {
      return reply
        .code(error.statusCode)
        .headers(error.headers)
        .send({ detail: say(error.message) });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      // A schema's own message is in the catalogue; zod's built-in ones are said from the issue's code.
      const message = (issue: ValidationIssue, field: string) =>
        isZodDefault(issue)
          ? zodIssueText(issue, field, missingAt(request, error.validationContext, issue.instancePath), locale)
          : say(issue.message ?? 'Invalid value');
      const errors: FieldError[] = error.validation.map((issue) => {
        const field = fieldOf(issue.instancePath);
        return { field, message: message(issue, field) };
      });
      return reply.code(422).send({ detail: errors[0]?.message ?? say('Invalid request'), errors });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema');
      return reply.code(500).send({ detail: say('Internal server error') });
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return reply.code(429).send({ detail: say('Too many requests. Please try again later.') });
    }
    if (status >= 400 && status < 500) {
      // Fastify's and its plugins' own client errors (malformed JSON, wrong content type, body too
      // large...): said by their code, never the library's English.
      return reply.code(status).send({ detail: clientErrorText(error, status, request.method, locale) });
    }
    if (isStorageFull(error)) {
      noteStorageFull();
      request.log.error({ err: error }, 'storage full');
      return reply
        .code(503)
        .header('retry-after', '60')
        .send({ detail: say(STORAGE_FULL_MESSAGE) });
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.code(500).send({ detail: say('Internal server error') });
  });
}

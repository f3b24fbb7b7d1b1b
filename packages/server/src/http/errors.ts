import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { detailInLanguage } from './detailTexts.ts';
import { answerInLanguage, requestLocale } from './requestLanguage.ts';
import { isStorageFull, noteStorageFull, STORAGE_FULL_MESSAGE } from './storageHealth.ts';

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
      const errors: FieldError[] = error.validation.map((issue) => ({ field: fieldOf(issue.instancePath), message: say(issue.message ?? 'Invalid value') }));
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
      // Fastify's own client errors: malformed JSON, wrong content type, body too large...
      return reply.code(status).send({ detail: error.message });
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

/** A field's message in a 422 answer: `{"detail": "...", "errors": [{field, message}]}`. */
export interface FieldError {
  field: string;
  message: string;
}

/** Spec storefront §8: what a call that got no response shows. */
export const NETWORK_ERROR_MESSAGE = 'Network error. Please check your connection.';

export interface ApiErrorInit {
  /** The HTTP status; 0 when no response arrived (network failure, timeout, abort). */
  status: number;
  /** The parsed response body, if any. */
  body?: unknown;
  cause?: unknown;
}

/** A failed API call: the status, the server's `detail` text when it sent one, and any field errors. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  /** The server's `detail` when it is a string; undefined otherwise (absent, or a non-string detail). */
  readonly detail: string | undefined;
  readonly errors: readonly FieldError[];
  readonly body: unknown;

  constructor(init: ApiErrorInit) {
    const detail = detailOf(init.body);
    super(detail ?? (init.status === 0 ? NETWORK_ERROR_MESSAGE : `Request failed with status ${init.status}`), { cause: init.cause });
    this.status = init.status;
    this.detail = detail;
    this.errors = fieldErrorsOf(init.body);
    this.body = init.body;
  }

  /** True when no response arrived at all. */
  get isNetworkError(): boolean {
    return this.status === 0;
  }

  /** The 422 field errors as a `{ field: message }` map (the first message per field). */
  fieldErrors(): Record<string, string> {
    const map: Record<string, string> = {};
    for (const { field, message } of this.errors) map[field] ??= message;
    return map;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function detailOf(body: unknown): string | undefined {
  return isRecord(body) && typeof body.detail === 'string' ? body.detail : undefined;
}

function fieldErrorsOf(body: unknown): FieldError[] {
  if (!isRecord(body) || !Array.isArray(body.errors)) return [];
  return body.errors.filter((entry): entry is FieldError => isRecord(entry) && typeof entry.field === 'string' && typeof entry.message === 'string');
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/**
 * The text to show for a failed call: the server's `detail` when it is a string, the network
 * message when no response arrived, otherwise `fallback` (spec storefront §8, toolkit §8).
 */
export function errorDetail(error: unknown, fallback: string, networkMessage: string = NETWORK_ERROR_MESSAGE): string {
  if (!isApiError(error)) return fallback;
  if (error.detail !== undefined) return error.detail;
  return error.isNetworkError ? networkMessage : fallback;
}

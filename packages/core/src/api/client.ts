import { type AuthScope, authScopeFor, isLoginPath, type TokenScope } from './authScope.ts';
import { ApiError } from './errors.ts';
import { urlWithQuery, type QueryValue } from './url.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type { QueryValue } from './url.ts';

export interface ApiClientOptions {
  /** E.g. '/api/v1' or 'https://nirmaan.example/api/v1'; a function is read on every call. */
  baseURL: string | (() => string);
  /** The stored token for a scope, or nothing when there is none. */
  getToken?: (scope: TokenScope) => string | null | undefined;
  /** Called on a 401 from any call whose path is not a login call (spec storefront §6). */
  onUnauthorized?: (path: string) => void;
  /** The fetch to use; defaults to the global one, looked up on every call. */
  fetch?: typeof globalThis.fetch;
  /** Milliseconds before a call gives up (it then fails like a network error). */
  timeout?: number;
  /**
   * The language the server's texts (error details) should be in, sent as Accept-Language (a
   * CORS-safelisted header: no preflight); read on every call. A call's own `accept-language` header wins.
   */
  language?: () => string | undefined;
}

export interface RequestOptions {
  method?: HttpMethod;
  /** Appended to the path; null and undefined values are left out. */
  query?: Record<string, QueryValue>;
  /** Sent as JSON when it is a plain object or array; FormData and URLSearchParams go as they are. */
  body?: unknown;
  /** Which token to send; by default it follows from the path (see `authScopeFor`). */
  auth?: AuthScope;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

type BodylessOptions = Omit<RequestOptions, 'method' | 'body'>;

export interface ApiClient {
  request<T>(path: string, options?: RequestOptions): Promise<T>;
  get<T>(path: string, options?: BodylessOptions): Promise<T>;
  post<T>(path: string, body?: unknown, options?: BodylessOptions): Promise<T>;
  put<T>(path: string, body?: unknown, options?: BodylessOptions): Promise<T>;
  patch<T>(path: string, body?: unknown, options?: BodylessOptions): Promise<T>;
  delete<T>(path: string, options?: BodylessOptions): Promise<T>;
  /** POST form-encoded fields (`application/x-www-form-urlencoded`), as the logins expect. */
  postForm<T>(path: string, fields: Record<string, string>, options?: BodylessOptions): Promise<T>;
  /** GET answering the body and the response headers (e.g. a list's X-Total-Count). */
  getWithHeaders<T>(path: string, options?: BodylessOptions): Promise<{ data: T; headers: Headers }>;
}

/** Plain objects and arrays go as JSON; strings, FormData, URLSearchParams and Blobs as they are. */
const isJsonBody = (body: unknown): body is object =>
  Array.isArray(body) || (typeof body === 'object' && body !== null && Object.getPrototypeOf(body) === Object.prototype);

/** The body of a response: parsed JSON when it says it is JSON, else its text; undefined when empty. */
async function responseBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  if (!/\bjson\b/i.test(response.headers.get('content-type') ?? '')) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** A signal that aborts with the caller's signal or after `timeout` ms, whichever comes first. */
function callSignal(signal: AbortSignal | undefined, timeout: number | undefined): { signal?: AbortSignal; done: () => void } {
  if (!timeout) return { signal, done: () => {} };
  const controller = new AbortController();
  const abort = () => controller.abort();
  const timer = setTimeout(abort, timeout);
  if (signal?.aborted) abort();
  signal?.addEventListener('abort', abort, { once: true });
  return { signal: controller.signal, done: () => (clearTimeout(timer), signal?.removeEventListener('abort', abort)) };
}

/**
 * The API client on the platform's fetch: bearer token from `getToken`, JSON by default, every
 * failure turned into an `ApiError`, and the spec's 401 rule. No retries: a failed call fails once,
 * visibly. (It replaced ofetch, whose 3.6 KB gzip every embedded widget carried for these few rules.)
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const baseURL = () => (typeof options.baseURL === 'function' ? options.baseURL() : options.baseURL);

  async function send<T>(path: string, init: RequestOptions): Promise<{ data: T; headers: Headers }> {
    const method = init.method ?? 'GET';
    const headers: Record<string, string> = { accept: 'application/json', ...init.headers };
    const language = options.language?.();
    if (language) headers['accept-language'] ??= language;
    const scope = init.auth ?? authScopeFor(method, path);
    const token = scope === 'none' ? null : options.getToken?.(scope);
    if (token) headers.authorization = `Bearer ${token}`;
    const json = isJsonBody(init.body);
    if (json) headers['content-type'] ??= 'application/json';
    const body = json ? JSON.stringify(init.body) : (init.body as BodyInit | undefined);
    const { signal, done } = callSignal(init.signal, options.timeout);
    let response: Response;
    try {
      response = await (options.fetch ?? globalThis.fetch)(urlWithQuery(baseURL(), path, init.query), { method, headers, body, signal });
    } catch (error) {
      throw new ApiError({ status: 0, cause: error });
    } finally {
      done();
    }
    const data = await responseBody(response).catch(() => undefined);
    if (response.ok) return { data: data as T, headers: response.headers };
    if (response.status === 401 && !isLoginPath(path)) options.onUnauthorized?.(path);
    throw new ApiError({ status: response.status, body: data });
  }

  const request = async <T>(path: string, init: RequestOptions = {}): Promise<T> => (await send<T>(path, init)).data;

  return {
    request,
    get: (path, init) => request(path, { ...init, method: 'GET' }),
    post: (path, body, init) => request(path, { ...init, method: 'POST', body }),
    put: (path, body, init) => request(path, { ...init, method: 'PUT', body }),
    patch: (path, body, init) => request(path, { ...init, method: 'PATCH', body }),
    delete: (path, init) => request(path, { ...init, method: 'DELETE' }),
    postForm: (path, fields, init) =>
      request(path, {
        ...init,
        method: 'POST',
        body: new URLSearchParams(fields).toString(),
        headers: { ...init?.headers, 'content-type': 'application/x-www-form-urlencoded' },
      }),
    getWithHeaders: (path, init) => send(path, { ...init, method: 'GET' }),
  };
}

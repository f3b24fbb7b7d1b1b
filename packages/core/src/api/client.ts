import { createFetch, type FetchOptions } from 'ofetch';
import { type AuthScope, authScopeFor, isLoginPath, type TokenScope } from './authScope.ts';
import { ApiError } from './errors.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type QueryValue = string | number | boolean | null | undefined;

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

function definedQuery(query: Record<string, QueryValue> | undefined): Record<string, string | number | boolean> | undefined {
  if (!query) return undefined;
  const entries = Object.entries(query).filter((entry): entry is [string, string | number | boolean] => entry[1] !== null && entry[1] !== undefined);
  return Object.fromEntries(entries);
}

interface FetchFailure {
  response?: { status: number };
  data?: unknown;
}

/**
 * The API client on ofetch: bearer token from `getToken`, JSON by default, every failure turned
 * into an `ApiError`, and the spec's 401 rule. No retries: a failed call fails once, visibly.
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const $fetch = createFetch({ fetch: (input, init) => (options.fetch ?? globalThis.fetch)(input, init) });
  const baseURL = () => (typeof options.baseURL === 'function' ? options.baseURL() : options.baseURL);

  async function send<T>(path: string, init: RequestOptions): Promise<{ data: T; headers: Headers }> {
    const method = init.method ?? 'GET';
    const headers: Record<string, string> = { accept: 'application/json', ...init.headers };
    const scope = init.auth ?? authScopeFor(method, path);
    const token = scope === 'none' ? null : options.getToken?.(scope);
    if (token) headers.authorization = `Bearer ${token}`;
    const fetchOptions: FetchOptions<'json'> = {
      method,
      baseURL: baseURL(),
      headers,
      query: definedQuery(init.query),
      body: init.body as FetchOptions['body'],
      signal: init.signal,
      timeout: options.timeout,
      retry: false,
    };
    try {
      const response = await $fetch.raw<T>(path, fetchOptions);
      return { data: response._data as T, headers: response.headers };
    } catch (error) {
      const failure = error as FetchFailure;
      const status = failure.response?.status ?? 0;
      if (status === 401 && !isLoginPath(path)) options.onUnauthorized?.(path);
      throw new ApiError({ status, body: failure.response ? failure.data : undefined, cause: error });
    }
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

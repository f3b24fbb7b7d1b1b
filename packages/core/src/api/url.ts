export type QueryValue = string | number | boolean | null | undefined;

/**
 * `base` joined to `path` with one slash between them, plus the query's values (null and undefined
 * left out), form-encoded as URLSearchParams does. An absolute `path` is used as it is.
 */
export function urlWithQuery(base: string, path: string, query?: Record<string, QueryValue>): string {
  const url = /^[a-z][a-z\d+.-]*:\/\//i.test(path) || !base ? path : `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) if (value !== null && value !== undefined) params.append(name, String(value));
  const search = params.toString();
  if (!search) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${search}`;
}

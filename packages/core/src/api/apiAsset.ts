import { apiBaseUrl, DEFAULT_API_BASE } from './api.ts';

/**
 * A file the API serves under its own root ('/api/v1/images/…', as the server answers it) at the
 * configured API base: on a partner's page the widgets call another origin, and its files live there.
 */
export function apiAssetUrl(path: string): string {
  const base = apiBaseUrl();
  return base !== DEFAULT_API_BASE && path.startsWith(`${DEFAULT_API_BASE}/`) ? `${base}${path.slice(DEFAULT_API_BASE.length)}` : path;
}

/** Every URL of a srcset ('url 160w, url 320w') at the configured API base. */
export function apiAssetSrcset(srcset: string): string {
  return srcset
    .split(', ')
    .map((entry) => apiAssetUrl(entry))
    .join(', ');
}

import { $config } from '../config/config.ts';
import { handleUnauthorized } from '../session/redirect.ts';
import { sessionToken } from '../session/session.ts';
import { createApiClient } from './client.ts';

/** The API base when `$config.apiBase` is empty: the same origin's /api/v1. */
export const DEFAULT_API_BASE = '/api/v1';

export function apiBaseUrl(): string {
  return $config.get().apiBase.replace(/\/+$/, '') || DEFAULT_API_BASE;
}

/**
 * The page-wide client: the base from `$config`, the token from `$session` (admin, seller or buyer
 * token by path), and the 401 rule clearing tokens (and, where the host app opted in, going to the matching login page).
 */
export const apiClient = createApiClient({
  baseURL: apiBaseUrl,
  getToken: sessionToken,
  onUnauthorized: handleUnauthorized,
});

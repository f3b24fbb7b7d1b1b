import { $config } from '../config/config.ts';
import { $locale } from '../i18n/localeStore.ts';
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
 * token by path), the 401 rule clearing tokens (and, where the host app opted in, going to the
 * matching login page), and the site's language (`$locale`) as Accept-Language, so the server's
 * error details come in the language the widgets show (issue 32; a call made for an element with
 * a `lang` of its own may send that language in its own `accept-language` header).
 */
export const apiClient = createApiClient({
  baseURL: apiBaseUrl,
  getToken: sessionToken,
  onUnauthorized: handleUnauthorized,
  language: () => $locale.get(),
});

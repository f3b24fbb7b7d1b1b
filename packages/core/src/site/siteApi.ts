import type { ApiClient } from '../api/client.ts';
import type { SiteInfo } from './siteTypes.ts';

export interface SiteApi {
  /** GET /site: the mode, the demo accounts (none in production) and whether SMS sign-in works. */
  siteInfo(): Promise<SiteInfo>;
}

export function createSiteApi(client: ApiClient): SiteApi {
  // No token: the answer is the same for everyone (and may be cached on the way).
  return { siteInfo: () => client.get('/site', { auth: 'none' }) };
}

import { apiBaseUrl, apiClient } from '../api/api.ts';
import { fetchCsv } from '../api/csvDownload.ts';
import { handleUnauthorized } from '../session/redirect.ts';
import { sessionToken } from '../session/session.ts';
import { createAdminApi } from './adminApi.ts';
import { PARTNERS_CSV } from './adminRules.ts';

/** The page-wide admin calls, with the stored admin token. */
export const adminApi = createAdminApi(apiClient);

/** The partner report as a CSV file, fetched with the admin token. */
export function downloadPartnersCsv(): Promise<Blob> {
  return fetchCsv(PARTNERS_CSV.path, { baseUrl: apiBaseUrl, token: () => sessionToken('admin'), onUnauthorized: handleUnauthorized });
}

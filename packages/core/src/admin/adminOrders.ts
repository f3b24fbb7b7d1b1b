import { apiBaseUrl, apiClient } from '../api/api.ts';
import { fetchCsv } from '../api/csvDownload.ts';
import { handleUnauthorized } from '../session/redirect.ts';
import { sessionToken } from '../session/session.ts';
import { createAdminOrdersApi, ordersCsvPath } from './adminOrdersApi.ts';
import type { AdminOrderFilters } from './adminTypes.ts';

/** The page-wide order calls, with the stored admin token. */
export const adminOrdersApi = createAdminOrdersApi(apiClient);

/** The orders matching the filters as a CSV file, fetched with the admin token. */
export function downloadOrdersCsv(filters: AdminOrderFilters): Promise<Blob> {
  return fetchCsv(ordersCsvPath(filters), { baseUrl: apiBaseUrl, token: () => sessionToken('admin'), onUnauthorized: handleUnauthorized });
}

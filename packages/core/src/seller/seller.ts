import { apiBaseUrl, apiClient } from '../api/api.ts';
import { handleUnauthorized } from '../session/redirect.ts';
import { sessionToken } from '../session/session.ts';
import { createSellerApi, fetchSellerCsv, type SellerCsvExport } from './sellerApi.ts';

export const sellerApi = createSellerApi(apiClient);

/** One of the seller's CSV files (listings, contacts, leads), fetched with the seller token. */
export function downloadSellerCsv(which: SellerCsvExport): Promise<Blob> {
  return fetchSellerCsv(which, { baseUrl: apiBaseUrl, token: () => sessionToken('seller'), onUnauthorized: handleUnauthorized });
}

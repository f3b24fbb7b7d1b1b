/** What a CSV download needs: where the API is, the signed-in account's token, and the spec's 401 rule. */
export interface CsvDownloadDeps {
  baseUrl: () => string;
  token: () => string | null;
  onUnauthorized: () => void;
  fetch?: typeof globalThis.fetch;
}

/**
 * Fetches a CSV file of the API (`path` under the API base) with the account's token, as a Blob to
 * save. Rejects on any failure (a 401 also runs the spec's 401 rule).
 */
export async function fetchCsv(path: string, deps: CsvDownloadDeps): Promise<Blob> {
  return fetchFile(path, 'text/csv', deps);
}

/** Fetches a file of the API (a CSV export, an invoice PDF) with the account's token, as a Blob to save. Rejects on any failure. */
export async function fetchFile(path: string, accept: string, deps: CsvDownloadDeps): Promise<Blob> {
  const token = deps.token();
  const response = await (deps.fetch ?? globalThis.fetch)(`${deps.baseUrl()}${path}`, {
    headers: { accept, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  if (response.status === 401) deps.onUnauthorized();
  if (!response.ok) throw new Error(`Download failed with status ${response.status}`);
  return response.blob();
}

import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../api/client.ts';
import { createSearchSynonymApi } from './searchSynonymApi.ts';

const BASE = 'http://api.test/api/v1';

function recordingApi(body: unknown = [], status = 200) {
  const calls: Array<{ method: string; url: string; auth: string | null; body: unknown }> = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    calls.push({ method: request.method, url: request.url, auth: request.headers.get('authorization'), body: init?.body ?? null });
    return status === 204 ? new Response(null, { status }) : new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  const client = createApiClient({ baseURL: BASE, getToken: (scope) => `${scope}-token`, fetch, onUnauthorized: vi.fn() });
  return { api: createSearchSynonymApi(client), calls };
}

describe('searchSynonymApi', () => {
  it('lists the synonyms, with the search trimmed when there is one', async () => {
    const rows = [{ word: 'balu', alternatives: ['sand'], note: 'Hindi: sand' }];
    const { api, calls } = recordingApi(rows);
    expect(await api.list()).toEqual(rows);
    await api.list(' sand ');
    expect(calls.map((call) => [call.method, call.url.replace(BASE, ''), call.auth])).toEqual([
      ['GET', '/admin/search/synonyms', 'Bearer admin-token'],
      ['GET', '/admin/search/synonyms?search=sand', 'Bearer admin-token'],
    ]);
  });

  it('saves one word with PUT and deletes it, the word in the path encoded', async () => {
    const saved = { word: 'gobar', alternatives: ['cement'], note: 'Invented' };
    const { api, calls } = recordingApi(saved);
    expect(await api.save(' Gobar ', { alternatives: ['cement'], note: 'Invented' })).toEqual(saved);
    await api.save('a/b c', { alternatives: ['x'], note: 'n' });
    expect(calls.map((call) => [call.method, call.url.replace(BASE, ''), call.body, call.auth])).toEqual([
      ['PUT', '/admin/search/synonyms/Gobar', '{"alternatives":["cement"],"note":"Invented"}', 'Bearer admin-token'],
      ['PUT', '/admin/search/synonyms/a%2Fb%20c', '{"alternatives":["x"],"note":"n"}', 'Bearer admin-token'],
    ]);
    const deleting = recordingApi(null, 204);
    await expect(deleting.api.remove('gobar')).resolves.toBeUndefined();
    expect(deleting.calls[0]).toMatchObject({ method: 'DELETE', url: `${BASE}/admin/search/synonyms/gobar`, auth: 'Bearer admin-token' });
  });
});

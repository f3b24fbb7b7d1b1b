import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../api/client.ts';
import { createSiteApi } from './siteApi.ts';
import type { SiteInfo } from './siteTypes.ts';

const COMPANY: SiteInfo['company'] = {
  name: 'Nirmaan',
  demo: false,
  legal_name: null,
  gstin: null,
  email: null,
  seller_email: null,
  privacy_email: null,
  phone: null,
  hours: null,
  offices: [],
  social: [],
  testimonials: [],
};
const FIGURES = { verified_sellers: 14, cities: 3, products: 34 };
const DEMO: SiteInfo = {
  mode: 'demo',
  company: { ...COMPANY, demo: true },
  figures: FIGURES,
  demo_accounts: [{ role: 'Buyer', login: '9876543210', password: 'secret-1' }],
  otp_sign_in: true,
};
const PRODUCTION: SiteInfo = { mode: 'production', company: COMPANY, figures: null, demo_accounts: [], otp_sign_in: false };

const answer = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A fresh page: the store module and the config it reads, with `fetch` answering as told. */
async function freshPage(fetch: (url: string) => Promise<Response>) {
  const spy = vi.fn(async (input: RequestInfo | URL) => fetch(String(input)));
  vi.stubGlobal('fetch', spy);
  vi.resetModules();
  const store = await import('./siteInfo.ts');
  const { configure } = await import('../config/config.ts');
  return { ...store, configure, fetch: spy };
}

let unsubscribe = () => {};
afterEach(() => {
  unsubscribe();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('siteApi', () => {
  it('asks GET /site without a token, whatever is stored', async () => {
    const requests: Request[] = [];
    const client = createApiClient({
      baseURL: 'http://api.test/api/v1',
      getToken: () => 'buyer-token',
      fetch: async (input, init) => {
        requests.push(new Request(input, init));
        return answer(DEMO);
      },
    });
    expect(await createSiteApi(client).siteInfo()).toEqual(DEMO);
    expect(requests.map((request) => [request.method, request.url, request.headers.get('authorization')])).toEqual([
      ['GET', 'http://api.test/api/v1/site', null],
    ]);
  });
});

describe('$siteInfo', () => {
  it('loads once when first used, for every widget on the page', async () => {
    const page = await freshPage(async () => answer(DEMO));
    const first = page.$siteInfo.subscribe(() => {});
    const second = page.$siteInfo.listen(() => {});
    unsubscribe = () => (first(), second());
    expect(page.$siteInfo.get().status).toBe('loading');
    await vi.waitFor(() => expect(page.$siteInfo.get()).toEqual({ status: 'ready', value: DEMO }));
    expect(page.fetch).toHaveBeenCalledTimes(1);
    expect(page.fetch.mock.calls[0]?.[0]).toBe('/api/v1/site');
  });

  it('loads again from another API base configured later', async () => {
    const page = await freshPage(async (url) => answer(url.startsWith('https://other.example') ? PRODUCTION : DEMO));
    unsubscribe = page.$siteInfo.listen(() => {});
    await vi.waitFor(() => expect(page.$siteInfo.get().value).toEqual(DEMO));
    page.configure({ partnerId: 'dealer-42' });
    expect(page.fetch).toHaveBeenCalledTimes(1);
    page.configure({ apiBase: 'https://other.example/api/v1/' });
    await vi.waitFor(() => expect(page.$siteInfo.get().value).toEqual(PRODUCTION));
    expect(page.fetch.mock.calls.map(([url]) => url)).toEqual(['/api/v1/site', 'https://other.example/api/v1/site']);
  });

  it("is 'failed' with no value when the server does not answer it", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const page = await freshPage(async () => answer({ detail: 'Not found' }, 404));
    unsubscribe = page.$siteInfo.listen(() => {});
    await vi.waitFor(() => expect(page.$siteInfo.get()).toEqual({ status: 'failed', value: null }));
  });

  it('drops an answer that arrives after a newer load or a preset', async () => {
    const pending: Array<(response: Response) => void> = [];
    const page = await freshPage(() => new Promise<Response>((resolve) => pending.push(resolve)));
    unsubscribe = page.$siteInfo.listen(() => {});
    page.loadSiteInfo();
    pending[0]?.(answer(DEMO));
    await vi.waitFor(() => expect(pending).toHaveLength(2));
    expect(page.$siteInfo.get()).toEqual({ status: 'loading', value: null });
    pending[1]?.(answer(PRODUCTION));
    await vi.waitFor(() => expect(page.$siteInfo.get().value).toEqual(PRODUCTION));

    page.loadSiteInfo();
    await vi.waitFor(() => expect(pending).toHaveLength(3));
    page.presetSiteInfo(DEMO);
    pending[2]?.(answer(PRODUCTION));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(page.$siteInfo.get()).toEqual({ status: 'ready', value: DEMO });
  });

  it('makes no call once preset (tests and stories)', async () => {
    const page = await freshPage(async () => answer(DEMO));
    page.presetSiteInfo(PRODUCTION);
    unsubscribe = page.$siteInfo.listen(() => {});
    expect(page.$siteInfo.get()).toEqual({ status: 'ready', value: PRODUCTION });
    page.presetSiteInfo('loading');
    expect(page.$siteInfo.get()).toEqual({ status: 'loading', value: null });
    expect(page.fetch).not.toHaveBeenCalled();
  });

  it('asks the server again on a fresh page after a preset (the next story or test file)', async () => {
    const page = await freshPage(async () => answer(DEMO));
    const { startAsFreshPage } = await import('../data/freshPage.ts');
    page.presetSiteInfo('loading');
    unsubscribe = page.$siteInfo.listen(() => {});
    startAsFreshPage();
    await vi.waitFor(() => expect(page.$siteInfo.get()).toEqual({ status: 'ready', value: DEMO }));
    expect(page.fetch).toHaveBeenCalledTimes(1);
  });
});

import { atom, onMount, type ReadableAtom } from 'nanostores';
import { apiBaseUrl, apiClient } from '../api/api.ts';
import { $config } from '../config/config.ts';
import type { Loaded } from '../session/tokenBound.ts';
import { createSiteApi } from './siteApi.ts';
import type { SiteInfo } from './siteTypes.ts';

const siteInfoState = atom<Loaded<SiteInfo>>({ status: 'idle', value: null });
const siteApi = createSiteApi(apiClient);
/** The API base the state belongs to; another base (a late `configure`) loads again. */
let loadedFrom: string | null = null;
let generation = 0;

/**
 * How the site runs (GET /site), for every widget on the page: loaded once when first used, and
 * again when the API base changes. Until it is 'ready' nothing is known: the demo marker and the
 * demo accounts stay hidden; a failed load leaves it 'failed'.
 */
export const $siteInfo: ReadableAtom<Loaded<SiteInfo>> = siteInfoState;

/** Loads the site info (again); an answer to an earlier load that arrives late is dropped. */
export function loadSiteInfo(): void {
  const mine = ++generation;
  loadedFrom = apiBaseUrl();
  siteInfoState.set({ status: 'loading', value: null });
  siteApi.siteInfo().then(
    (value) => {
      if (mine === generation) siteInfoState.set({ status: 'ready', value });
    },
    (error: unknown) => {
      if (mine !== generation) return;
      console.warn('nirmaan: site info not loaded', error);
      siteInfoState.set({ status: 'failed', value: null });
    },
  );
}

onMount(siteInfoState, () => {
  const sync = () => {
    if (siteInfoState.get().status === 'idle' || loadedFrom !== apiBaseUrl()) loadSiteInfo();
  };
  sync();
  return $config.listen(sync);
});

/**
 * The page already knows the answer (the Nirmaan server writes it into its own pages, so the demo
 * marker is there on the first paint and nothing moves when it would have loaded): no call is made.
 */
export function provideSiteInfo(info: SiteInfo): void {
  presetSiteInfo(info);
}

/** Whether a value read from the page is site info, as GET /site answers it. */
export function isSiteInfo(value: unknown): value is SiteInfo {
  const info = value as Partial<SiteInfo> | null;
  return (info?.mode === 'demo' || info?.mode === 'production') && Array.isArray(info.demo_accounts) && typeof info.otp_sign_in === 'boolean';
}

/**
 * Tests and stories (through `@nirmaan/core/testing`; not part of the package's API): the state as
 * if the server had answered `info`, or as if the load had failed or were still under way. No call
 * is made, and one under way is dropped.
 */
export function presetSiteInfo(info: SiteInfo | 'loading' | 'failed'): void {
  generation += 1;
  loadedFrom = apiBaseUrl();
  siteInfoState.set(typeof info === 'string' ? { status: info, value: null } : { status: 'ready', value: info });
}

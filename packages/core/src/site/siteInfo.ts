import { atom, computed, type ReadableAtom } from 'nanostores';
import { apiBaseUrl, apiClient } from '../api/api.ts';
import { $config } from '../config/config.ts';
import { createQuery, type Loaded } from '../data/query.ts';
import { createSiteApi } from './siteApi.ts';
import type { SiteInfo } from './siteTypes.ts';

const siteApi = createSiteApi(apiClient);

/** An answer given without a call (written into the page, or set by a test), for one API base. */
const $given = atom<{ base: string; state: Loaded<SiteInfo> } | null>(null);

/** The API base to ask; null while the answer for the current base was given. */
const $askBase = computed([$config, $given], (_config, given) => (given?.base === apiBaseUrl() ? null : apiBaseUrl()));

const siteInfoQuery = createQuery<SiteInfo>(['site#', $askBase], () =>
  siteApi.siteInfo().catch((error: unknown) => {
    console.warn('nirmaan: site info not loaded', error);
    throw error;
  }),
);

/**
 * How the site runs (GET /site), for every widget on the page: loaded once when first used, and
 * again when the API base changes. Until it is 'ready' nothing is known: the demo marker and the
 * demo accounts stay hidden; a failed load leaves it 'failed'.
 */
export const $siteInfo: ReadableAtom<Loaded<SiteInfo>> = computed([$given, siteInfoQuery.$state, $config], (given, state): Loaded<SiteInfo> => {
  if (given?.base === apiBaseUrl()) return given.state;
  return state.status === 'failed' ? { status: 'failed', value: null } : state;
});

/** Loads the site info again; an answer to an earlier load that arrives late is dropped. */
export function loadSiteInfo(): void {
  $given.set(null);
  siteInfoQuery.refresh();
}

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
  return (
    (info?.mode === 'demo' || info?.mode === 'production') &&
    Array.isArray(info.demo_accounts) &&
    typeof info.otp_sign_in === 'boolean' &&
    typeof info.company === 'object' &&
    info.company !== null &&
    typeof info.company.name === 'string'
  );
}

/**
 * Tests and stories (through `@nirmaan/core/testing`; not part of the package's API): the state as
 * if the server had answered `info`, or as if the load had failed or were still under way. No call
 * is made, and one under way is dropped.
 */
export function presetSiteInfo(info: SiteInfo | 'loading' | 'failed'): void {
  $given.set({ base: apiBaseUrl(), state: typeof info === 'string' ? { status: info, value: null } : { status: 'ready', value: info } });
}

/** A fresh page (`startAsFreshPage`): no answer given, so GET /site is asked again when used. */
export function forgetGivenSiteInfo(): void {
  $given.set(null);
}

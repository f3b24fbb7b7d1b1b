import { deferred } from '../deferred/deferred.ts';
import type { BoqApi } from './boqApi.ts';

/** The API client and the BOQ calls: the form does not need them until the first Calculate (or Save). */
const boqCallsChunk = deferred(async () => (await import('./boqCalls.ts')).boqApi);

/** Starts fetching the calls, e.g. when Calculate is pointed at or focused. */
export const preloadBoqCalls = boqCallsChunk.preload;

/**
 * The calculator's BOQ calls, fetched with the first of them (a failed fetch fails that call like a
 * network error). The saved BOQs are listed on the account page, which imports boqCalls.ts itself.
 */
export const deferredBoqCalls: Pick<BoqApi, 'calculate' | 'save'> = {
  calculate: async (request) => (await boqCallsChunk.load()).calculate(request),
  save: async (request) => (await boqCallsChunk.load()).save(request),
};

import { deferred } from '../deferred/deferred.ts';
import type { BoqApi } from './boqApi.ts';

/** The API client and the BOQ calls: the form does not need them until the first Calculate (or Save). */
const boqCalls = deferred(async () => (await import('./boqCalls.ts')).boqApi);

/** Starts fetching the calls, e.g. when Calculate is pointed at or focused. */
export const preloadBoqCalls = boqCalls.preload;

/** The page's BOQ calls, fetched with the first of them (a failed fetch fails that call like a network error). */
export const pageBoqApi: BoqApi = {
  calculate: async (request) => (await boqCalls.load()).calculate(request),
  save: async (request) => (await boqCalls.load()).save(request),
  listSaved: async () => (await boqCalls.load()).listSaved(),
};

import { deferred } from '../deferred/deferred.ts';
import type { BoqApi } from './boqApi.ts';
import type { BoqCalculatedDetail } from './boqForm.ts';
import { KEPT_BOQ_KEY } from './keptBoqKey.ts';

/**
 * The API client, the BOQ calls and the BOQ kept through "Login to Save" (keptBoq.ts): the form does
 * not need them until the first Calculate (or Save), or until it opens with a kept BOQ.
 */
const boqCallsChunk = deferred(() => import('./boqCalls.ts'));

/** Starts fetching the calls, e.g. when Calculate is pointed at or focused. */
export const preloadBoqCalls = boqCallsChunk.preload;

/**
 * The calculator's BOQ calls, fetched with the first of them (a failed fetch fails that call like a
 * network error). The saved BOQs are listed on the account page, which imports boqCalls.ts itself.
 */
export const deferredBoqCalls: Pick<BoqApi, 'calculate' | 'save'> = {
  calculate: async (request) => (await boqCallsChunk.load()).boqApi.calculate(request),
  save: async (request) => (await boqCallsChunk.load()).boqApi.save(request),
};

/**
 * "Login to Save": keeps the calculated BOQ for after the sign-in. Its calculation fetched the calls'
 * chunk, so it is here and the BOQ is kept before the link navigates.
 */
export const keepBoqForSignIn = (detail: BoqCalculatedDetail | null) => boqCallsChunk.current()?.keepBoq(detail);

/**
 * The BOQ kept before the sign-in, once, or null. The calls' chunk (which calculating it again needs
 * anyway) is fetched only when one is kept; rejects when storage is blocked or the chunk cannot load.
 */
export const takeBoqKeptForSignIn = async () => (sessionStorage.getItem(KEPT_BOQ_KEY) ? (await boqCallsChunk.load()).takeKeptBoq() : null);

export type BoqCallOutcome<T> = { ok: true; value: T } | { ok: false; message: string };

/**
 * Runs a BOQ call; a failure becomes the server's detail or the spec's message. The wording comes with
 * the calls' chunk (it reads the API client's errors); when that chunk could not load, the spec's message.
 */
export async function boqCall<T>(call: () => Promise<T>, failure: string): Promise<BoqCallOutcome<T>> {
  try {
    return { ok: true, value: await call() };
  } catch (error) {
    return { ok: false, message: boqCallsChunk.current()?.boqFailureMessage(error, failure) ?? failure };
  }
}

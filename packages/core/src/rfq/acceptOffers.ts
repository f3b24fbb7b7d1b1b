import { errorDetail, isApiError } from '../api/errors.ts';
import { newIdempotencyKey } from '../orders/idempotencyKey.ts';
import type { CheckoutDetails } from '../orders/orderTypes.ts';
import { rfqApi, type RfqApi } from './rfqApi.ts';
import type { AcceptChoice } from './rfqTypes.ts';

export const ACCEPT_MESSAGES = {
  selectAddress: 'Please choose a shipping address',
  failed: 'Could not place the orders. Please try again.',
} as const;

/**
 * Why the acceptance placed nothing, as a code a translated widget words itself: no address chosen,
 * the server's refusal (its `detail`, in the words it chose), the network, or a failure with no
 * reason given. `message` is the English text of each (the server's own for 'server').
 */
export type AcceptFailure = 'noAddress' | 'server' | 'network' | 'failed';

export type AcceptOutcome =
  | { ok: true; orderIds: number[] }
  /** `stale`: the server refused what the page shows (the request closed, an offer went): reload it. */
  | { ok: false; reason: AcceptFailure; message: string; stale: boolean };

/** The code of an acceptance's failure: the server's reason when it gave one, else the network or an unexplained failure. */
function acceptFailure(error: unknown): AcceptFailure {
  if (!isApiError(error)) return 'failed';
  if (error.detail !== undefined) return 'server';
  return error.isNetworkError ? 'network' : 'failed';
}

/**
 * The buyer's acceptance of offers on an RFQ, placed as checkout places orders. One Idempotency-Key
 * is kept for the retries of one acceptance (so a retry after a lost answer returns the same orders
 * and never places them twice); a new one is drawn when the choice, the address or the business
 * details change, as the server refuses a key reused for another request.
 */
export function createOffersAcceptance(rfqId: number, api: Pick<RfqApi, 'accept'> = rfqApi) {
  let sent: { body: string; key: string } | null = null;
  return async (choice: AcceptChoice, addressId: number | null, details: Omit<CheckoutDetails, 'partner_id'> = {}): Promise<AcceptOutcome> => {
    if (addressId === null) return { ok: false, reason: 'noAddress', message: ACCEPT_MESSAGES.selectAddress, stale: false };
    const body = JSON.stringify([choice, addressId, details]);
    if (sent?.body !== body) sent = { body, key: newIdempotencyKey() };
    try {
      const placed = await api.accept(rfqId, choice, addressId, sent.key, details);
      return { ok: true, orderIds: placed.order_ids };
    } catch (error) {
      const stale = isApiError(error) && (error.status === 409 || error.status === 422);
      return { ok: false, reason: acceptFailure(error), message: errorDetail(error, ACCEPT_MESSAGES.failed), stale };
    }
  };
}

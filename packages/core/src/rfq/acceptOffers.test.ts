import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/errors.ts';
import type { CheckoutResponse } from '../orders/orderTypes.ts';
import { ACCEPT_MESSAGES, createOffersAcceptance } from './acceptOffers.ts';
import type { RfqApi } from './rfqApi.ts';

/** An API whose accept answers each call in turn from `answers` (an error is thrown), recording the keys sent. */
function fakeApi(answers: Array<number[] | ApiError>) {
  const keys: string[] = [];
  const api: Pick<RfqApi, 'accept'> = {
    accept: async (_id, _choice, _address, key) => {
      keys.push(key);
      const answer = answers.shift();
      if (answer instanceof ApiError || answer === undefined) throw answer ?? new Error('no answer');
      return { order_ids: answer } as CheckoutResponse;
    },
  };
  return { api, keys };
}

describe('accepting offers', () => {
  it('asks for an address first, and sends nothing without one', async () => {
    const { api, keys } = fakeApi([]);
    expect(await createOffersAcceptance(5, api)({ offer_id: 1 }, null)).toEqual({
      ok: false,
      reason: 'noAddress',
      message: ACCEPT_MESSAGES.selectAddress,
      stale: false,
    });
    expect(keys).toEqual([]);
  });

  it('retries an acceptance with the same key, and draws a new one for another choice or address', async () => {
    const { api, keys } = fakeApi([new ApiError({ status: 0 }), [41, 42], [43], [44]]);
    const accept = createOffersAcceptance(5, api);
    const failed = await accept({ offer_id: 1 }, 3);
    expect(failed).toMatchObject({ ok: false, reason: 'network', stale: false });
    expect(await accept({ offer_id: 1 }, 3)).toEqual({ ok: true, orderIds: [41, 42] });
    await accept({ offer_id: 2 }, 3);
    await accept({ offer_id: 2 }, 4);
    expect(keys[0]).toBe(keys[1]);
    expect(new Set(keys).size).toBe(3);
  });

  it("shows the server's reason, and says when the page is out of date (closed request, offer gone)", async () => {
    const { api } = fakeApi([new ApiError({ status: 409, body: { detail: 'This request for quotation is closed' } }), new ApiError({ status: 500 })]);
    const accept = createOffersAcceptance(5, api);
    expect(await accept({ offer_id: 1 }, 3)).toEqual({ ok: false, reason: 'server', message: 'This request for quotation is closed', stale: true });
    expect(await accept({ offer_id: 1 }, 3)).toEqual({ ok: false, reason: 'failed', message: ACCEPT_MESSAGES.failed, stale: false });
  });
});

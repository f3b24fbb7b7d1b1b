import { afterEach, describe, expect, it } from 'vitest';
import { $preferences, DEFAULT_CITY, setPincode } from '../preferences/preferences.ts';
import type { ListingsQuery } from './catalogueApi.ts';
import { createProductOffers } from './productOffers.ts';
import { aListing, aProduct } from './testing.ts';

afterEach(() => $preferences.set({ city: DEFAULT_CITY, pincode: '' }));

/** A catalogue that records what each listings request asked for. */
function recordingApi() {
  const asked: ListingsQuery[] = [];
  return {
    asked,
    getProduct: async () => aProduct({ id: 1 }),
    getListings: async (_productId: number, where: ListingsQuery = {}) => {
      asked.push(where);
      return [aListing({ id: 11 })];
    },
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("a product's offers for a visitor", () => {
  it("asks for landed prices to the header's city, then to its pincode once set, loading again when it changes", async () => {
    const api = recordingApi();
    const stop = createProductOffers(api, 1).start();
    await settle();
    expect(api.asked).toEqual([{ city: 'Bangalore' }]);
    setPincode('560034');
    await settle();
    expect(api.asked).toEqual([{ city: 'Bangalore' }, { pincode: '560034' }]);
    stop();
  });
});

import { apiClient } from '../api/api.ts';
import type { ApiClient } from '../api/client.ts';
import type { PriceBoard, PriceBoardQuery } from './priceTypes.ts';

export interface PricesApi {
  /** GET /price-board; without a city the server answers the signed-in buyer's city, else Bangalore. */
  board(query?: PriceBoardQuery): Promise<PriceBoard>;
}

export function createPricesApi(client: ApiClient): PricesApi {
  // The buyer's token goes along when there is one: it lets the server pick the buyer's city.
  return { board: ({ city, category } = {}) => client.get('/price-board', { query: { city, category } }) };
}

export const pricesApi = createPricesApi(apiClient);

import { apiClient } from '../api/api.ts';
import type { ApiClient } from '../api/client.ts';
import type { City } from '../preferences/preferences.ts';

/** GET /users/me/price-alerts: a buyer's target price for a product in a city. */
export interface PriceAlert {
  id: number;
  product: { id: number; name: string; unit: string };
  city: City;
  target_price: number;
  created_at: string;
  /** When a price reached the target (the buyer was told); null while it watches. */
  fired_at: string | null;
  fired_price: number | null;
}

/** GET /users/me/notifications: what the site told the buyer. */
export interface AccountNotification {
  id: number;
  text: string;
  /** A site path it is about, e.g. /products/12. */
  link: string | null;
  created_at: string;
  read_at: string | null;
}

export interface PriceAlertRequest {
  product_id: number;
  city: City;
  target_price: number;
}

export interface PriceAlertsApi {
  list(): Promise<PriceAlert[]>;
  /** Sets (or replaces and re-arms) the alert for the product in the city. */
  set(request: PriceAlertRequest): Promise<PriceAlert>;
  remove(id: number): Promise<void>;
  notifications(): Promise<AccountNotification[]>;
  markNotificationsRead(): Promise<void>;
}

export function createPriceAlertsApi(client: ApiClient): PriceAlertsApi {
  return {
    list: () => client.get('/users/me/price-alerts'),
    set: (request) => client.post('/users/me/price-alerts', request),
    remove: (id) => client.delete(`/users/me/price-alerts/${id}`),
    notifications: () => client.get('/users/me/notifications'),
    markNotificationsRead: () => client.post('/users/me/notifications/read'),
  };
}

export const priceAlertsApi = createPriceAlertsApi(apiClient);

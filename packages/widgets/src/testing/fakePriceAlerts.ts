import { PRICE_ALERT_MESSAGES, type AccountNotification, type PriceAlert, type PriceAlertRequest } from '@nirmaan/core';
import { FAKE_PRICE_ROWS } from './fakePrices.ts';

/** The price board's materials, which the fake sets alerts on unless told other names. */
const BOARD_MATERIALS = Object.fromEntries(FAKE_PRICE_ROWS.map((row) => [row.id, { name: row.material, unit: row.unit }]));

export interface FakePriceAlertsOptions {
  alerts?: PriceAlert[];
  notifications?: AccountNotification[];
  /** Material names by product id, for the alerts the fake sets. */
  productNames?: Record<number, { name: string; unit: string }>;
}

const json = (body: unknown, status = 200) =>
  new Response(status === 204 ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The buyer's price alerts and notifications (/users/me/price-alerts, /users/me/notifications), in memory. */
export class FakePriceAlerts {
  alerts: PriceAlert[];
  notifications: AccountNotification[];
  private readonly productNames: Record<number, { name: string; unit: string }>;
  private nextId = 100;

  constructor(options: FakePriceAlertsOptions = {}) {
    this.alerts = [...(options.alerts ?? [])];
    this.notifications = [...(options.notifications ?? [])];
    this.productNames = options.productNames ?? BOARD_MATERIALS;
  }

  async answer(request: Request, path: string, method: string): Promise<Response | null> {
    if (path === '/users/me/price-alerts' && method === 'GET') return json(this.alerts);
    if (path === '/users/me/price-alerts' && method === 'POST') {
      const body = (await request.json()) as PriceAlertRequest;
      const product = this.productNames[body.product_id];
      if (!product) return json({ detail: PRICE_ALERT_MESSAGES.unknownProduct }, 404);
      this.alerts = this.alerts.filter((alert) => !(alert.product.id === body.product_id && alert.city === body.city));
      const alert: PriceAlert = {
        id: this.nextId++,
        product: { id: body.product_id, ...product },
        city: body.city,
        target_price: body.target_price,
        created_at: '2026-11-28T09:00:00Z',
        fired_at: null,
        fired_price: null,
      };
      this.alerts.unshift(alert);
      return json(alert, 201);
    }
    const removed = /^\/users\/me\/price-alerts\/(\d+)$/.exec(path);
    if (removed && method === 'DELETE') {
      const before = this.alerts.length;
      this.alerts = this.alerts.filter((alert) => alert.id !== Number(removed[1]));
      return this.alerts.length < before ? json(null, 204) : json({ detail: 'Price alert not found' }, 404);
    }
    if (path === '/users/me/notifications' && method === 'GET') return json(this.notifications);
    if (path === '/users/me/notifications/read' && method === 'POST') {
      this.notifications = this.notifications.map((note) => ({ ...note, read_at: note.read_at ?? '2026-11-28T09:30:00Z' }));
      return json(null, 204);
    }
    return null;
  }
}

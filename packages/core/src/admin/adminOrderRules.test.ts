import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../api/client.ts';
import { ADMIN_ORDER_MESSAGES, isCalendarDate, istDayEnd, istDayStart, orderBuyerName, orderDateRangeError, orderFilterQuery } from './adminOrderRules.ts';
import { createAdminOrdersApi, ordersCsvPath } from './adminOrdersApi.ts';

describe('admin order filters', () => {
  it('accepts only real calendar days written YYYY-MM-DD', () => {
    expect(isCalendarDate('2026-03-01')).toBe(true);
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2026-02-30')).toBe(false);
    expect(isCalendarDate('01/03/2026')).toBe(false);
    expect(isCalendarDate('')).toBe(false);
  });

  it('reads days in India: a day runs from 00:00 IST to the next 00:00 IST', () => {
    expect(istDayStart('2026-03-02').toISOString()).toBe('2026-03-01T18:30:00.000Z');
    expect(istDayEnd('2026-03-02').toISOString()).toBe('2026-03-02T18:30:00.000Z');
  });

  it('says when the date range is broken', () => {
    expect(orderDateRangeError({ placed_from: '2026-03-01', placed_to: '2026-03-01' })).toBeNull();
    expect(orderDateRangeError({ placed_from: '2026-03-02', placed_to: '2026-03-01' })).toBe(ADMIN_ORDER_MESSAGES.dateOrder);
    expect(orderDateRangeError({ placed_to: '2026-02-30' })).toBe(ADMIN_ORDER_MESSAGES.badDate('Placed to'));
  });

  it('sends only the filters that are set, trimmed', () => {
    expect(orderFilterQuery({ city: '  ', partner_id: ' dealer-blr ', status: 'shipped' })).toEqual({
      status: 'shipped',
      seller_id: undefined,
      city: undefined,
      partner_id: 'dealer-blr',
      placed_from: undefined,
      placed_to: undefined,
    });
    expect(ordersCsvPath({ seller_id: 4, placed_from: '2026-03-01' })).toBe('/admin/orders/export?seller_id=4&placed_from=2026-03-01');
  });

  it('names the buyer, or says there is none', () => {
    expect(orderBuyerName({ user_id: 3, name: 'Lakshmi Narayan', phone: null, email: null })).toBe('Lakshmi Narayan');
    expect(orderBuyerName(null)).toBe(ADMIN_ORDER_MESSAGES.noBuyer);
  });
});

describe('adminOrdersApi', () => {
  it('lists a page of orders with the filters and the admin token, its total from X-Total-Count', async () => {
    const fetch = vi.fn(
      async (_input: RequestInfo | URL, _init?: RequestInit) => new Response('[]', { headers: { 'content-type': 'application/json', 'x-total-count': '40' } }),
    );
    const client = createApiClient({ baseURL: 'http://api.test/api/v1', getToken: (scope) => `${scope}-token`, fetch, onUnauthorized: vi.fn() });
    const page = await createAdminOrdersApi(client).listOrders({ partner_id: 'dealer-blr', offset: 25 });
    const request = new Request(fetch.mock.calls[0]![0], fetch.mock.calls[0]![1]);
    expect(request.url).toBe('http://api.test/api/v1/admin/orders?partner_id=dealer-blr&limit=25&offset=25');
    expect(request.headers.get('authorization')).toBe('Bearer admin-token');
    expect(page).toEqual({ items: [], total: 40, offset: 25 });
  });
});

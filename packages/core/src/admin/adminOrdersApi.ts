import type { ApiClient } from '../api/client.ts';
import { urlWithQuery } from '../api/url.ts';
import { ADMIN_AUTH, adminPage } from './adminPaging.ts';
import { ADMIN_ORDER_PAGE_SIZE, ADMIN_ORDERS_CSV, orderFilterQuery } from './adminOrderRules.ts';
import type { AdminOrderDetail, AdminOrderFilters, AdminOrderQuery, AdminOrderSummary, AdminPage } from './adminTypes.ts';

/** The admin's order calls (issue 28), apart from the other admin calls: only the Orders tab carries them. */
export interface AdminOrdersApi {
  /** One page of the orders matching the filters (25 unless `limit` says otherwise), newest first. */
  listOrders(query?: AdminOrderQuery): Promise<AdminPage<AdminOrderSummary>>;
  /** One order with its buyer, items, address, charges and status history (404 for an unknown id). */
  orderDetail(id: number): Promise<AdminOrderDetail>;
}

export function createAdminOrdersApi(client: ApiClient): AdminOrdersApi {
  return {
    listOrders: (query = {}) =>
      adminPage(client, '/admin/orders', { ...orderFilterQuery(query), limit: query.limit ?? ADMIN_ORDER_PAGE_SIZE, offset: query.offset || undefined }),
    orderDetail: (id) => client.get(`/admin/orders/${id}`, ADMIN_AUTH),
  };
}

/** The export's path with the filters (the download itself goes through fetchCsv with the admin token). */
export function ordersCsvPath(filters: AdminOrderFilters): string {
  return urlWithQuery('', ADMIN_ORDERS_CSV.path, orderFilterQuery(filters));
}

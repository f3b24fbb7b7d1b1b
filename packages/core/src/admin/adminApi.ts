import type { ApiClient, QueryValue } from '../api/client.ts';
import { ADMIN_LIST_LIMIT, PINCODE_PAGE_SIZE } from './adminRules.ts';
import type {
  AdminChatbotInquiry,
  AdminDashboardStats,
  AdminListQuery,
  AdminPage,
  AdminQuoteRequest,
  AdminSeller,
  AdminUser,
  DefaultProduct,
  DefaultProductDeletion,
  DefaultProductInput,
  DefaultProductStats,
  PincodeDeletion,
  PincodeInput,
  PincodeQuery,
  PincodeRecord,
  PincodeSeedResult,
  PincodeUpdate,
  RecentActivity,
} from './adminTypes.ts';

/** Admin calls (spec toolkit §7 "Admin" and "Pincodes"); every one carries the admin token. */
export interface AdminApi {
  dashboardStats(): Promise<AdminDashboardStats>;
  recentActivity(): Promise<RecentActivity>;
  /** Buyers, newest first; 50 unless `limit` says otherwise. */
  listUsers(query?: AdminListQuery): Promise<AdminPage<AdminUser>>;
  /** Sellers, newest first; 50 unless `limit` says otherwise. */
  listSellers(query?: AdminListQuery): Promise<AdminPage<AdminSeller>>;
  /** Activates an inactive buyer or deactivates an active one (their tokens stop working at once). */
  toggleUserStatus(id: number): Promise<AdminUser>;
  toggleSellerStatus(id: number): Promise<AdminSeller>;
  /** Every default product (active or not), newest first, matching `search` (name, brands, category) when given. */
  listDefaultProducts(search?: string): Promise<DefaultProduct[]>;
  defaultProductStats(): Promise<DefaultProductStats>;
  createDefaultProduct(input: DefaultProductInput): Promise<DefaultProduct>;
  updateDefaultProduct(id: number, input: Partial<DefaultProductInput>): Promise<DefaultProduct>;
  deleteDefaultProduct(id: number): Promise<DefaultProductDeletion>;
  /** One page of pincodes (10 unless `limit` says otherwise), in pincode order. */
  listPincodes(query?: PincodeQuery): Promise<AdminPage<PincodeRecord>>;
  createPincode(input: PincodeInput): Promise<PincodeRecord>;
  updatePincode(pincode: string, update: PincodeUpdate): Promise<PincodeRecord>;
  deletePincode(pincode: string): Promise<PincodeDeletion>;
  /** Adds the standard delivery areas that are missing; seeding again adds nothing. */
  seedPincodes(): Promise<PincodeSeedResult>;
  /** Chatbot inquiries, newest first. */
  listChatbotInquiries(query?: Omit<AdminListQuery, 'search'>): Promise<AdminPage<AdminChatbotInquiry>>;
  /** Quote requests, newest first. */
  listQuoteRequests(query?: Omit<AdminListQuery, 'search'>): Promise<AdminPage<AdminQuoteRequest>>;
}

const admin = { auth: 'admin' } as const;

function listQuery(query: AdminListQuery & { city?: string }, defaultLimit: number): Record<string, QueryValue> {
  const search = query.search?.trim();
  const city = query.city?.trim();
  return { limit: query.limit ?? defaultLimit, offset: query.offset || undefined, search: search || undefined, city: city || undefined };
}

export function createAdminApi(client: ApiClient): AdminApi {
  async function page<T>(path: string, query: Record<string, QueryValue>): Promise<AdminPage<T>> {
    const { data, headers } = await client.getWithHeaders<T[]>(path, { ...admin, query });
    const total = Number(headers.get('x-total-count') ?? Number.NaN);
    return { items: data, total: Number.isFinite(total) ? total : data.length, offset: Number(query.offset ?? 0) };
  }
  const pincodePath = (pincode: string) => `/pincodes/${encodeURIComponent(pincode)}`;

  return {
    dashboardStats: () => client.get('/admin/dashboard/stats', admin),
    recentActivity: () => client.get('/admin/recent-activity', admin),
    listUsers: (query = {}) => page('/admin/users', listQuery(query, ADMIN_LIST_LIMIT)),
    listSellers: (query = {}) => page('/admin/sellers', listQuery(query, ADMIN_LIST_LIMIT)),
    toggleUserStatus: (id) => client.put(`/admin/users/${id}/toggle-status`, undefined, admin),
    toggleSellerStatus: (id) => client.put(`/admin/sellers/${id}/toggle-status`, undefined, admin),
    listDefaultProducts: (search) => client.get('/admin/default-products', { ...admin, query: { search: search?.trim() || undefined } }),
    defaultProductStats: () => client.get('/admin/default-products/stats', admin),
    createDefaultProduct: (input) => client.post('/admin/default-products', input, admin),
    updateDefaultProduct: (id, input) => client.put(`/admin/default-products/${id}`, input, admin),
    deleteDefaultProduct: (id) => client.delete(`/admin/default-products/${id}`, admin),
    listPincodes: (query = {}) => page('/pincodes/', listQuery(query, PINCODE_PAGE_SIZE)),
    createPincode: (input) => client.post('/pincodes/', input, admin),
    updatePincode: (pincode, update) => client.put(pincodePath(pincode), update, admin),
    deletePincode: (pincode) => client.delete(pincodePath(pincode), admin),
    seedPincodes: () => client.post('/pincodes/seed', undefined, admin),
    listChatbotInquiries: (query = {}) => page('/admin/chatbot-inquiries', listQuery(query, ADMIN_LIST_LIMIT)),
    listQuoteRequests: (query = {}) => page('/admin/quotes', listQuery(query, ADMIN_LIST_LIMIT)),
  };
}

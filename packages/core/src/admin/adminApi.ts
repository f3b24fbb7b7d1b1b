import type { ApiClient, QueryValue } from '../api/client.ts';
import { ADMIN_AUTH as admin, adminPage, listQuery } from './adminPaging.ts';
import { ADMIN_LEAD_PATHS, type AdminLeadKind, type AdminLeadStatus } from './adminLeadRules.ts';
import { ADMIN_LIST_LIMIT } from './adminRules.ts';
import type {
  AdminChatbotInquiry,
  CategoryTax,
  CategoryTaxInput,
  AdminDashboardStats,
  AdminLeadByKind,
  AdminLeadNote,
  AdminLeadQuery,
  AdminListQuery,
  AdminPage,
  AdminPartnerSummary,
  AdminQuoteRequest,
  AdminSeller,
  AdminUser,
  DefaultProduct,
  DefaultProductDeletion,
  DefaultProductInput,
  DefaultProductStats,
  RecentActivity,
  SellerStatus,
} from './adminTypes.ts';

/** The sellers list's query: `status` shows only the sellers in that review state (e.g. the pending ones). */
export interface AdminSellerQuery extends AdminListQuery {
  status?: SellerStatus;
}

/**
 * Admin calls (spec toolkit §7 "Admin"); every one carries the admin token. The pincode calls are
 * `pincodeAdminApi` (./pincodeApi.ts), so the admin dashboard does not carry them.
 */
export interface AdminApi {
  dashboardStats(): Promise<AdminDashboardStats>;
  recentActivity(): Promise<RecentActivity>;
  /** Buyers, newest first; 50 unless `limit` says otherwise. */
  listUsers(query?: AdminListQuery): Promise<AdminPage<AdminUser>>;
  /** Sellers, newest first; 50 unless `limit` says otherwise; only those in `status` when given. */
  listSellers(query?: AdminSellerQuery): Promise<AdminPage<AdminSeller>>;
  /** Activates an inactive buyer or deactivates an active one (their tokens stop working at once). */
  toggleUserStatus(id: number): Promise<AdminUser>;
  toggleSellerStatus(id: number): Promise<AdminSeller>;
  /** Approves a pending or rejected seller: buyers see its listings and it receives leads. Answers the updated seller. */
  approveSeller(id: number): Promise<AdminSeller>;
  /** Rejects a seller with the reason it reads (1-500 characters once trimmed; 422 otherwise). Answers the updated seller. */
  rejectSeller(id: number, reason: string): Promise<AdminSeller>;
  /** Every default product (active or not), newest first, matching `search` (name, brands, category) when given. */
  listDefaultProducts(search?: string): Promise<DefaultProduct[]>;
  defaultProductStats(): Promise<DefaultProductStats>;
  createDefaultProduct(input: DefaultProductInput): Promise<DefaultProduct>;
  updateDefaultProduct(id: number, input: Partial<DefaultProductInput>): Promise<DefaultProduct>;
  deleteDefaultProduct(id: number): Promise<DefaultProductDeletion>;
  /** Chatbot inquiries, newest first, with their status and notes; only those in `status` when given. */
  listChatbotInquiries(query?: AdminLeadQuery): Promise<AdminPage<AdminChatbotInquiry>>;
  /** Quote requests, newest first, with their status and notes; only those in `status` when given. */
  listQuoteRequests(query?: AdminLeadQuery): Promise<AdminPage<AdminQuoteRequest>>;
  /** Moves a lead to `status` (404 for an unknown id). Answers the updated lead. */
  setLeadStatus<K extends AdminLeadKind>(kind: K, id: number, status: AdminLeadStatus): Promise<AdminLeadByKind[K]>;
  /** Adds a dated note to a lead, by the signed-in admin (422 when blank or too long, see leadNoteError). Answers the note. */
  addLeadNote(kind: AdminLeadKind, id: number, text: string): Promise<AdminLeadNote>;
  /** Per partner id, the sign-ups, orders and leads its widgets brought; the most recently active first. */
  listPartners(): Promise<AdminPartnerSummary[]>;
  /** Every category with its HSN code and GST rate, parents first. */
  listCategoryTax(): Promise<CategoryTax[]>;
  /** Sets a category's HSN code and GST rate (422 for a code that is not 4, 6 or 8 digits or a rate that is no GST rate). */
  setCategoryTax(id: number, input: CategoryTaxInput): Promise<CategoryTax>;
}

export function createAdminApi(client: ApiClient): AdminApi {
  const page = <T>(path: string, query: Record<string, QueryValue>) => adminPage<T>(client, path, query);

  return {
    dashboardStats: () => client.get('/admin/dashboard/stats', admin),
    recentActivity: () => client.get('/admin/recent-activity', admin),
    listUsers: (query = {}) => page('/admin/users', listQuery(query, ADMIN_LIST_LIMIT)),
    listSellers: (query = {}) => page('/admin/sellers', { ...listQuery(query, ADMIN_LIST_LIMIT), status: query.status }),
    toggleUserStatus: (id) => client.put(`/admin/users/${id}/toggle-status`, undefined, admin),
    toggleSellerStatus: (id) => client.put(`/admin/sellers/${id}/toggle-status`, undefined, admin),
    approveSeller: (id) => client.put(`/admin/sellers/${id}/approve`, undefined, admin),
    rejectSeller: (id, reason) => client.put(`/admin/sellers/${id}/reject`, { reason: reason.trim() }, admin),
    listDefaultProducts: (search) => client.get('/admin/default-products', { ...admin, query: { search: search?.trim() || undefined } }),
    defaultProductStats: () => client.get('/admin/default-products/stats', admin),
    createDefaultProduct: (input) => client.post('/admin/default-products', input, admin),
    updateDefaultProduct: (id, input) => client.put(`/admin/default-products/${id}`, input, admin),
    deleteDefaultProduct: (id) => client.delete(`/admin/default-products/${id}`, admin),
    listChatbotInquiries: (query = {}) => page(ADMIN_LEAD_PATHS.inquiry, { ...listQuery(query, ADMIN_LIST_LIMIT), status: query.status }),
    listQuoteRequests: (query = {}) => page(ADMIN_LEAD_PATHS.quote, { ...listQuery(query, ADMIN_LIST_LIMIT), status: query.status }),
    setLeadStatus: (kind, id, status) => client.put(`${ADMIN_LEAD_PATHS[kind]}/${id}/status`, { status }, admin),
    addLeadNote: (kind, id, text) => client.post(`${ADMIN_LEAD_PATHS[kind]}/${id}/notes`, { text: text.trim() }, admin),
    listPartners: () => client.get('/admin/partners', admin),
    listCategoryTax: () => client.get('/admin/categories/tax', admin),
    setCategoryTax: (id, input) => client.put(`/admin/categories/${id}/tax`, input, admin),
  };
}

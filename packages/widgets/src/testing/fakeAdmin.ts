import {
  ADMIN_LIST_LIMIT,
  ADMIN_MESSAGES,
  DEFAULT_PRODUCT_MESSAGES,
  PINCODE_ADMIN_MESSAGES,
  PARTNERS_CSV,
  PINCODE_PAGE_SIZE,
  RECENT_ACTIVITY_SIZE,
  rejectionReasonError,
  validateDefaultProduct,
  validatePincodeForm,
  type Admin,
  type AdminChatbotInquiry,
  type AdminDashboardStats,
  type AdminOrderDetail,
  type AdminPartnerSummary,
  type AdminQuoteRequest,
  type AdminSeller,
  type AdminUser,
  type DefaultProduct,
  type DefaultProductInput,
  type PincodeInput,
  type PincodeRecord,
  type PincodeUpdate,
  type RecentOrder,
  type SearchSynonym,
} from '@nirmaan/core';
import { FakeAdminLeads } from './fakeAdminLeads.ts';
import { FakeAdminOrders } from './fakeAdminOrders.ts';
import { FakeCatalogue, type FakeCatalogueOptions } from './fakeCatalogue.ts';
import { FakeCategoryTax } from './fakeCategoryTax.ts';
import { FakeProductImages } from './fakeProductImages.ts';
import { FakeSearchSynonyms } from './fakeSearchSynonyms.ts';

/** The signed-in admin the fake answers for /admin/me. */
export const FAKE_ADMIN: Admin = { id: 1, email: 'admin@nirmaan.test', first_name: 'Asha', last_name: 'Rao' };

export interface FakeAdminOptions {
  users?: AdminUser[];
  sellers?: AdminSeller[];
  defaultProducts?: DefaultProduct[];
  pincodes?: PincodeRecord[];
  recentOrders?: RecentOrder[];
  chatbotInquiries?: AdminChatbotInquiry[];
  quotes?: AdminQuoteRequest[];
  /** The partner report, as GET /admin/partners answers it. */
  partners?: AdminPartnerSummary[];
  /** Every order, as GET /admin/orders/{id} answers it (the list and export filter these). */
  orders?: AdminOrderDetail[];
  /** Counts the fake does not hold rows for (products, orders, categories, listings); users and sellers are counted. */
  stats?: Partial<AdminDashboardStats>;
  /** The storefront catalogue's categories and products (default: DEMO_CATALOGUE). */
  catalogue?: FakeCatalogueOptions;
  /** The search's synonyms (default: some of the seeded words, DEMO_SEARCH_SYNONYMS). */
  searchSynonyms?: SearchSynonym[];
  /** The standard pincodes POST /pincodes/seed adds when missing (default: two Bangalore ones). */
  standardPincodes?: PincodeInput[];
}

const NOW = '2026-11-20T10:00:00Z';

function json(body: unknown, init: ResponseInit = {}): Response {
  return new Response(JSON.stringify(body), { ...init, headers: { 'content-type': 'application/json', ...init.headers } });
}

function failure(status: number, detail: string, errors?: Array<{ field: string; message: string }>): Response {
  return json(errors ? { detail, errors } : { detail }, { status });
}

/** Search, limit and offset as the server reads them; answers the page with X-Total-Count. */
function paged<T>(items: T[], url: URL, defaultLimit: number): Response {
  const limit = Number(url.searchParams.get('limit') ?? defaultLimit);
  const offset = Number(url.searchParams.get('offset') ?? 0);
  return json(items.slice(offset, offset + limit), { headers: { 'x-total-count': String(items.length) } });
}

const contains = (text: string | null | undefined, search: string) => (text ?? '').toLowerCase().includes(search);

const newestFirst = <T extends { created_at: string; id: number }>(items: T[]) =>
  [...items].sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);

/** The 422 the server answers for a default product the form rules refuse (first message as detail). */
function defaultProductErrors(input: {
  name?: string;
  category_name?: string;
  unit?: string;
  rate?: number | null;
  brands?: string | null;
  description?: string | null;
  is_active?: boolean;
}): Response | null {
  const errors = validateDefaultProduct({
    name: input.name ?? '',
    category_name: input.category_name ?? '',
    unit: input.unit ?? '',
    rate: input.rate === null || input.rate === undefined ? '' : String(input.rate),
    brands: input.brands ?? '',
    description: input.description ?? '',
    is_active: input.is_active ?? true,
  });
  const list = Object.entries(errors).map(([field, message]) => ({ field, message: message ?? '' }));
  return list.length ? failure(422, list[0]?.message ?? 'Invalid request', list) : null;
}

/**
 * The admin area behind the fake API: dashboard, users and sellers with their active state,
 * default products, pincodes and leads, with the server rules the admin screens rely on
 * (404 for unknown ids, 409 for a duplicate pincode, 422 with the form's messages, idempotent seed).
 */
export class FakeAdmin {
  admin: Admin = { ...FAKE_ADMIN };
  users: AdminUser[];
  sellers: AdminSeller[];
  defaultProducts: DefaultProduct[];
  pincodes: PincodeRecord[];
  recentOrders: RecentOrder[];
  /** The chatbot inquiries and quote requests, with their status and notes. */
  readonly leads: FakeAdminLeads;
  partners: AdminPartnerSummary[];
  readonly categoryTax = new FakeCategoryTax();
  readonly orders: FakeAdminOrders;
  readonly productImages = new FakeProductImages();
  readonly catalogue: FakeCatalogue;
  readonly searchSynonyms: FakeSearchSynonyms;
  private readonly stats: Partial<AdminDashboardStats>;
  private readonly standardPincodes: PincodeInput[];
  private nextId = 900;

  constructor(options: FakeAdminOptions = {}) {
    this.users = [...(options.users ?? [])];
    this.sellers = [...(options.sellers ?? [])];
    this.defaultProducts = [...(options.defaultProducts ?? [])];
    this.pincodes = [...(options.pincodes ?? [])];
    this.recentOrders = [...(options.recentOrders ?? [])];
    this.leads = new FakeAdminLeads(options.chatbotInquiries ?? [], options.quotes ?? [], () => this.admin);
    this.partners = [...(options.partners ?? [])];
    this.orders = new FakeAdminOrders([...(options.orders ?? [])]);
    this.catalogue = new FakeCatalogue(options.catalogue);
    this.catalogue.imageCount = (productId) => this.productImages.byProduct.get(productId)?.length ?? 0;
    this.searchSynonyms = new FakeSearchSynonyms(options.searchSynonyms);
    this.stats = options.stats ?? {};
    this.standardPincodes = options.standardPincodes ?? [
      { pincode: '560001', city: 'Bangalore', area: 'MG Road', state: 'Karnataka' },
      { pincode: '560034', city: 'Bangalore', area: 'Koramangala', state: 'Karnataka' },
    ];
  }

  dashboardStats(): AdminDashboardStats {
    return {
      total_users: this.users.length,
      total_sellers: this.sellers.length,
      total_products: 0,
      total_orders: this.recentOrders.length,
      total_categories: 19,
      total_listings: 0,
      ...this.stats,
    };
  }

  private recentActivity() {
    return {
      recent_orders: [...this.recentOrders].sort((a, b) => b.order_date.localeCompare(a.order_date)).slice(0, RECENT_ACTIVITY_SIZE),
      recent_users: newestFirst(this.users)
        .slice(0, RECENT_ACTIVITY_SIZE)
        .map(({ id, first_name, last_name, phone, created_at }) => ({ id, first_name, last_name, phone, created_at })),
      recent_sellers: newestFirst(this.sellers)
        .slice(0, RECENT_ACTIVITY_SIZE)
        .map(({ id, name, email, created_at }) => ({ id, name, email, created_at })),
    };
  }

  private findUsers(search: string): AdminUser[] {
    return newestFirst(this.users).filter(
      (user) => !search || contains(`${user.first_name} ${user.last_name}`, search) || contains(user.phone, search) || contains(user.email, search),
    );
  }

  private findSellers(search: string, status: string | null): AdminSeller[] {
    return newestFirst(this.sellers).filter(
      (seller) =>
        (!status || seller.status === status) && (!search || contains(seller.name, search) || contains(seller.phone, search) || contains(seller.email, search)),
    );
  }

  /** PUT /admin/sellers/{id}/approve or /reject (a reason of 1-500 characters once trimmed). */
  private async review(request: Request, id: number, decision: string): Promise<Response> {
    const seller = this.sellers.find((candidate) => candidate.id === id);
    if (!seller) return failure(404, ADMIN_MESSAGES.sellerNotFound);
    if (decision === 'approve') {
      Object.assign(seller, { status: 'approved', status_reason: null });
      return json(seller);
    }
    const body = (await request.json().catch(() => ({}))) as { reason?: unknown };
    const reason = typeof body.reason === 'string' ? body.reason : '';
    const invalid = rejectionReasonError(reason);
    if (invalid) return failure(422, invalid, [{ field: 'reason', message: invalid }]);
    Object.assign(seller, { status: 'rejected', status_reason: reason.trim() });
    return json(seller);
  }

  private findDefaultProducts(search: string): DefaultProduct[] {
    return newestFirst(this.defaultProducts).filter(
      (product) =>
        !search ||
        contains(product.name, search) ||
        contains(product.brands, search) ||
        contains(product.category_name, search) ||
        contains(product.description, search),
    );
  }

  private findPincodes(search: string, city: string): PincodeRecord[] {
    return [...this.pincodes]
      .sort((a, b) => a.pincode.localeCompare(b.pincode))
      .filter(
        (entry) =>
          (!city || entry.city.toLowerCase() === city) &&
          (!search || [entry.pincode, entry.area, entry.city, entry.state].some((text) => contains(text, search))),
      );
  }

  addDefaultProduct(input: DefaultProductInput): DefaultProduct {
    const product: DefaultProduct = {
      id: this.nextId++,
      name: input.name,
      category_name: input.category_name,
      unit: input.unit,
      rate: input.rate ?? null,
      brands: input.brands || null,
      description: input.description || null,
      is_active: input.is_active ?? true,
      created_at: NOW,
    };
    this.defaultProducts = [product, ...this.defaultProducts];
    return product;
  }

  private defaultProductStats() {
    return {
      total_products: this.defaultProducts.length,
      active_products: this.defaultProducts.filter((product) => product.is_active).length,
      total_categories: new Set(this.defaultProducts.map((product) => product.category_name)).size,
    };
  }

  private addPincode(input: PincodeInput): Response {
    const errors = validatePincodeForm({
      pincode: input.pincode ?? '',
      city: input.city ?? '',
      state: input.state ?? '',
      area: input.area ?? '',
      is_active: input.is_active ?? true,
    });
    const first = Object.values(errors)[0];
    if (first) return failure(422, first);
    if (this.pincodes.some((entry) => entry.pincode === input.pincode)) return failure(409, PINCODE_ADMIN_MESSAGES.duplicate(input.pincode));
    const record: PincodeRecord = {
      id: this.nextId++,
      pincode: input.pincode,
      city: input.city,
      area: input.area || null,
      state: input.state,
      is_active: input.is_active ?? true,
    };
    this.pincodes = [...this.pincodes, record];
    return json(record, { status: 201 });
  }

  /** The partner report's CSV (the fake's partner ids hold no commas or quotes). */
  private partnersCsv(): Response {
    const rows = this.partners.map((partner) => PARTNERS_CSV.columns.map((column) => partner[column]).join(','));
    return new Response([PARTNERS_CSV.columns.join(','), ...rows].join('\r\n'), { headers: { 'content-type': 'text/csv; charset=utf-8' } });
  }

  private seed(): Response {
    const missing = this.standardPincodes.filter((standard) => !this.pincodes.some((entry) => entry.pincode === standard.pincode));
    for (const standard of missing) this.pincodes = [...this.pincodes, { id: this.nextId++, area: null, is_active: true, ...standard }];
    return json({ message: PINCODE_ADMIN_MESSAGES.seeded(missing.length), count: missing.length });
  }

  /** The answer to an admin or pincode-management call, or null when the path is not one. */
  async answer(request: Request, path: string, method: string, url: URL): Promise<Response | null> {
    const search = (url.searchParams.get('search') ?? '').trim().toLowerCase();
    if (path === '/admin/me') return json(this.admin);
    if (path === '/admin/dashboard/stats') return json(this.dashboardStats());
    if (path === '/admin/recent-activity') return json(this.recentActivity());
    if (path === '/admin/users' && method === 'GET') return paged(this.findUsers(search), url, ADMIN_LIST_LIMIT);
    if (path === '/admin/sellers' && method === 'GET') return paged(this.findSellers(search, url.searchParams.get('status')), url, ADMIN_LIST_LIMIT);
    const review = /^\/admin\/sellers\/(\d+)\/(approve|reject)$/.exec(path);
    if (review && method === 'PUT') return this.review(request, Number(review[1]), review[2] ?? '');
    const toggle = /^\/admin\/(users|sellers)\/(\d+)\/toggle-status$/.exec(path);
    if (toggle && method === 'PUT') {
      const id = Number(toggle[2]);
      const account = toggle[1] === 'users' ? this.users.find((user) => user.id === id) : this.sellers.find((seller) => seller.id === id);
      if (!account) return failure(404, toggle[1] === 'users' ? ADMIN_MESSAGES.userNotFound : ADMIN_MESSAGES.sellerNotFound);
      account.is_active = !account.is_active;
      return json(account);
    }
    if (path.startsWith('/admin/chatbot-inquiries') || path.startsWith('/admin/quotes')) return this.leads.answer(request, path, method, url);
    if (path === '/admin/partners') return json(this.partners);
    if (path.startsWith('/admin/orders')) return this.orders.answer(path, url);
    if (path.startsWith('/admin/categories/')) return this.categoryTax.answer(request, path, method);
    if (path.startsWith('/admin/products/')) return this.productImages.answer(request, path, method);
    if (path.startsWith('/admin/catalogue/')) return this.catalogue.answer(request, path, method, url);
    if (path.startsWith('/admin/search/')) return this.searchSynonyms.answer(request, path, method, url);
    if (path === PARTNERS_CSV.path) return this.partnersCsv();
    if (path.startsWith('/admin/default-products')) return this.answerDefaultProducts(request, path, method, search);
    if (path === '/pincodes/' || path === '/pincodes/seed' || /^\/pincodes\/\d+$/.test(path)) return this.answerPincodes(request, path, method, url, search);
    return null;
  }

  private async answerDefaultProducts(request: Request, path: string, method: string, search: string): Promise<Response | null> {
    if (path === '/admin/default-products/stats') return json(this.defaultProductStats());
    if (path === '/admin/default-products' && method === 'GET') return json(this.findDefaultProducts(search));
    if (path === '/admin/default-products' && method === 'POST') {
      const input = (await request.json()) as DefaultProductInput;
      return defaultProductErrors(input) ?? json(this.addDefaultProduct(input), { status: 201 });
    }
    const item = /^\/admin\/default-products\/(\d+)$/.exec(path);
    if (!item) return null;
    const product = this.defaultProducts.find((candidate) => candidate.id === Number(item[1]));
    if (!product) return failure(404, DEFAULT_PRODUCT_MESSAGES.notFound);
    if (method === 'DELETE') {
      this.defaultProducts = this.defaultProducts.filter((candidate) => candidate !== product);
      return json({ id: product.id, detail: DEFAULT_PRODUCT_MESSAGES.deleted });
    }
    const changes = (await request.json()) as Partial<DefaultProductInput>;
    const invalid = defaultProductErrors({ ...product, ...changes });
    if (invalid) return invalid;
    Object.assign(product, changes);
    return json(product);
  }

  private async answerPincodes(request: Request, path: string, method: string, url: URL, search: string): Promise<Response | null> {
    if (path === '/pincodes/' && method === 'GET')
      return paged(this.findPincodes(search, (url.searchParams.get('city') ?? '').trim().toLowerCase()), url, PINCODE_PAGE_SIZE);
    if (path === '/pincodes/' && method === 'POST') return this.addPincode((await request.json()) as PincodeInput);
    if (path === '/pincodes/seed' && method === 'POST') return this.seed();
    const pincode = path.slice('/pincodes/'.length);
    if (!/^\d{6}$/.test(pincode)) return failure(400, PINCODE_ADMIN_MESSAGES.pincode);
    const record = this.pincodes.find((entry) => entry.pincode === pincode);
    if (!record) return failure(404, PINCODE_ADMIN_MESSAGES.notFound(pincode));
    if (method === 'DELETE') {
      this.pincodes = this.pincodes.filter((entry) => entry !== record);
      return json({ pincode, detail: PINCODE_ADMIN_MESSAGES.deleted(pincode) });
    }
    if (method !== 'PUT') return null;
    const update = (await request.json()) as PincodeUpdate;
    const next = { ...record, ...update };
    const first = Object.values(
      validatePincodeForm({ pincode: next.pincode, city: next.city, state: next.state, area: next.area ?? '', is_active: next.is_active }),
    )[0];
    if (first) return failure(422, first);
    Object.assign(record, update);
    return json(record);
  }
}

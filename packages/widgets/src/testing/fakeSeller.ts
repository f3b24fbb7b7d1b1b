import type {
  CrmContact,
  CrmContactInput,
  CrmLead,
  CrmLeadInput,
  CrmTask,
  CrmTaskInput,
  OrderStatus,
  Product,
  Seller,
  SellerDefaultProduct,
  SellerListing,
  SellerListingCreate,
  SellerListingUpdate,
  SellerDepotUpdate,
  SellerOrder,
  SellerRfq,
} from '@nirmaan/core';
import { gstinStateCode, gstStateName, normaliseGstin, validateGstin } from '@nirmaan/core';
import { orderDocumentResponse } from './fakeOrders.ts';
import { FakeSellerRfqs } from './fakeSellerRfqs.ts';
import { NEXT_STATUS as NEXT, sampleSellerOrder, SAMPLE_TIME as NOW } from './fakeSellerSamples.ts';

export { sampleSellerListing, sampleSellerOrder } from './fakeSellerSamples.ts';

/** The signed-in seller the fake answers for /sellers/me. */
export const FAKE_SELLER: Seller = {
  id: 3,
  name: 'Sri Balaji Traders',
  email: 'sales@sribalaji.example',
  phone: '+919845012345',
  address: '14 Old Madras Road, KR Puram, Bangalore',
  is_active: true,
  status: 'approved',
  status_reason: null,
  language: null,
  depot: { pincode: '560036', latitude: 13.0033, longitude: 77.6916, delivery_radius_km: 40 },
  gst: { gstin: '29AAGCB7383J1Z4', state: 'Karnataka', state_code: '29' },
  created_at: '2026-01-10T10:00:00Z',
};

export interface FakeSellerOptions {
  listings?: SellerListing[];
  orders?: SellerOrder[];
  contacts?: CrmContact[];
  leads?: CrmLead[];
  tasks?: CrmTask[];
  /** What GET /sellers/me/default-products answers (the admins' active default products). */
  defaultProducts?: SellerDefaultProduct[];
  /** The signed-in seller's review by the admins (default: approved), and the reason of a rejection. */
  status?: Seller['status'];
  statusReason?: string | null;
  /** A seller that has not set its depot yet (a new seller): listings are refused until it does. */
  noDepot?: boolean;
  /** A seller that has not registered its GSTIN yet: its orders get no tax invoice. */
  noGst?: boolean;
  /** Requests for quotation sent to the seller (fakeSellerRfqs.ts). */
  rfqs?: SellerRfq[];
}

const TODAY = '2026-11-20';

function json(body: unknown, init: ResponseInit = {}): Response {
  return new Response(body === null ? null : JSON.stringify(body), { ...init, headers: { 'content-type': 'application/json', ...init.headers } });
}

/** The seller's profile, listings, orders and CRM behind the fake API, with the server rules screens rely on. */
export class FakeSeller {
  seller: Seller = { ...FAKE_SELLER };
  listings: SellerListing[];
  orders: SellerOrder[];
  contacts: CrmContact[];
  leads: CrmLead[];
  tasks: CrmTask[];
  defaultProducts: SellerDefaultProduct[];
  readonly rfqs: FakeSellerRfqs;
  private nextId = 500;
  private readonly products: Product[];

  constructor(products: Product[], options: FakeSellerOptions = {}) {
    this.products = products;
    this.listings = [...(options.listings ?? [])];
    this.orders = [...(options.orders ?? [])];
    this.contacts = [...(options.contacts ?? [])];
    this.leads = [...(options.leads ?? [])];
    this.tasks = [...(options.tasks ?? [])];
    this.defaultProducts = [...(options.defaultProducts ?? [])];
    this.rfqs = new FakeSellerRfqs(options.rfqs, () => this.listings);
    if (options.status) this.seller = { ...this.seller, status: options.status, status_reason: options.statusReason ?? null };
    if (options.noDepot) this.seller = { ...this.seller, depot: null };
    if (options.noGst) this.seller = { ...this.seller, gst: null };
  }

  /** The catalogue product a default product stands for: the fake catalogue's of that name, else a new one. */
  private productForDefault(id: number): Pick<Product, 'id' | 'name' | 'display_name' | 'master_sku' | 'unit'> | null {
    const template = this.defaultProducts.find((candidate) => candidate.id === id);
    if (!template) return null;
    const known = this.products.find((product) => product.name.toLowerCase() === template.name.toLowerCase());
    return known ?? { id: 10_000 + template.id, name: template.name, display_name: null, master_sku: `DEF-${template.id}`, unit: template.unit };
  }

  createListing(input: SellerListingCreate): SellerListing | { status: number; detail: string } {
    if (!this.seller.depot) return { status: 422, detail: 'Set your depot location and delivery radius before publishing listings.' };
    const product =
      input.default_product_id === undefined
        ? this.products.find((candidate) => candidate.id === input.product_id)
        : this.productForDefault(input.default_product_id);
    if (!product) return { status: 404, detail: input.default_product_id === undefined ? 'Product not found' : 'Default product not found' };
    if (this.listings.some((listing) => listing.product_id === product.id)) return { status: 409, detail: 'You already list this product' };
    const listing: SellerListing = {
      id: this.nextId++,
      product_id: product.id,
      product: { id: product.id, name: product.display_name ?? product.name, master_sku: product.master_sku, unit: product.unit, is_active: true },
      price: input.price,
      stock_quantity: input.stock_quantity,
      seller_sku: input.seller_sku ?? null,
      is_active: input.is_active ?? true,
      created_at: NOW,
      updated_at: NOW,
    };
    this.listings = [listing, ...this.listings];
    return listing;
  }

  updateListing(id: number, update: SellerListingUpdate): SellerListing | null {
    const listing = this.listings.find((candidate) => candidate.id === id);
    if (!listing) return null;
    Object.assign(listing, update, { updated_at: NOW });
    return listing;
  }

  advance(id: number, status: OrderStatus): SellerOrder | { status: number; detail: string } {
    const order = this.orders.find((candidate) => candidate.id === id);
    if (!order) return { status: 404, detail: 'Order not found' };
    if (order.next_status !== status) return { status: 409, detail: `A ${order.status} order cannot become ${status}` };
    order.status = status;
    order.status_history = [...order.status_history, { status, changed_at: NOW }];
    order.next_status = NEXT[status] ?? null;
    return order;
  }

  addContact(input: CrmContactInput): CrmContact {
    const contact: CrmContact = {
      id: this.nextId++,
      name: input.name,
      email: input.email ?? null,
      phone: input.phone ?? null,
      company: input.company ?? null,
      source: 'manual',
      created_at: NOW,
      updated_at: NOW,
    };
    this.contacts = [contact, ...this.contacts];
    return contact;
  }

  addLead(input: CrmLeadInput): CrmLead {
    const lead: CrmLead = {
      id: this.nextId++,
      title: input.title,
      description: input.description ?? null,
      next_step: input.next_step ?? null,
      contact_id: input.contact_id ?? null,
      value_amount: input.value_amount ?? null,
      stage: input.stage ?? 'new',
      listing_id: input.listing_id ?? null,
      order_id: null,
      quantity: input.quantity ?? null,
      source: 'manual',
      partner_id: null,
      created_at: NOW,
      updated_at: NOW,
    };
    this.leads = [lead, ...this.leads];
    return lead;
  }

  addTask(input: CrmTaskInput): CrmTask {
    const task: CrmTask = {
      id: this.nextId++,
      title: input.title,
      description: input.description ?? null,
      contact_id: input.contact_id ?? null,
      lead_id: input.lead_id ?? null,
      due_date: input.due_date ?? null,
      priority: input.priority ?? 'medium',
      status: input.status ?? 'open',
      completed_at: null,
      created_at: NOW,
      updated_at: NOW,
    };
    this.tasks = [task, ...this.tasks];
    return task;
  }

  private reminders() {
    const open = this.tasks.filter((task) => task.status === 'open' && task.due_date);
    const dueToday = open.filter((task) => task.due_date === TODAY);
    const overdue = open.filter((task) => (task.due_date ?? '') < TODAY);
    const upcoming = open.filter((task) => (task.due_date ?? '') > TODAY);
    return { due_today_count: dueToday.length, overdue_count: overdue.length, upcoming_count: upcoming.length, due_today: dueToday, overdue, upcoming };
  }

  private stats() {
    const open = this.leads.filter((lead) => lead.stage !== 'won' && lead.stage !== 'lost');
    return {
      total_contacts: this.contacts.length,
      total_open_leads: open.length,
      total_value_open: open.reduce((sum, lead) => sum + (lead.value_amount ?? 0), 0),
    };
  }

  private convert(id: number, quantityText: string | null): Response {
    const lead = this.leads.find((candidate) => candidate.id === id);
    if (!lead) return json({ detail: 'Lead not found' }, { status: 404 });
    const listing = this.listings.find((candidate) => candidate.id === lead.listing_id);
    if (!listing || lead.order_id !== null) return json({ detail: 'This lead cannot be converted' }, { status: 409 });
    const quantity = quantityText ? Number(quantityText) : (lead.quantity ?? 0);
    if (!(quantity > 0)) return json({ detail: 'Invalid quantity' }, { status: 400 });
    const contact = this.contacts.find((candidate) => candidate.id === lead.contact_id);
    const order: SellerOrder = {
      ...sampleSellerOrder(this.nextId++, 'pending'),
      source: 'crm_lead',
      user: null,
      customer: contact ? { name: contact.name, phone: contact.phone, email: contact.email } : null,
      shipping_address: null,
      subtotal: listing.price * quantity,
      delivery_charges: 0,
      total_amount: listing.price * quantity,
      order_items: [
        {
          id: this.nextId++,
          quantity,
          price_per_unit: listing.price,
          listing: { id: listing.id, product: { id: listing.product_id, name: listing.product.name } },
        },
      ],
    };
    this.orders = [order, ...this.orders];
    lead.order_id = order.id;
    lead.stage = 'won';
    return json({ order_id: order.id, order, lead }, { status: 201 });
  }

  private remove(kind: 'contacts' | 'leads' | 'tasks', id: number): void {
    if (kind === 'contacts') this.contacts = this.contacts.filter((contact) => contact.id !== id);
    else if (kind === 'leads') this.leads = this.leads.filter((lead) => lead.id !== id);
    else this.tasks = this.tasks.filter((task) => task.id !== id);
  }

  /** The answer to a seller or CRM call, or null when the path is not one. */
  async answer(request: Request, path: string, method: string, url: URL): Promise<Response | null> {
    if (path === '/sellers/me' && method === 'GET') return json(this.seller);
    if (path === '/sellers/me' && method === 'PUT') {
      this.seller = { ...this.seller, ...((await request.json()) as Partial<Seller>) };
      return json(this.seller);
    }
    if (path === '/sellers/me/depot' && method === 'PUT') {
      const body = (await request.json()) as SellerDepotUpdate;
      // 999999: a pincode the server cannot place on the map.
      if (body.pincode === '999999')
        return json({ detail: "We cannot place this pincode on the map. Please enter your depot's latitude and longitude." }, { status: 422 });
      this.seller = { ...this.seller, depot: { pincode: body.pincode, latitude: 13.0033, longitude: 77.6916, delivery_radius_km: body.delivery_radius_km } };
      return json(this.seller);
    }
    if (path === '/sellers/me/gst' && method === 'PUT') {
      const gstin = normaliseGstin(((await request.json()) as { gstin: string }).gstin);
      const problem = validateGstin(gstin);
      if (problem) return json({ detail: problem }, { status: 422 });
      this.seller = { ...this.seller, gst: { gstin, state: gstStateName(gstinStateCode(gstin)), state_code: gstinStateCode(gstin) } };
      return json(this.seller);
    }
    if (path === '/sellers/me/default-products') return json(this.defaultProducts);
    if (path === '/sellers/me/listings' && method === 'GET') return json(this.listings);
    if (path === '/sellers/me/listings' && method === 'POST') {
      const created = this.createListing((await request.json()) as SellerListingCreate);
      return 'detail' in created ? json({ detail: created.detail }, { status: created.status }) : json(created, { status: 201 });
    }
    if (path === '/sellers/me/listings/export') return new Response('listing_id,product,price\n', { headers: { 'content-type': 'text/csv' } });
    if (path === '/sellers/me/listings/upload' && method === 'POST')
      return json({ updated_listings: 2, created_history: 2, errors: [{ row: 4, message: 'price must be more than 0' }] });
    const listingMatch = /^\/sellers\/me\/listings\/(\d+)$/.exec(path);
    if (listingMatch && method === 'PUT') {
      const updated = this.updateListing(Number(listingMatch[1]), (await request.json()) as SellerListingUpdate);
      return updated ? json(updated) : json({ detail: 'Listing not found' }, { status: 404 });
    }
    if (listingMatch && method === 'DELETE') {
      const id = Number(listingMatch[1]);
      this.listings = this.listings.filter((listing) => listing.id !== id);
      return json({ id, deleted: true, deactivated: false, detail: 'Listing deleted' });
    }
    if (path === '/sellers/me/orders') return json(this.orders);
    if (path.startsWith('/sellers/me/rfqs')) return this.rfqs.answer(request, path, method);
    const documentMatch = /^\/sellers\/me\/orders\/(\d+)\/(invoice|credit-note)\.pdf$/.exec(path);
    if (documentMatch) {
      const order = this.orders.find((candidate) => candidate.id === Number(documentMatch[1]));
      return orderDocumentResponse(documentMatch[2] === 'invoice' ? order?.invoice_number : order?.credit_note_number);
    }
    const statusMatch = /^\/orders\/seller\/orders\/(\d+)\/status$/.exec(path);
    if (statusMatch && method === 'PUT') {
      const outcome = this.advance(Number(statusMatch[1]), ((await request.json()) as { status: OrderStatus }).status);
      return 'detail' in outcome ? json({ detail: outcome.detail }, { status: outcome.status }) : json(outcome);
    }
    if (!path.startsWith('/crm/')) return null;
    return this.answerCrm(request, path, method, url);
  }

  private async answerCrm(request: Request, path: string, method: string, url: URL): Promise<Response | null> {
    if (path === '/crm/stats') return json(this.stats());
    if (path === '/crm/tasks/reminders') return json(this.reminders());
    if (/^\/crm\/(contacts|leads)\/export$/.test(path)) return new Response('id,name\n', { headers: { 'content-type': 'text/csv' } });
    if (/^\/crm\/(contacts|leads)\/import$/.test(path) && method === 'POST')
      return json({ added: 2, updated: 1, errors: [{ row: 5, message: 'name is required' }] });
    const convertMatch = /^\/crm\/leads\/(\d+)\/convert-to-order$/.exec(path);
    if (convertMatch && method === 'POST') return this.convert(Number(convertMatch[1]), url.searchParams.get('quantity'));
    if (path === '/crm/contacts')
      return method === 'POST' ? json(this.addContact((await request.json()) as CrmContactInput), { status: 201 }) : json(this.contacts);
    if (path === '/crm/leads') return method === 'POST' ? json(this.addLead((await request.json()) as CrmLeadInput), { status: 201 }) : json(this.leads);
    if (path === '/crm/tasks') return method === 'POST' ? json(this.addTask((await request.json()) as CrmTaskInput), { status: 201 }) : json(this.tasks);
    const itemMatch = /^\/crm\/(contacts|leads|tasks)\/(\d+)$/.exec(path);
    if (!itemMatch) return null;
    const kind = itemMatch[1] as 'contacts' | 'leads' | 'tasks';
    const id = Number(itemMatch[2]);
    const list: Array<{ id: number }> = this[kind];
    const record = list.find((candidate) => candidate.id === id);
    if (!record) return json({ detail: 'Not found' }, { status: 404 });
    if (method === 'DELETE') {
      this.remove(kind, id);
      return new Response(null, { status: 204 });
    }
    const changes = (await request.json()) as Record<string, unknown>;
    Object.assign(
      record,
      changes,
      { updated_at: NOW },
      kind === 'tasks' && changes.status ? { completed_at: changes.status === 'completed' ? NOW : null } : {},
    );
    return json(record);
  }
}

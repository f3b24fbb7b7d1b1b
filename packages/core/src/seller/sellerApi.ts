import type { ApiClient } from '../api/client.ts';
import type { Seller, SellerDepotUpdate } from '../api/types.ts';
import type { SellerDefaultProduct } from '../admin/adminTypes.ts';
import type { Product } from '../catalogue/catalogueTypes.ts';
import type { OrderStatus } from '../orders/orderTypes.ts';
import type {
  CrmContact,
  CrmContactInput,
  CrmImportResult,
  CrmLead,
  CrmLeadInput,
  CrmStats,
  CrmTask,
  CrmTaskInput,
  LeadConversion,
  ListingDeletion,
  ListingUploadResult,
  SellerListing,
  SellerListingCreate,
  SellerListingUpdate,
  SellerOrder,
  TaskReminders,
} from './sellerTypes.ts';
import { fetchCsv, type CsvDownloadDeps } from '../api/csvDownload.ts';

/** The CRM lists load 100 each (spec toolkit §7, §9). */
export const CRM_LIST_LIMIT = 100;

/** Products offered for a new listing: one page of the catalogue (GET /products/). */
export const PRODUCT_CHOICE_LIMIT = 100;

/** Paths of the CSV files a seller downloads (seller token). */
export const SELLER_CSV_EXPORTS = {
  listings: { path: '/sellers/me/listings/export', filename: 'listings.csv' },
  contacts: { path: '/crm/contacts/export', filename: 'contacts.csv' },
  leads: { path: '/crm/leads/export', filename: 'leads.csv' },
} as const;
export type SellerCsvExport = keyof typeof SELLER_CSV_EXPORTS;

/** Seller dashboard calls (spec toolkit §7 "Seller" and "CRM"); every one carries the seller token. */
export interface SellerApi {
  /** PUT /sellers/me/depot: where the seller delivers from and how far; answers the seller. */
  updateDepot(update: SellerDepotUpdate): Promise<Seller>;
  /** PUT /sellers/me/gst: registers the seller's GSTIN for its tax invoices; answers the seller. */
  updateGst(gstin: string): Promise<Seller>;
  listListings(): Promise<SellerListing[]>;
  createListing(input: SellerListingCreate): Promise<SellerListing>;
  updateListing(id: number, update: SellerListingUpdate): Promise<SellerListing>;
  deleteListing(id: number): Promise<ListingDeletion>;
  uploadListings(file: Blob, filename?: string): Promise<ListingUploadResult>;
  /** Products a listing can be made for. */
  /** Up to PRODUCT_CHOICE_LIMIT products, matching `search` (name, brand or SKU, typos tolerated) when given. */
  listProducts(search?: string): Promise<Product[]>;
  /** The admins' active default products, to create a listing from (`default_product_id`). */
  listDefaultProducts(): Promise<SellerDefaultProduct[]>;
  listOrders(): Promise<SellerOrder[]>;
  setOrderStatus(id: number, status: OrderStatus): Promise<SellerOrder>;
  listContacts(): Promise<CrmContact[]>;
  createContact(input: CrmContactInput): Promise<CrmContact>;
  updateContact(id: number, input: Partial<CrmContactInput>): Promise<CrmContact>;
  deleteContact(id: number): Promise<void>;
  listLeads(): Promise<CrmLead[]>;
  createLead(input: CrmLeadInput): Promise<CrmLead>;
  updateLead(id: number, input: Partial<CrmLeadInput>): Promise<CrmLead>;
  deleteLead(id: number): Promise<void>;
  convertLead(id: number, quantity?: number): Promise<LeadConversion>;
  listTasks(): Promise<CrmTask[]>;
  createTask(input: CrmTaskInput): Promise<CrmTask>;
  updateTask(id: number, input: Partial<CrmTaskInput>): Promise<CrmTask>;
  deleteTask(id: number): Promise<void>;
  crmStats(): Promise<CrmStats>;
  taskReminders(): Promise<TaskReminders>;
  importContacts(file: Blob, filename?: string): Promise<CrmImportResult>;
  importLeads(file: Blob, filename?: string): Promise<CrmImportResult>;
}

function fileForm(file: Blob, filename: string): FormData {
  const form = new FormData();
  form.append('file', file, filename);
  return form;
}

export function createSellerApi(client: ApiClient): SellerApi {
  const list = { query: { limit: CRM_LIST_LIMIT } };
  return {
    updateDepot: (update) => client.put('/sellers/me/depot', update),
    updateGst: (gstin) => client.put('/sellers/me/gst', { gstin }),
    listListings: () => client.get('/sellers/me/listings'),
    createListing: (input) => client.post('/sellers/me/listings', input),
    updateListing: (id, update) => client.put(`/sellers/me/listings/${id}`, update),
    deleteListing: (id) => client.delete(`/sellers/me/listings/${id}`),
    uploadListings: (file, filename = 'listings.csv') => client.post('/sellers/me/listings/upload', fileForm(file, filename)),
    listProducts: (search) => client.get('/products/', { query: { limit: PRODUCT_CHOICE_LIMIT, ...(search ? { search } : {}) }, auth: 'none' }),
    listDefaultProducts: () => client.get('/sellers/me/default-products'),
    listOrders: () => client.get('/sellers/me/orders'),
    setOrderStatus: (id, status) => client.put(`/orders/seller/orders/${id}/status`, { status }),
    listContacts: () => client.get('/crm/contacts', list),
    createContact: (input) => client.post('/crm/contacts', input),
    updateContact: (id, input) => client.put(`/crm/contacts/${id}`, input),
    deleteContact: (id) => client.delete(`/crm/contacts/${id}`),
    listLeads: () => client.get('/crm/leads', list),
    createLead: (input) => client.post('/crm/leads', input),
    updateLead: (id, input) => client.put(`/crm/leads/${id}`, input),
    deleteLead: (id) => client.delete(`/crm/leads/${id}`),
    convertLead: (id, quantity) => client.post(`/crm/leads/${id}/convert-to-order`, undefined, { query: { quantity } }),
    listTasks: () => client.get('/crm/tasks', list),
    createTask: (input) => client.post('/crm/tasks', input),
    updateTask: (id, input) => client.put(`/crm/tasks/${id}`, input),
    deleteTask: (id) => client.delete(`/crm/tasks/${id}`),
    crmStats: () => client.get('/crm/stats'),
    taskReminders: () => client.get('/crm/tasks/reminders'),
    importContacts: (file, filename = 'contacts.csv') => client.post('/crm/contacts/import', fileForm(file, filename)),
    importLeads: (file, filename = 'leads.csv') => client.post('/crm/leads/import', fileForm(file, filename)),
  };
}

/** Fetches one of the seller's CSV files with the seller token, as a Blob to save (fetchCsv). */
export function fetchSellerCsv(which: SellerCsvExport, deps: CsvDownloadDeps): Promise<Blob> {
  return fetchCsv(SELLER_CSV_EXPORTS[which].path, deps);
}

import type { ApiClient } from '../api/client.ts';
import { ADMIN_AUTH as admin, adminPage } from './adminPaging.ts';
import { catalogueProductQuery } from './adminCatalogueRules.ts';
import type {
  AdminCatalogueProduct,
  AdminCatalogueProductInput,
  AdminCatalogueProductQuery,
  AdminCategory,
  AdminCategoryDeletion,
  AdminCategoryInput,
} from './adminCatalogueTypes.ts';
import type { AdminPage } from './adminTypes.ts';

/** The admin's catalogue calls (issue 28), apart from the other admin calls: only the Catalogue tab carries them. */
export interface AdminCatalogueApi {
  /** One page of the products (active and not) matching the search and filters, by name; 25 unless `limit` says otherwise. */
  listProducts(query?: AdminCatalogueProductQuery): Promise<AdminPage<AdminCatalogueProduct>>;
  product(id: number): Promise<AdminCatalogueProduct>;
  /** 409 for a SKU another product has; 422 for what the form's rules refuse. */
  createProduct(input: AdminCatalogueProductInput): Promise<AdminCatalogueProduct>;
  updateProduct(id: number, input: Partial<AdminCatalogueProductInput>): Promise<AdminCatalogueProduct>;
  /** Deactivated, it leaves the storefront at once; reactivated, it is back. */
  setProductActive(id: number, active: boolean): Promise<AdminCatalogueProduct>;
  /** Every category in tree order, with its product counts. */
  listCategories(): Promise<AdminCategory[]>;
  /** 409 for a name its parent already has; 400 for a place the storefront's two levels cannot show. */
  createCategory(input: AdminCategoryInput): Promise<AdminCategory>;
  updateCategory(id: number, input: Partial<AdminCategoryInput>): Promise<AdminCategory>;
  /** Only an empty category (no products, no sub-categories); 409 otherwise. */
  deleteCategory(id: number): Promise<AdminCategoryDeletion>;
}

export function createAdminCatalogueApi(client: ApiClient): AdminCatalogueApi {
  return {
    listProducts: (query = {}) => adminPage(client, '/admin/catalogue/products', catalogueProductQuery(query)),
    product: (id) => client.get(`/admin/catalogue/products/${id}`, admin),
    createProduct: (input) => client.post('/admin/catalogue/products', input, admin),
    updateProduct: (id, input) => client.put(`/admin/catalogue/products/${id}`, input, admin),
    setProductActive: (id, active) => client.put(`/admin/catalogue/products/${id}/active`, { active }, admin),
    listCategories: () => client.get('/admin/catalogue/categories', admin),
    createCategory: (input) => client.post('/admin/catalogue/categories', input, admin),
    updateCategory: (id, input) => client.put(`/admin/catalogue/categories/${id}`, input, admin),
    deleteCategory: (id) => client.delete(`/admin/catalogue/categories/${id}`, admin),
  };
}

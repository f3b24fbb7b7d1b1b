/*
 * The admin's catalogue (issue 28, "Admin catalogue"): the storefront's products and categories as
 * an admin creates, edits and deactivates them under /admin/catalogue. Every call carries the admin token.
 */

/** One specification of a product, in the order the product page shows them. */
export interface SpecificationPair {
  name: string;
  value: string;
}

/** GET /admin/catalogue/products and /{id}: a catalogue product with everything the editor needs. */
export interface AdminCatalogueProduct {
  id: number;
  name: string;
  /** Shown instead of name when present. */
  display_name: string | null;
  master_sku: string;
  brand: string | null;
  unit: string;
  description: string | null;
  category_id: number;
  category_name: string;
  /** The top-level category above it; null when the product sits in a top-level category. */
  parent_category_name: string | null;
  specifications: SpecificationPair[];
  /** False once deactivated: gone from the storefront, still in existing carts and orders. */
  is_active: boolean;
  /** Sellers' listings of it (active or not). */
  listing_count: number;
  image_count: number;
  created_at: string;
  updated_at: string;
}

/** POST /admin/catalogue/products, PUT /admin/catalogue/products/{id}: what the editor sends. */
export interface AdminCatalogueProductInput {
  name: string;
  display_name: string | null;
  master_sku: string;
  brand: string | null;
  unit: string;
  description: string | null;
  category_id: number;
  specifications: SpecificationPair[];
}

/** GET /admin/catalogue/products: search (name, display name, SKU, brand), category (and those below it), active state, page. */
export interface AdminCatalogueProductQuery {
  q?: string;
  category_id?: number;
  active?: boolean;
  limit?: number;
  offset?: number;
}

/** GET /admin/catalogue/categories: one category, in tree order (each top-level one followed by its sub-categories). */
export interface AdminCategory {
  id: number;
  name: string;
  description: string | null;
  parent_id: number | null;
  typical_quantity: number | null;
  /** Products directly in it (active or not). */
  product_count: number;
  /** Products in it and its sub-categories (active or not). */
  total_product_count: number;
  child_count: number;
}

/** POST /admin/catalogue/categories, PUT /admin/catalogue/categories/{id}. */
export interface AdminCategoryInput {
  name: string;
  description: string | null;
  /** Null: a top-level category; otherwise a top-level category to sit under (the storefront shows two levels). */
  parent_id: number | null;
  typical_quantity: number | null;
}

/** DELETE /admin/catalogue/categories/{id}. */
export interface AdminCategoryDeletion {
  id: number;
  detail: string;
}

import {
  ADMIN_CATALOGUE_MESSAGES as M,
  ADMIN_CATALOGUE_PAGE_SIZE,
  categoryPlacementError,
  categoryTree,
  skuError,
  specificationsError,
  type AdminCatalogueProduct,
  type AdminCatalogueProductInput,
  type AdminCategory,
  type AdminCategoryInput,
  type SpecificationPair,
} from '@nirmaan/core';

/** A category as the fake keeps it; its counts are worked out from the products. */
export type FakeCategoryRow = Pick<AdminCategory, 'id' | 'name' | 'description' | 'parent_id' | 'typical_quantity'>;

/** A catalogue product as the fake keeps it; names of its categories and counts are worked out. */
export type FakeCatalogueProductRow = Omit<AdminCatalogueProduct, 'category_name' | 'parent_category_name' | 'image_count'>;

export interface FakeCatalogueOptions {
  categories?: FakeCategoryRow[];
  products?: FakeCatalogueProductRow[];
}

const NOW = '2026-11-20T10:00:00Z';

const problem = (status: number, detail: string) => Response.json({ detail }, { status });

export function sampleCategory(id: number, name: string, parentId: number | null = null, fields: Partial<FakeCategoryRow> = {}): FakeCategoryRow {
  return { id, name, description: null, parent_id: parentId, typical_quantity: null, ...fields };
}

export function sampleCatalogueProduct(
  id: number,
  fields: Partial<FakeCatalogueProductRow> & Pick<FakeCatalogueProductRow, 'name' | 'master_sku' | 'unit' | 'category_id'>,
): FakeCatalogueProductRow {
  return {
    id,
    display_name: null,
    brand: null,
    description: null,
    specifications: [],
    is_active: true,
    listing_count: 0,
    created_at: NOW,
    updated_at: NOW,
    ...fields,
  };
}

const spec = (name: string, value: string): SpecificationPair => ({ name, value });

/** Cement (OPC, PPC), Steel (TMT Bars), Sand and Bricks, with a handful of products, one deactivated. */
export const DEMO_CATALOGUE: Required<FakeCatalogueOptions> = {
  categories: [
    sampleCategory(1, 'Cement', null, { description: 'Portland cements for concrete, plaster and masonry.', typical_quantity: 50 }),
    sampleCategory(2, 'OPC', 1),
    sampleCategory(3, 'PPC', 1),
    sampleCategory(4, 'Steel', null, { typical_quantity: 500 }),
    sampleCategory(5, 'TMT Bars', 4),
    sampleCategory(6, 'Sand', null),
    sampleCategory(7, 'Bricks', null),
  ],
  products: [
    sampleCatalogueProduct(1, {
      name: 'UltraTech OPC 53',
      display_name: 'UltraTech OPC 53 Grade Cement (50 kg)',
      master_sku: 'CEM-OPC53-ULT',
      brand: 'UltraTech',
      unit: 'Bag',
      category_id: 2,
      description: 'Ordinary Portland cement, 53 grade, IS 269.',
      specifications: [spec('Grade', '53'), spec('Weight', '50 kg'), spec('Standard', 'IS 269:2015')],
      listing_count: 3,
    }),
    sampleCatalogueProduct(2, { name: 'ACC Suraksha PPC', master_sku: 'CEM-PPC-ACC', brand: 'ACC', unit: 'Bag', category_id: 3, listing_count: 2 }),
    sampleCatalogueProduct(3, {
      name: 'Tata Tiscon Fe 550D 12 mm',
      master_sku: 'STL-TMT12-TATA',
      brand: 'Tata Tiscon',
      unit: 'Kg',
      category_id: 5,
      specifications: [spec('Diameter', '12 mm'), spec('Grade', 'Fe 550D')],
      listing_count: 4,
    }),
    sampleCatalogueProduct(4, {
      name: 'Robo M-Sand for Concrete',
      master_sku: 'SND-MSAND-CONC',
      brand: 'Robo Silicon',
      unit: 'Cft',
      category_id: 6,
      listing_count: 1,
    }),
    sampleCatalogueProduct(5, { name: 'River Sand', master_sku: 'SND-RIVER', unit: 'Cft', category_id: 6, is_active: false }),
    sampleCatalogueProduct(6, { name: 'Wire-cut Red Brick', master_sku: 'BRK-WIRECUT', unit: 'Nos', category_id: 7, listing_count: 2 }),
  ],
};

/**
 * The admin's catalogue behind the fake API (/admin/catalogue/products and /categories), with the
 * server's rules the Catalogue tab relies on: search and paging with X-Total-Count, 404 for unknown
 * ids, 409 for a taken SKU or category name or a category that is not empty, 400 for a place the
 * storefront's two levels cannot show, 422 with the form's messages.
 */
export class FakeCatalogue {
  categories: FakeCategoryRow[];
  products: FakeCatalogueProductRow[];
  /** How many photos each product has (the Photos manager's fake keeps the photos themselves). */
  imageCount: (productId: number) => number = () => 0;
  private nextId = 100;

  constructor(options: FakeCatalogueOptions = DEMO_CATALOGUE) {
    this.categories = (options.categories ?? []).map((category) => ({ ...category }));
    this.products = (options.products ?? []).map((product) => ({ ...product, specifications: product.specifications.map((pair) => ({ ...pair })) }));
  }

  private categoryView(category: FakeCategoryRow): AdminCategory {
    const below = new Set([category.id, ...this.categories.filter((child) => child.parent_id === category.id).map((child) => child.id)]);
    return {
      ...category,
      product_count: this.products.filter((product) => product.category_id === category.id).length,
      total_product_count: this.products.filter((product) => below.has(product.category_id)).length,
      child_count: this.categories.filter((child) => child.parent_id === category.id).length,
    };
  }

  listCategories(): AdminCategory[] {
    return categoryTree(this.categories).flatMap(({ category, children }) => [category, ...children].map((row) => this.categoryView(row)));
  }

  private productView(product: FakeCatalogueProductRow): AdminCatalogueProduct {
    const category = this.categories.find((candidate) => candidate.id === product.category_id);
    const parent = category?.parent_id == null ? undefined : this.categories.find((candidate) => candidate.id === category.parent_id);
    return {
      ...product,
      category_name: category?.name ?? '',
      parent_category_name: parent?.name ?? null,
      image_count: this.imageCount(product.id),
    };
  }

  private listProducts(url: URL): Response {
    const q = (url.searchParams.get('q') ?? '').trim().toLowerCase();
    const categoryId = url.searchParams.get('category_id');
    const active = url.searchParams.get('active');
    const limit = Number(url.searchParams.get('limit') ?? ADMIN_CATALOGUE_PAGE_SIZE);
    const offset = Number(url.searchParams.get('offset') ?? 0);
    const inCategory = categoryId
      ? new Set([Number(categoryId), ...this.categories.filter((child) => child.parent_id === Number(categoryId)).map((child) => child.id)])
      : null;
    const shown = (product: FakeCatalogueProductRow) => (product.display_name ?? product.name).toLowerCase();
    const matching = this.products
      .filter((product) => !q || [product.name, product.display_name, product.master_sku, product.brand].some((text) => (text ?? '').toLowerCase().includes(q)))
      .filter((product) => !inCategory || inCategory.has(product.category_id))
      .filter((product) => active === null || product.is_active === (active === 'true'))
      .sort((a, b) => shown(a).localeCompare(shown(b)) || a.id - b.id);
    return Response.json(
      matching.slice(offset, offset + limit).map((product) => this.productView(product)),
      { headers: { 'x-total-count': String(matching.length) } },
    );
  }

  /** The first problem of a product body, as the server answers it; null when it is fine. */
  private productProblem(input: Partial<AdminCatalogueProductInput>, id: number | null): Response | null {
    if (input.name !== undefined && input.name.trim() === '') return problem(422, M.name);
    if (input.master_sku !== undefined) {
      const invalid = skuError(input.master_sku);
      if (invalid) return problem(422, invalid);
      const sku = input.master_sku.trim().toLowerCase();
      if (this.products.some((product) => product.id !== id && product.master_sku.toLowerCase() === sku))
        return problem(409, M.skuTaken(input.master_sku.trim()));
    }
    if (input.category_id !== undefined && !this.categories.some((category) => category.id === input.category_id)) return problem(422, M.unknownCategory);
    if (input.specifications !== undefined) {
      const invalid = specificationsError(input.specifications);
      if (invalid) return problem(422, invalid);
    }
    return null;
  }

  private async saveProduct(request: Request, id: number | null): Promise<Response> {
    const input = (await request.json()) as Partial<AdminCatalogueProductInput>;
    const existing = id === null ? undefined : this.products.find((product) => product.id === id);
    if (id !== null && !existing) return problem(404, M.productNotFound);
    const refused = this.productProblem(input, id);
    if (refused) return refused;
    if (existing) {
      Object.assign(existing, Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined)), { updated_at: NOW });
      return Response.json(this.productView(existing));
    }
    const made = sampleCatalogueProduct(this.nextId++, input as AdminCatalogueProductInput);
    this.products.push(made);
    return Response.json(this.productView(made), { status: 201 });
  }

  private async saveCategory(request: Request, id: number | null): Promise<Response> {
    const input = (await request.json()) as Partial<AdminCategoryInput>;
    const existing = id === null ? undefined : this.categories.find((category) => category.id === id);
    if (id !== null && !existing) return problem(404, M.categoryNotFound);
    if (input.name !== undefined && input.name.trim() === '') return problem(422, M.categoryName);
    const parentId = input.parent_id === undefined ? (existing?.parent_id ?? null) : input.parent_id;
    if (input.parent_id !== undefined && input.parent_id !== existing?.parent_id) {
      const placement = categoryPlacementError(this.categories, existing ?? null, input.parent_id);
      if (placement) return problem(400, placement);
    }
    const name = (input.name ?? existing?.name ?? '').trim();
    if (this.categories.some((category) => category.id !== id && category.parent_id === parentId && category.name.toLowerCase() === name.toLowerCase())) {
      return problem(409, M.categoryNameTaken(name));
    }
    if (existing) {
      Object.assign(existing, Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined)));
      return Response.json(this.categoryView(existing));
    }
    const made = sampleCategory(this.nextId++, name, parentId, { description: input.description ?? null, typical_quantity: input.typical_quantity ?? null });
    this.categories.push(made);
    return Response.json(this.categoryView(made), { status: 201 });
  }

  private deleteCategory(id: number): Response {
    const category = this.categories.find((candidate) => candidate.id === id);
    if (!category) return problem(404, M.categoryNotFound);
    const view = this.categoryView(category);
    if (view.child_count > 0) return problem(409, M.deleteHasChildren(category.name, view.child_count));
    if (view.product_count > 0) return problem(409, M.deleteHasProducts(category.name, view.product_count));
    this.categories = this.categories.filter((candidate) => candidate.id !== id);
    return Response.json({ id, detail: M.categoryDeleted(category.name) });
  }

  /** The answer to a /admin/catalogue call, or null when the path is not one. */
  async answer(request: Request, path: string, method: string, url: URL): Promise<Response | null> {
    if (path === '/admin/catalogue/products') return method === 'POST' ? this.saveProduct(request, null) : this.listProducts(url);
    const product = /^\/admin\/catalogue\/products\/(\d+)(\/active)?$/.exec(path);
    if (product) {
      const id = Number(product[1]);
      if (product[2] && method === 'PUT') {
        const found = this.products.find((candidate) => candidate.id === id);
        if (!found) return problem(404, M.productNotFound);
        found.is_active = ((await request.json()) as { active: boolean }).active;
        return Response.json(this.productView(found));
      }
      if (method === 'PUT') return this.saveProduct(request, id);
      const found = this.products.find((candidate) => candidate.id === id);
      return found ? Response.json(this.productView(found)) : problem(404, M.productNotFound);
    }
    if (path === '/admin/catalogue/categories') return method === 'POST' ? this.saveCategory(request, null) : Response.json(this.listCategories());
    const category = /^\/admin\/catalogue\/categories\/(\d+)$/.exec(path);
    if (category && method === 'PUT') return this.saveCategory(request, Number(category[1]));
    if (category && method === 'DELETE') return this.deleteCategory(Number(category[1]));
    return null;
  }
}

import type { QueryValue } from '../api/url.ts';
import { addError, type FieldErrors } from '../rules/types.ts';
import type {
  AdminCatalogueProduct,
  AdminCatalogueProductInput,
  AdminCategory,
  AdminCategoryInput,
  AdminCatalogueProductQuery,
  SpecificationPair,
} from './adminCatalogueTypes.ts';
import { DEFAULT_PRODUCT_UNITS } from './defaultProductChoices.ts';

/*
 * The admin catalogue's rules (issue 28): limits, messages and the checks of the product and
 * category forms, shared by the Catalogue tab and the server so both say the same thing; and the
 * category tree's rule (two levels, as the storefront shows them).
 */

export const ADMIN_CATALOGUE_LIMITS = {
  name: 200,
  displayName: 200,
  sku: 64,
  brand: 100,
  description: 4000,
  specifications: 30,
  specificationName: 60,
  specificationValue: 200,
  categoryName: 100,
  categoryDescription: 1000,
  typicalQuantity: 100_000,
  search: 200,
} as const;

/** Products a page of the admin's catalogue table shows. */
export const ADMIN_CATALOGUE_PAGE_SIZE = 25;

/** The units a product is sold in: the same list the default products use. */
export const ADMIN_CATALOGUE_UNITS = DEFAULT_PRODUCT_UNITS;

const L = ADMIN_CATALOGUE_LIMITS;

export const ADMIN_CATALOGUE_MESSAGES = {
  name: 'Product name is required',
  nameTooLong: `The product name must be at most ${L.name} characters`,
  displayNameTooLong: `The display name must be at most ${L.displayName} characters`,
  sku: 'SKU is required',
  skuFormat: `A SKU has letters, digits and - _ . / only, at most ${L.sku} characters`,
  skuTaken: (sku: string) => `Another product already has the SKU ${sku}`,
  brandTooLong: `The brand must be at most ${L.brand} characters`,
  unit: 'Choose a unit from the list',
  category: 'Choose a category',
  unknownCategory: 'That category does not exist',
  descriptionTooLong: `The description must be at most ${L.description} characters`,
  tooManySpecifications: `A product has at most ${L.specifications} specifications`,
  specificationName: 'Every specification needs a name',
  specificationValue: 'Every specification needs a value',
  specificationNameTooLong: `A specification's name must be at most ${L.specificationName} characters`,
  specificationValueTooLong: `A specification's value must be at most ${L.specificationValue} characters`,
  duplicateSpecification: (name: string) => `The specification “${name}” appears twice`,
  productNotFound: 'Product not found',
  nothingToChange: 'Nothing to change: send at least one field',
  activeFlag: 'active must be true or false',
  categoryNotFound: 'Category not found',
  categoryName: 'Category name is required',
  categoryNameTooLong: `The category name must be at most ${L.categoryName} characters`,
  categoryNameTaken: (name: string) => `There is already a category named ${name} there`,
  categoryDescriptionTooLong: `The description must be at most ${L.categoryDescription} characters`,
  typicalQuantity: `The typical quantity is a whole number from 1 to ${L.typicalQuantity.toLocaleString('en-IN')}`,
  parentUnknown: 'The parent category does not exist',
  moveUnderItself: 'A category cannot be moved under itself',
  moveUnderDescendant: 'A category cannot be moved under one of its own sub-categories',
  tooDeep: 'A sub-category goes under a top-level category: the storefront shows two levels',
  keepsChildren: (name: string) => `${name} has sub-categories, so it stays a top-level category: the storefront shows two levels`,
  deleteHasProducts: (name: string, count: number) =>
    `${name} still has ${count} ${count === 1 ? 'product' : 'products'}: move ${count === 1 ? 'it' : 'them'} to another category first`,
  deleteHasChildren: (name: string, count: number) =>
    `${name} still has ${count} ${count === 1 ? 'sub-category' : 'sub-categories'}: move or delete ${count === 1 ? 'it' : 'them'} first`,
  categoryDeleted: (name: string) => `Deleted the category ${name}`,
  categorySaved: (name: string) => `Saved the category ${name}`,
  productSaved: (name: string) => `Saved ${name}`,
  deactivated: (name: string) => `${name} is hidden from the storefront`,
  reactivated: (name: string) => `${name} is back on the storefront`,
  loadProductsFailed: 'Could not load the catalogue products.',
  loadCategoriesFailed: 'Could not load the categories.',
  saveFailed: 'Failed to save. Please try again.',
  actionFailed: 'That did not work. Please try again.',
  loadingProducts: 'Loading the catalogue...',
  loadingCategories: 'Loading the categories...',
  noProducts: 'No products yet',
  noProductsHint: 'Add the first product of the catalogue.',
  noMatch: 'No product matches',
  noMatchHint: 'Try another name, SKU or brand, or clear the filters.',
  noCategories: 'No categories yet. Add the first one.',
  addProductTitle: 'Add product',
  editProductTitle: 'Edit product',
  addCategoryTitle: 'Add category',
  editCategoryTitle: 'Edit category',
  deactivateTitle: (name: string) => `Deactivate ${name}?`,
  deactivateDescription:
    'It disappears from the storefront at once: lists, search, the product page, the price board and the chatbot. Carts and orders that have it keep showing it.',
  reactivateTitle: (name: string) => `Reactivate ${name}?`,
  reactivateDescription: 'It appears on the storefront again at once, with its listings.',
  deleteCategoryTitle: (name: string) => `Delete the category ${name}?`,
  deleteCategoryDescription: 'Only an empty category, without products or sub-categories, can be deleted.',
  saving: 'Saving...',
} as const;

const M = ADMIN_CATALOGUE_MESSAGES;

const SKU_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._/-]*$/;

/** The SKU's message, or null when it is fine. */
export function skuError(text: string): string | null {
  const sku = text.trim();
  if (sku === '') return M.sku;
  return sku.length > L.sku || !SKU_PATTERN.test(sku) ? M.skuFormat : null;
}

export const isCatalogueUnit = (unit: string): boolean => (ADMIN_CATALOGUE_UNITS as readonly string[]).includes(unit);

/** The first problem of the specifications (empty rows are left out before this check), or null. */
export function specificationsError(pairs: readonly SpecificationPair[]): string | null {
  if (pairs.length > L.specifications) return M.tooManySpecifications;
  const seen = new Set<string>();
  for (const pair of pairs) {
    const name = pair.name.trim();
    const value = pair.value.trim();
    if (name === '') return M.specificationName;
    if (value === '') return M.specificationValue;
    if (name.length > L.specificationName) return M.specificationNameTooLong;
    if (value.length > L.specificationValue) return M.specificationValueTooLong;
    const key = name.toLowerCase();
    if (seen.has(key)) return M.duplicateSpecification(name);
    seen.add(key);
  }
  return null;
}

/** The specifications as typed, trimmed, without the rows left wholly empty. */
export function cleanSpecifications(pairs: readonly SpecificationPair[]): SpecificationPair[] {
  return pairs.map((pair) => ({ name: pair.name.trim(), value: pair.value.trim() })).filter((pair) => pair.name !== '' || pair.value !== '');
}

/** The stored key → value object (in order) as pairs, and back. */
export const specificationPairs = (specifications: Record<string, string>): SpecificationPair[] =>
  Object.entries(specifications).map(([name, value]) => ({ name, value }));
export const specificationRecord = (pairs: readonly SpecificationPair[]): Record<string, string> =>
  Object.fromEntries(pairs.map((pair) => [pair.name, pair.value]));

/** Moves the specification (or anything kept beside it, like a row's key) at `index` one place up (-1) or down (+1); unchanged at the ends. */
export function moveSpecification<T>(pairs: readonly T[], index: number, step: -1 | 1): T[] {
  const target = index + step;
  if (index < 0 || index >= pairs.length || target < 0 || target >= pairs.length) return [...pairs];
  const moved = [...pairs];
  [moved[index], moved[target]] = [moved[target]!, moved[index]!];
  return moved;
}

// ---- the product form --------------------------------------------------------------------------

/** What the product editor holds, as typed; the category's id as the select's text. */
export interface CatalogueProductForm {
  name: string;
  display_name: string;
  master_sku: string;
  brand: string;
  unit: string;
  description: string;
  category_id: string;
  specifications: SpecificationPair[];
}

export type CatalogueProductField = Exclude<keyof CatalogueProductForm, 'specifications'> | 'specifications';

export function emptyCatalogueProductForm(): CatalogueProductForm {
  return { name: '', display_name: '', master_sku: '', brand: '', unit: '', description: '', category_id: '', specifications: [] };
}

export function toCatalogueProductForm(product: AdminCatalogueProduct): CatalogueProductForm {
  return {
    name: product.name,
    display_name: product.display_name ?? '',
    master_sku: product.master_sku,
    brand: product.brand ?? '',
    unit: product.unit,
    description: product.description ?? '',
    category_id: String(product.category_id),
    specifications: product.specifications.map((pair) => ({ ...pair })),
  };
}

/** Name, SKU, unit and category required; lengths, the SKU's characters and the specifications checked. Empty when valid. */
export function validateCatalogueProduct(form: CatalogueProductForm): FieldErrors<CatalogueProductField> {
  const errors: FieldErrors<CatalogueProductField> = {};
  const name = form.name.trim();
  addError(errors, 'name', name === '' ? M.name : name.length > L.name ? M.nameTooLong : null);
  addError(errors, 'display_name', form.display_name.trim().length > L.displayName ? M.displayNameTooLong : null);
  addError(errors, 'master_sku', skuError(form.master_sku));
  addError(errors, 'brand', form.brand.trim().length > L.brand ? M.brandTooLong : null);
  addError(errors, 'unit', isCatalogueUnit(form.unit.trim()) ? null : M.unit);
  addError(errors, 'category_id', /^[1-9]\d*$/.test(form.category_id.trim()) ? null : M.category);
  addError(errors, 'description', form.description.trim().length > L.description ? M.descriptionTooLong : null);
  addError(errors, 'specifications', specificationsError(cleanSpecifications(form.specifications)));
  return errors;
}

const blankToNull = (text: string): string | null => (text.trim() === '' ? null : text.trim());

/** The request body of a valid form (validateCatalogueProduct first). */
export function toCatalogueProductInput(form: CatalogueProductForm): AdminCatalogueProductInput {
  return {
    name: form.name.trim(),
    display_name: blankToNull(form.display_name),
    master_sku: form.master_sku.trim(),
    brand: blankToNull(form.brand),
    unit: form.unit.trim(),
    description: blankToNull(form.description),
    category_id: Number(form.category_id.trim()),
    specifications: cleanSpecifications(form.specifications),
  };
}

/** The list's query string values: a trimmed search, and only the filters given. */
export function catalogueProductQuery(query: AdminCatalogueProductQuery): Record<string, QueryValue> {
  return {
    q: query.q?.trim() || undefined,
    category_id: query.category_id,
    active: query.active,
    limit: query.limit ?? ADMIN_CATALOGUE_PAGE_SIZE,
    offset: query.offset || undefined,
  };
}

// ---- categories --------------------------------------------------------------------------------

/** What the category form holds, as typed; the parent's id as the select's text ('' for top level). */
export interface CategoryForm {
  name: string;
  description: string;
  parent_id: string;
  typical_quantity: string;
}

export type CategoryField = keyof CategoryForm;

export function emptyCategoryForm(parentId: number | null = null): CategoryForm {
  return { name: '', description: '', parent_id: parentId === null ? '' : String(parentId), typical_quantity: '' };
}

export function toCategoryForm(category: AdminCategory): CategoryForm {
  return {
    name: category.name,
    description: category.description ?? '',
    parent_id: category.parent_id === null ? '' : String(category.parent_id),
    typical_quantity: category.typical_quantity === null ? '' : String(category.typical_quantity),
  };
}

/** The typical quantity's message, or null: empty (none) or a whole number from 1 to the limit. */
export function typicalQuantityError(text: string): string | null {
  const typed = text.trim();
  if (typed === '') return null;
  return /^\d{1,6}$/.test(typed) && Number(typed) >= 1 && Number(typed) <= L.typicalQuantity ? null : M.typicalQuantity;
}

export function validateCategoryForm(form: CategoryForm): FieldErrors<CategoryField> {
  const errors: FieldErrors<CategoryField> = {};
  const name = form.name.trim();
  addError(errors, 'name', name === '' ? M.categoryName : name.length > L.categoryName ? M.categoryNameTooLong : null);
  addError(errors, 'description', form.description.trim().length > L.categoryDescription ? M.categoryDescriptionTooLong : null);
  addError(errors, 'typical_quantity', typicalQuantityError(form.typical_quantity));
  return errors;
}

export function toCategoryInput(form: CategoryForm): AdminCategoryInput {
  return {
    name: form.name.trim(),
    description: blankToNull(form.description),
    parent_id: form.parent_id.trim() === '' ? null : Number(form.parent_id),
    typical_quantity: form.typical_quantity.trim() === '' ? null : Number(form.typical_quantity.trim()),
  };
}

/** A category's place in the tree: its id and its parent's. */
export interface CategoryPlace {
  id: number;
  name: string;
  parent_id: number | null;
}

/** Whether `candidate` is `id` itself or below it. */
function isWithin(categories: readonly CategoryPlace[], candidate: number, id: number): boolean {
  const parentOf = new Map(categories.map((category) => [category.id, category.parent_id]));
  const seen = new Set<number>();
  for (let current: number | null | undefined = candidate; current != null && !seen.has(current); current = parentOf.get(current)) {
    if (current === id) return true;
    seen.add(current);
  }
  return false;
}

/**
 * Why `category` (null: a new one) cannot sit under `parentId`, or null when it can. The storefront
 * shows two levels, so a parent is a top-level category, and a category with sub-categories stays
 * top level; never under itself or its own sub-category.
 */
export function categoryPlacementError(categories: readonly CategoryPlace[], category: CategoryPlace | null, parentId: number | null): string | null {
  if (parentId === null) return null;
  const parent = categories.find((candidate) => candidate.id === parentId);
  if (!parent) return M.parentUnknown;
  if (category) {
    if (parentId === category.id) return M.moveUnderItself;
    if (isWithin(categories, parentId, category.id)) return M.moveUnderDescendant;
  }
  if (parent.parent_id !== null) return M.tooDeep;
  if (category && categories.some((candidate) => candidate.parent_id === category.id)) return M.keepsChildren(category.name);
  return null;
}

/** The top-level categories a category may be put under (never itself), by name. */
export function parentChoices<T extends CategoryPlace>(categories: readonly T[], categoryId: number | null): T[] {
  return categories.filter((category) => category.parent_id === null && category.id !== categoryId).sort((a, b) => a.name.localeCompare(b.name));
}

/** The categories as a two-level tree: top-level ones by name, each with its sub-categories by name. */
export function categoryTree<T extends CategoryPlace>(categories: readonly T[]): Array<{ category: T; children: T[] }> {
  const byName = (a: T, b: T) => a.name.localeCompare(b.name);
  const ids = new Set(categories.map((category) => category.id));
  return categories
    .filter((category) => category.parent_id === null || !ids.has(category.parent_id))
    .sort(byName)
    .map((category) => ({ category, children: categories.filter((child) => child.parent_id === category.id).sort(byName) }));
}

/** A category's name with its parent's, as the product editor's select shows it: "Cement › OPC". */
export function categoryLabel(categories: readonly CategoryPlace[], id: number): string {
  const category = categories.find((candidate) => candidate.id === id);
  if (!category) return '';
  const parent = category.parent_id === null ? undefined : categories.find((candidate) => candidate.id === category.parent_id);
  return parent ? `${parent.name} › ${category.name}` : category.name;
}

import type { QueryValue } from '../api/url.ts';
import type { FieldErrors } from '../rules/types.ts';
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

/** What the product and category forms' rules can find wrong: each a key of ADMIN_CATALOGUE_MESSAGES. */
export type CatalogueRuleCode =
  | 'name'
  | 'nameTooLong'
  | 'displayNameTooLong'
  | 'sku'
  | 'skuFormat'
  | 'brandTooLong'
  | 'unit'
  | 'category'
  | 'descriptionTooLong'
  | 'tooManySpecifications'
  | 'specificationName'
  | 'specificationValue'
  | 'specificationNameTooLong'
  | 'specificationValueTooLong'
  | 'duplicateSpecification'
  | 'categoryName'
  | 'categoryNameTooLong'
  | 'categoryDescriptionTooLong'
  | 'typicalQuantity';

/**
 * A rule's finding as a code and the specification's name it is about (duplicateSpecification), so
 * a widget says it in its own language; catalogueRuleText says it in English, as the server does.
 */
export interface CatalogueRuleProblem {
  code: CatalogueRuleCode;
  name?: string;
}

/** The problems of a form, one per field; empty when the form is valid. */
export type FieldProblems<Field extends string, Problem> = Partial<Record<Field, Problem>>;

/** A rule's finding in English (the server's 422 texts and the spec's wording). */
export function catalogueRuleText(problem: CatalogueRuleProblem): string {
  return problem.code === 'duplicateSpecification' ? M.duplicateSpecification(problem.name ?? '') : M[problem.code];
}

/** Each field's problem in English: the form checks' FieldErrors. */
function inEnglish<Field extends string>(problems: FieldProblems<Field, CatalogueRuleProblem>): FieldErrors<Field> {
  const errors: FieldErrors<Field> = {};
  for (const [field, problem] of Object.entries(problems) as Array<[Field, CatalogueRuleProblem | undefined]>) {
    if (problem) errors[field] = catalogueRuleText(problem);
  }
  return errors;
}

const problemOf = (code: CatalogueRuleCode | null): CatalogueRuleProblem | null => (code === null ? null : { code });

/** Adds `problem` under `field` when it is not null; keeps the first a field gets. */
function addProblem<Field extends string>(problems: FieldProblems<Field, CatalogueRuleProblem>, field: Field, problem: CatalogueRuleProblem | null): void {
  if (problem !== null && problems[field] === undefined) problems[field] = problem;
}

const SKU_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._/-]*$/;

/** What is wrong with the SKU, as a code, or null when it is fine. */
export function skuProblem(text: string): 'sku' | 'skuFormat' | null {
  const sku = text.trim();
  if (sku === '') return 'sku';
  return sku.length > L.sku || !SKU_PATTERN.test(sku) ? 'skuFormat' : null;
}

/** The SKU's message, or null when it is fine. */
export function skuError(text: string): string | null {
  const code = skuProblem(text);
  return code === null ? null : M[code];
}

export const isCatalogueUnit = (unit: string): boolean => (ADMIN_CATALOGUE_UNITS as readonly string[]).includes(unit);

/** The first problem of the specifications (empty rows are left out before this check), or null. */
export function specificationsProblem(pairs: readonly SpecificationPair[]): CatalogueRuleProblem | null {
  if (pairs.length > L.specifications) return { code: 'tooManySpecifications' };
  const seen = new Set<string>();
  for (const pair of pairs) {
    const name = pair.name.trim();
    const value = pair.value.trim();
    if (name === '') return { code: 'specificationName' };
    if (value === '') return { code: 'specificationValue' };
    if (name.length > L.specificationName) return { code: 'specificationNameTooLong' };
    if (value.length > L.specificationValue) return { code: 'specificationValueTooLong' };
    const key = name.toLowerCase();
    if (seen.has(key)) return { code: 'duplicateSpecification', name };
    seen.add(key);
  }
  return null;
}

/** The first problem of the specifications in English, or null. */
export function specificationsError(pairs: readonly SpecificationPair[]): string | null {
  const problem = specificationsProblem(pairs);
  return problem === null ? null : catalogueRuleText(problem);
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

/** Name, SKU, unit and category required; lengths, the SKU's characters and the specifications checked, as codes. Empty when valid. */
export function catalogueProductProblems(form: CatalogueProductForm): FieldProblems<CatalogueProductField, CatalogueRuleProblem> {
  const problems: FieldProblems<CatalogueProductField, CatalogueRuleProblem> = {};
  const name = form.name.trim();
  addProblem(problems, 'name', problemOf(name === '' ? 'name' : name.length > L.name ? 'nameTooLong' : null));
  addProblem(problems, 'display_name', problemOf(form.display_name.trim().length > L.displayName ? 'displayNameTooLong' : null));
  addProblem(problems, 'master_sku', problemOf(skuProblem(form.master_sku)));
  addProblem(problems, 'brand', problemOf(form.brand.trim().length > L.brand ? 'brandTooLong' : null));
  addProblem(problems, 'unit', problemOf(isCatalogueUnit(form.unit.trim()) ? null : 'unit'));
  addProblem(problems, 'category_id', problemOf(/^[1-9]\d*$/.test(form.category_id.trim()) ? null : 'category'));
  addProblem(problems, 'description', problemOf(form.description.trim().length > L.description ? 'descriptionTooLong' : null));
  addProblem(problems, 'specifications', specificationsProblem(cleanSpecifications(form.specifications)));
  return problems;
}

/** catalogueProductProblems in English. Empty when valid. */
export function validateCatalogueProduct(form: CatalogueProductForm): FieldErrors<CatalogueProductField> {
  return inEnglish(catalogueProductProblems(form));
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

/** Whether the typical quantity is fine: empty (none) or a whole number from 1 to the limit. */
function typicalQuantityFine(text: string): boolean {
  const typed = text.trim();
  return typed === '' || (/^\d{1,6}$/.test(typed) && Number(typed) >= 1 && Number(typed) <= L.typicalQuantity);
}

/** The typical quantity's message, or null: empty (none) or a whole number from 1 to the limit. */
export function typicalQuantityError(text: string): string | null {
  return typicalQuantityFine(text) ? null : M.typicalQuantity;
}

/** The category form's problems as codes: a name of at most 100 characters, the description's length, the typical quantity. Empty when valid. */
export function categoryFormProblems(form: CategoryForm): FieldProblems<CategoryField, CatalogueRuleProblem> {
  const problems: FieldProblems<CategoryField, CatalogueRuleProblem> = {};
  const name = form.name.trim();
  addProblem(problems, 'name', problemOf(name === '' ? 'categoryName' : name.length > L.categoryName ? 'categoryNameTooLong' : null));
  addProblem(problems, 'description', problemOf(form.description.trim().length > L.categoryDescription ? 'categoryDescriptionTooLong' : null));
  addProblem(problems, 'typical_quantity', problemOf(typicalQuantityFine(form.typical_quantity) ? null : 'typicalQuantity'));
  return problems;
}

/** categoryFormProblems in English. Empty when valid. */
export function validateCategoryForm(form: CategoryForm): FieldErrors<CategoryField> {
  return inEnglish(categoryFormProblems(form));
}

export function toCategoryInput(form: CategoryForm): AdminCategoryInput {
  return {
    name: form.name.trim(),
    description: blankToNull(form.description),
    parent_id: form.parent_id.trim() === '' ? null : Number(form.parent_id),
    typical_quantity: form.typical_quantity.trim() === '' ? null : Number(form.typical_quantity.trim()),
  };
}

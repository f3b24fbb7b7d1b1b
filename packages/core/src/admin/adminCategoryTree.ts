import { ADMIN_CATALOGUE_MESSAGES as M } from './adminCatalogueRules.ts';

/*
 * The category tree's rules (issue 28): two levels, as the storefront shows them; where a category
 * may go, and how the tree and the product editor's select list them.
 */

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

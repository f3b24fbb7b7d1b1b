import { subCategories, topLevelCategories, type Category } from '@nirmaan/core';

export interface CategoryOption {
  value: string;
  label: string;
}

export const ALL_CATEGORIES = '';

/** Category choices: 'All Categories' (in the widget's language), then each top-level category followed by its sub-categories, indented. */
export function categoryOptions(categories: readonly Category[], allCategoriesLabel: string): CategoryOption[] {
  const options: CategoryOption[] = [{ value: ALL_CATEGORIES, label: allCategoriesLabel }];
  for (const parent of topLevelCategories(categories)) {
    options.push({ value: String(parent.id), label: parent.name });
    for (const child of subCategories(categories, parent.id)) options.push({ value: String(child.id), label: `\u2003${child.name}` });
  }
  return options;
}

export function parseCategoryId(value: string): number | undefined {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

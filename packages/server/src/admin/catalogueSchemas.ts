import { z } from 'zod';
import {
  ADMIN_MAX_PAGE_SIZE,
  ADMIN_CATALOGUE_LIMITS as L,
  ADMIN_CATALOGUE_MESSAGES as M,
  ADMIN_CATALOGUE_PAGE_SIZE,
  isCatalogueUnit,
  skuError,
  specificationsError,
  typicalQuantityError,
  type AdminCatalogueProduct,
  type AdminCatalogueProductInput,
  type AdminCategory,
  type AdminCategoryDeletion,
  type AdminCategoryInput,
} from '@nirmaan/core/pure';
import { INT4_MAX } from '../shared/limits.ts';
import { idText, wholeNumberText } from '../shared/schemas.ts';

/*
 * The zod schemas of the admin catalogue (issue 28): /admin/catalogue/products and /categories.
 * The form rules come from core (adminCatalogueRules.ts), so the tab and the server say the same.
 */

/** Optional text: trimmed; '' and null both mean none. */
const optionalText = (max: number, message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(max, message)
    .nullable()
    .transform((value) => value || null);

/** GET /admin/catalogue/products. */
export const catalogueProductListQuery = z.object({
  q: z.string().trim().max(L.search, 'Search text is too long').optional(),
  category_id: idText('category_id must be a positive whole number').optional(),
  active: z
    .enum(['true', 'false'], { error: 'active must be true or false' })
    .transform((value) => value === 'true')
    .optional(),
  limit: wholeNumberText(`limit must be between 1 and ${ADMIN_MAX_PAGE_SIZE}`, 1, ADMIN_MAX_PAGE_SIZE).default(ADMIN_CATALOGUE_PAGE_SIZE),
  offset: wholeNumberText('offset must be 0 or more', 0, INT4_MAX).default(0),
});

const specificationPair = z.object({
  name: z.string({ error: M.specificationName }).trim(),
  value: z.string({ error: M.specificationValue }).trim(),
});

const specifications = z
  .array(specificationPair, { error: 'specifications must be a list of {name, value}' })
  .max(L.specifications, M.tooManySpecifications)
  .superRefine((pairs, context) => {
    const problem = specificationsError(pairs);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  });

const productFields = {
  name: z.string({ error: M.name }).trim().min(1, M.name).max(L.name, M.nameTooLong),
  display_name: optionalText(L.displayName, M.displayNameTooLong),
  master_sku: z
    .string({ error: M.sku })
    .trim()
    .superRefine((sku, context) => {
      const problem = skuError(sku);
      if (problem) context.addIssue({ code: 'custom', message: problem });
    }),
  brand: optionalText(L.brand, M.brandTooLong),
  unit: z
    .string({ error: M.unit })
    .trim()
    .refine((unit) => isCatalogueUnit(unit), M.unit),
  description: optionalText(L.description, M.descriptionTooLong),
  category_id: z.number({ error: M.category }).int(M.category).min(1, M.category).max(INT4_MAX, M.category),
  specifications,
};

/** POST /admin/catalogue/products: name, SKU, unit and category required. */
export const createCatalogueProductBody = z.object({
  ...productFields,
  display_name: productFields.display_name.optional().transform((value) => value ?? null),
  brand: productFields.brand.optional().transform((value) => value ?? null),
  description: productFields.description.optional().transform((value) => value ?? null),
  specifications: specifications.optional().transform((value) => value ?? []),
});

/** PUT /admin/catalogue/products/{id}: only the fields sent change. */
export const updateCatalogueProductBody = z
  .object({
    name: productFields.name.optional(),
    display_name: productFields.display_name.optional(),
    master_sku: productFields.master_sku.optional(),
    brand: productFields.brand.optional(),
    unit: productFields.unit.optional(),
    description: productFields.description.optional(),
    category_id: productFields.category_id.optional(),
    specifications: specifications.optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), M.nothingToChange);

/** PUT /admin/catalogue/products/{id}/active. */
export const productActiveBody = z.object({ active: z.boolean({ error: M.activeFlag }) });

export const catalogueProductResponse = z.object({
  id: z.number(),
  name: z.string(),
  display_name: z.string().nullable(),
  master_sku: z.string(),
  brand: z.string().nullable(),
  unit: z.string(),
  description: z.string().nullable(),
  category_id: z.number(),
  category_name: z.string(),
  parent_category_name: z.string().nullable(),
  specifications: z.array(z.object({ name: z.string(), value: z.string() })),
  is_active: z.boolean(),
  listing_count: z.number(),
  image_count: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
});

const categoryFields = {
  name: z.string({ error: M.categoryName }).trim().min(1, M.categoryName).max(L.categoryName, M.categoryNameTooLong),
  description: optionalText(L.categoryDescription, M.categoryDescriptionTooLong),
  parent_id: z.number({ error: M.parentUnknown }).int(M.parentUnknown).min(1, M.parentUnknown).max(INT4_MAX, M.parentUnknown).nullable(),
  typical_quantity: z
    .number({ error: M.typicalQuantity })
    .nullable()
    .refine((quantity) => quantity === null || typicalQuantityError(String(quantity)) === null, M.typicalQuantity),
};

/** POST /admin/catalogue/categories: a name; parent (null: top level), description and typical quantity optional. */
export const createCategoryBody = z.object({
  name: categoryFields.name,
  description: categoryFields.description.optional().transform((value) => value ?? null),
  parent_id: categoryFields.parent_id.optional().transform((value) => value ?? null),
  typical_quantity: categoryFields.typical_quantity.optional().transform((value) => value ?? null),
});

/** PUT /admin/catalogue/categories/{id}: rename, move (parent_id), describe; only the fields sent change. */
export const updateCategoryBody = z
  .object({
    name: categoryFields.name.optional(),
    description: categoryFields.description.optional(),
    parent_id: categoryFields.parent_id.optional(),
    typical_quantity: categoryFields.typical_quantity.optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), M.nothingToChange);

export const adminCategoryResponse = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string().nullable(),
  parent_id: z.number().nullable(),
  typical_quantity: z.number().nullable(),
  product_count: z.number(),
  total_product_count: z.number(),
  child_count: z.number(),
});

export const categoryDeletionResponse = z.object({ id: z.number(), detail: z.string() });

// ---- the schemas accept and answer exactly the client's types ----------------------------------

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Assert<T extends true> = T;
export type _CatalogueProductMatchesCore = Assert<Same<z.output<typeof catalogueProductResponse>, AdminCatalogueProduct>>;
export type _CatalogueProductCreateAcceptsCore = Assert<[AdminCatalogueProductInput] extends [z.input<typeof createCatalogueProductBody>] ? true : false>;
export type _CatalogueProductUpdateAcceptsCore = Assert<
  [Partial<AdminCatalogueProductInput>] extends [z.input<typeof updateCatalogueProductBody>] ? true : false
>;
export type _AdminCategoryMatchesCore = Assert<Same<z.output<typeof adminCategoryResponse>, AdminCategory>>;
export type _CategoryCreateAcceptsCore = Assert<[AdminCategoryInput] extends [z.input<typeof createCategoryBody>] ? true : false>;
export type _CategoryUpdateAcceptsCore = Assert<[Partial<AdminCategoryInput>] extends [z.input<typeof updateCategoryBody>] ? true : false>;
export type _CategoryDeletionMatchesCore = Assert<Same<z.output<typeof categoryDeletionResponse>, AdminCategoryDeletion>>;

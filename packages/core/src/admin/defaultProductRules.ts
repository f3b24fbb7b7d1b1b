import { addError, type FieldErrors } from '../rules/types.ts';
import type { DefaultProduct, DefaultProductInput } from './adminTypes.ts';
import { DEFAULT_PRODUCT_CATEGORIES, DEFAULT_PRODUCT_UNITS, type DefaultProductCategory, type DefaultProductUnit } from './defaultProductChoices.ts';

export { DEFAULT_PRODUCT_CATEGORIES, DEFAULT_PRODUCT_UNITS, type DefaultProductCategory, type DefaultProductUnit } from './defaultProductChoices.ts';

/*
 * The default-product form's rules (spec toolkit §5), shared by the Products tab and the server so
 * both say the same thing: its choices, limits, messages and validation.
 */

export const DEFAULT_PRODUCT_LIMITS = { name: 200, brands: 500, description: 2000 } as const;
/** The largest rate the integer paise column holds, in rupees. */
export const MAX_DEFAULT_PRODUCT_RATE = 21_474_836.47;

/** The default-product form's messages: the spec's (toolkit §5) and ours for what it leaves open. */
export const DEFAULT_PRODUCT_MESSAGES = {
  name: 'Product name is required',
  unit: 'Unit is required',
  category: 'Category is required',
  rateNegative: 'Rate cannot be negative',
  /** Ours: the spec only gives the input step 0.01. */
  rateInvalid: 'Rate must be an amount in rupees with at most 2 decimals',
  unknownCategory: 'Choose a category from the list',
  unknownUnit: 'Choose a unit from the list',
  nameTooLong: `The product name must be at most ${DEFAULT_PRODUCT_LIMITS.name} characters`,
  brandsTooLong: `Brands must be at most ${DEFAULT_PRODUCT_LIMITS.brands} characters`,
  descriptionTooLong: `The description must be at most ${DEFAULT_PRODUCT_LIMITS.description} characters`,
  notFound: 'Default product not found',
  deleted: 'Default product deleted',
  createTitle: 'Add New Default Product',
  editTitle: 'Edit Default Product',
  saving: 'Saving...',
  create: 'Create Product',
  update: 'Update Product',
} as const;

/** What the default-product form holds, as typed. */
export interface DefaultProductForm {
  name: string;
  category_name: string;
  unit: string;
  /** Rupees as typed; empty means none. */
  rate: string;
  brands: string;
  description: string;
  is_active: boolean;
}

export type DefaultProductField = 'name' | 'category_name' | 'unit' | 'rate' | 'brands' | 'description';

export function emptyDefaultProductForm(): DefaultProductForm {
  return { name: '', category_name: '', unit: '', rate: '', brands: '', description: '', is_active: true };
}

/** The form filled from a product being edited. */
export function toDefaultProductForm(product: DefaultProduct): DefaultProductForm {
  return {
    name: product.name,
    category_name: product.category_name,
    unit: product.unit,
    rate: product.rate === null ? '' : String(product.rate),
    brands: product.brands ?? '',
    description: product.description ?? '',
    is_active: product.is_active,
  };
}

const isOneOf = <T extends string>(options: readonly T[], value: string): value is T => (options as readonly string[]).includes(value);

export const isDefaultProductCategory = (value: string): value is DefaultProductCategory => isOneOf(DEFAULT_PRODUCT_CATEGORIES, value);
export const isDefaultProductUnit = (value: string): value is DefaultProductUnit => isOneOf(DEFAULT_PRODUCT_UNITS, value);

/** Whether a rupee amount has at most two decimals (whole paise), allowing for binary fractions. */
export function hasWholePaise(rupees: number): boolean {
  return Number.isFinite(rupees) && Math.abs(Math.round(rupees * 100) - rupees * 100) < 1e-6;
}

/** The rate's message, or null when it is fine: empty (none), or rupees ≥ 0 with at most 2 decimals. */
export function rateError(text: string): string | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const value = Number(trimmed);
  if (!Number.isFinite(value)) return DEFAULT_PRODUCT_MESSAGES.rateInvalid;
  if (value < 0) return DEFAULT_PRODUCT_MESSAGES.rateNegative;
  if (!hasWholePaise(value) || value > MAX_DEFAULT_PRODUCT_RATE) return DEFAULT_PRODUCT_MESSAGES.rateInvalid;
  return null;
}

/** Name, unit and category required; rate, if given, not negative (spec toolkit §5). Empty when the form is valid. */
export function validateDefaultProduct(form: DefaultProductForm): FieldErrors<DefaultProductField> {
  const errors: FieldErrors<DefaultProductField> = {};
  const name = form.name.trim();
  addError(errors, 'name', name === '' ? DEFAULT_PRODUCT_MESSAGES.name : null);
  addError(errors, 'name', name.length > DEFAULT_PRODUCT_LIMITS.name ? DEFAULT_PRODUCT_MESSAGES.nameTooLong : null);
  addError(errors, 'unit', form.unit.trim() === '' ? DEFAULT_PRODUCT_MESSAGES.unit : null);
  addError(errors, 'unit', isDefaultProductUnit(form.unit.trim()) ? null : DEFAULT_PRODUCT_MESSAGES.unknownUnit);
  addError(errors, 'category_name', form.category_name.trim() === '' ? DEFAULT_PRODUCT_MESSAGES.category : null);
  addError(errors, 'category_name', isDefaultProductCategory(form.category_name.trim()) ? null : DEFAULT_PRODUCT_MESSAGES.unknownCategory);
  addError(errors, 'rate', rateError(form.rate));
  addError(errors, 'brands', form.brands.trim().length > DEFAULT_PRODUCT_LIMITS.brands ? DEFAULT_PRODUCT_MESSAGES.brandsTooLong : null);
  addError(errors, 'description', form.description.trim().length > DEFAULT_PRODUCT_LIMITS.description ? DEFAULT_PRODUCT_MESSAGES.descriptionTooLong : null);
  return errors;
}

const blankToNull = (text: string): string | null => (text.trim() === '' ? null : text.trim());

/** The request body for a valid form (validateDefaultProduct first); an empty rate is sent as null. */
export function toDefaultProductInput(form: DefaultProductForm): DefaultProductInput {
  return {
    name: form.name.trim(),
    category_name: form.category_name.trim() as DefaultProductInput['category_name'],
    unit: form.unit.trim() as DefaultProductInput['unit'],
    rate: form.rate.trim() === '' ? null : Number(form.rate.trim()),
    brands: blankToNull(form.brands),
    description: blankToNull(form.description),
    is_active: form.is_active,
  };
}

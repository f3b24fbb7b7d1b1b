import { isEmail } from '../rules/email.ts';
import { INVALID_PHONE_MESSAGE, isTenDigitPhone } from '../rules/phone.ts';
import { addError, type FieldErrors } from '../rules/types.ts';

/** The quote form's material choices and units (spec storefront §9). */
export const QUOTE_MATERIALS = ['Cement', 'TMT Bars', 'Bricks and Blocks', 'Bulk Material (Sand, Aggregate)', 'RMC (Ready Mix Concrete)', 'Other'] as const;
export const QUOTE_UNITS = ['Bags', 'Tons (MT)', 'Cubic Feet (Cft)', 'Cubic Meters (Mcu)', 'Numbers (Nos)', 'Other'] as const;
export type QuoteMaterial = (typeof QUOTE_MATERIALS)[number];
export type QuoteUnit = (typeof QUOTE_UNITS)[number];

/** What the form holds, as typed. */
export interface QuoteForm {
  name: string;
  email: string;
  phone: string;
  company: string;
  material: string;
  quantity: string;
  unit: string;
  message: string;
}

export type QuoteField = keyof QuoteForm;

/** POST /quotes: the request as sent (spec storefront §3 'Quote form'; sent, unlike the original). */
export interface QuoteRequest {
  name: string;
  email: string;
  /** 10 digits. */
  phone: string;
  company: string | null;
  material: QuoteMaterial;
  quantity: number;
  unit: QuoteUnit;
  message: string | null;
  /** The product the buyer asked from, which routes the request to that product's sellers. */
  product_id?: number | null;
  /** The supplier's offer the buyer asked (the product page): the request reaches that seller only. */
  listing_id?: number | null;
  /** Where the goods would go: the header's pincode, when set. */
  site_pincode?: string | null;
  /** The partner site that embedded the form. */
  partner_id?: string | null;
}

/** Where a quote request goes and where it came from, besides what the form holds. */
export interface QuoteContext {
  productId?: number | null;
  listingId?: number | null;
  sitePincode?: string | null;
  partnerId?: string | null;
}

export interface QuoteReceipt {
  id: number;
  created_at: string;
}

/** The spec requires these fields without wording the messages; the texts are ours. */
export const QUOTE_MESSAGES = {
  name: 'Full name is required',
  phone: INVALID_PHONE_MESSAGE,
  email: 'Please enter a valid email address',
  material: 'Please choose a material',
  quantity: 'Enter a quantity greater than 0',
  unit: 'Please choose a unit',
  promise: 'Our team will contact you within 2 hours.',
  sent: 'Thank you! Your quote request has been sent. Our team will contact you within 2 hours.',
  failed: 'Could not send your request. Please check your connection and try again — nothing you typed is lost.',
  /** The quote modal's line under its title: to the suppliers near the site, or to the one supplier asked. */
  toSuppliers: 'Tell us what you need; suppliers near your site will send their best price.',
  toSeller: (seller: string) => `Your request goes to ${seller}; they will reply with their best price.`,
  /** The offer asked about is gone (withdrawn, or its seller stopped trading). */
  offerGone: 'This supplier no longer offers this product. Please choose another supplier.',
} as const;

/** How long the thank-you message stays before the form resets and the modal closes (spec §4). */
export const QUOTE_SUCCESS_MS = 3000;

export const MAX_QUOTE_QUANTITY = 1_000_000;

export function emptyQuoteForm(material: string = ''): QuoteForm {
  return { name: '', email: '', phone: '', company: '', material, quantity: '', unit: '', message: '' };
}

const isOneOf = <T extends string>(options: readonly T[], value: string): value is T => (options as readonly string[]).includes(value);

/** The quantity as a number, or null when it is not a number above 0 (at most a million). */
export function parseQuoteQuantity(text: string): number | null {
  const value = Number(text.trim());
  return text.trim() !== '' && Number.isFinite(value) && value > 0 && value <= MAX_QUOTE_QUANTITY ? value : null;
}

/** Required: full name, phone, e-mail, material, quantity, unit; optional: company, message (spec §5). */
export function validateQuote(form: QuoteForm): FieldErrors<QuoteField> {
  const errors: FieldErrors<QuoteField> = {};
  addError(errors, 'name', form.name.trim() === '' ? QUOTE_MESSAGES.name : null);
  addError(errors, 'phone', isTenDigitPhone(form.phone.trim()) ? null : QUOTE_MESSAGES.phone);
  addError(errors, 'email', isEmail(form.email) ? null : QUOTE_MESSAGES.email);
  addError(errors, 'material', isOneOf(QUOTE_MATERIALS, form.material) ? null : QUOTE_MESSAGES.material);
  addError(errors, 'quantity', parseQuoteQuantity(form.quantity) === null ? QUOTE_MESSAGES.quantity : null);
  addError(errors, 'unit', isOneOf(QUOTE_UNITS, form.unit) ? null : QUOTE_MESSAGES.unit);
  return errors;
}

const blankToNull = (text: string) => (text.trim() === '' ? null : text.trim());

/** The request for a valid form (validateQuote first). */
export function toQuoteRequest(form: QuoteForm, context: QuoteContext = {}): QuoteRequest {
  return {
    name: form.name.trim(),
    email: form.email.trim(),
    phone: form.phone.trim(),
    company: blankToNull(form.company),
    material: form.material as QuoteMaterial,
    quantity: parseQuoteQuantity(form.quantity) ?? 0,
    unit: form.unit as QuoteUnit,
    message: blankToNull(form.message),
    product_id: context.productId ?? null,
    listing_id: context.listingId ?? null,
    site_pincode: context.sitePincode ?? null,
    partner_id: context.partnerId ?? null,
  };
}

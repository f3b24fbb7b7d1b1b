import type { CatalogueUnit, MaterialNeed } from '../cart/shoppingList.ts';
import type { CartItem } from '../cart/cartTypes.ts';
import { isCalendarDate } from '../admin/adminOrderRules.ts';
import { PINCODE_MESSAGES } from '../rules/pincode.ts';
import { MAX_RFQ_ITEMS, MAX_RFQ_QUANTITY, RFQ_MESSAGES, RFQ_UNITS, indiaDateOf, type RfqSource, type RfqUnit } from '../rules/rfq.ts';
import type { FieldErrors } from '../rules/types.ts';
import type { QuoteMaterial } from '../quotes/quoteRules.ts';
import type { RfqItemRequest, RfqRequest } from './rfqTypes.ts';

/*
 * The buyer's request-for-quotation form (issue 31), as typed: the items (a catalogue product, or a
 * material in words with a unit), the site, the date needed by and notes. It starts from a
 * calculation's materials, a cart or nothing; the rules are the server's (rfq/schemas.ts), so the
 * buyer reads a message by the box before anything is sent.
 */

export interface RfqFormItem {
  /** Tells the rows apart while they are added and removed. */
  key: string;
  /** A catalogue product (its unit is the product's), or null for an item in words. */
  productId: number | null;
  description: string;
  material: QuoteMaterial | null;
  quantity: string;
  /** An item in words: one of RFQ_UNITS ('' until chosen); a product: its catalogue unit, shown only. */
  unit: string;
}

export interface RfqForm {
  items: RfqFormItem[];
  sitePincode: string;
  siteLocation: string;
  /** YYYY-MM-DD or ''. */
  neededBy: string;
  notes: string;
  sharePhone: boolean;
}

/** Box names: the site's, and per item `description-<key>`, `quantity-<key>`, `unit-<key>`. */
export type RfqFormErrors = FieldErrors<string>;

export const itemBox = (box: 'description' | 'quantity' | 'unit', key: string): string => `${box}-${key}`;

const CATALOGUE_TO_RFQ_UNIT: Readonly<Record<CatalogueUnit, RfqUnit>> = {
  Bag: 'Bags',
  Cft: 'Cubic Feet (Cft)',
  Kg: 'Kilograms (Kg)',
  Nos: 'Numbers (Nos)',
  Ltr: 'Litres (Ltr)',
};

let lastKey = 0;
const nextKey = () => `item-${++lastKey}`;

/** A blank row for an item in words. */
export function blankRfqItem(): RfqFormItem {
  return { key: nextKey(), productId: null, description: '', material: null, quantity: '', unit: '' };
}

/** A calculation's materials as items in words, in the units the calculator counted them in. */
export function rfqItemsFromNeeds(needs: readonly MaterialNeed[]): RfqFormItem[] {
  return needs.map((need) => ({
    key: nextKey(),
    productId: null,
    description: need.label,
    material: need.quoteMaterial,
    quantity: String(need.quantity),
    unit: CATALOGUE_TO_RFQ_UNIT[need.unit],
  }));
}

/** One catalogue product, its quantity for the buyer to give (a chatbot inquiry's product). */
export function rfqItemForProduct(product: { id: number; name: string; unit?: string }): RfqFormItem {
  return { key: nextKey(), productId: product.id, description: product.name, material: null, quantity: '', unit: product.unit ?? '' };
}

/** A cart's products (each once, quantities added) as catalogue items: the buyer asks every serving seller to beat the cart. */
export function rfqItemsFromCart(items: readonly CartItem[]): RfqFormItem[] {
  const byProduct = new Map<number, RfqFormItem>();
  for (const { quantity, listing } of items) {
    const { product } = listing;
    const known = byProduct.get(product.id);
    if (known) known.quantity = String(Number(known.quantity) + quantity);
    else
      byProduct.set(product.id, {
        key: nextKey(),
        productId: product.id,
        description: product.display_name ?? product.name,
        material: null,
        quantity: String(quantity),
        unit: product.unit,
      });
  }
  return [...byProduct.values()];
}

/** A form holding the items given, for the site of the pincode given (the header's, when the buyer set one). */
export function rfqFormWith(items: readonly RfqFormItem[], sitePincode = ''): RfqForm {
  return {
    items: items.length > 0 ? [...items] : [blankRfqItem()],
    sitePincode,
    siteLocation: '',
    neededBy: '',
    notes: '',
    sharePhone: false,
  };
}

const wholeQuantity = (text: string): number | null => {
  const cleaned = text.trim().replaceAll(',', '');
  if (!/^\d+$/.test(cleaned)) return null;
  const quantity = Number(cleaned);
  return quantity >= 1 && quantity <= MAX_RFQ_QUANTITY ? quantity : null;
};

/**
 * What can be wrong with a box of the request form. The rules name the problem; a widget words it in
 * its own catalogue (`error.<problem>`), in the language it shows, and `validateRfqForm` in English.
 */
export type RfqFormProblem =
  | 'items'
  | 'tooManyItems'
  | 'sameProductTwice'
  | 'itemNamed'
  | 'descriptionTooLong'
  | 'unit'
  | 'quantity'
  | 'pincode'
  | 'pincodeInvalid'
  | 'locationTooLong'
  | 'neededBy'
  | 'notesTooLong';

/** Each problem of the request form in English, as the server's schema says it. */
export const RFQ_FORM_PROBLEM_TEXTS: Readonly<Record<RfqFormProblem, string>> = {
  items: RFQ_MESSAGES.items,
  tooManyItems: RFQ_MESSAGES.tooManyItems,
  sameProductTwice: RFQ_MESSAGES.sameProductTwice,
  itemNamed: RFQ_MESSAGES.itemNamed,
  descriptionTooLong: 'At most 200 characters',
  unit: RFQ_MESSAGES.unit,
  quantity: RFQ_MESSAGES.quantity,
  pincode: RFQ_MESSAGES.pincode,
  pincodeInvalid: PINCODE_MESSAGES.invalid,
  locationTooLong: 'At most 200 characters',
  neededBy: RFQ_MESSAGES.neededBy,
  notesTooLong: 'At most 2000 characters',
};

/** Box name -> the first problem found in it. */
export type RfqFormProblems = Partial<Record<string, RfqFormProblem>>;

const noteProblem = (problems: RfqFormProblems, box: string, problem: RfqFormProblem | null) => {
  if (problem !== null && problems[box] === undefined) problems[box] = problem;
};

/** Every box's problem, named (empty when the form can be sent); `now` gives today's date in India. */
export function rfqFormProblems(form: RfqForm, now: Date): RfqFormProblems {
  const problems: RfqFormProblems = {};
  if (form.items.length === 0) noteProblem(problems, 'items', 'items');
  if (form.items.length > MAX_RFQ_ITEMS) noteProblem(problems, 'items', 'tooManyItems');
  const products = form.items.flatMap((item) => (item.productId === null ? [] : [item.productId]));
  if (new Set(products).size !== products.length) noteProblem(problems, 'items', 'sameProductTwice');
  for (const item of form.items) {
    if (item.productId === null) {
      const description = item.description.trim();
      noteProblem(problems, itemBox('description', item.key), description === '' ? 'itemNamed' : description.length > 200 ? 'descriptionTooLong' : null);
      noteProblem(problems, itemBox('unit', item.key), (RFQ_UNITS as readonly string[]).includes(item.unit) ? null : 'unit');
    }
    noteProblem(problems, itemBox('quantity', item.key), wholeQuantity(item.quantity) === null ? 'quantity' : null);
  }
  const pincode = form.sitePincode.trim();
  noteProblem(problems, 'sitePincode', /^\d{6}$/.test(pincode) ? null : pincode === '' ? 'pincode' : 'pincodeInvalid');
  noteProblem(problems, 'siteLocation', form.siteLocation.trim().length > 200 ? 'locationTooLong' : null);
  if (form.neededBy !== '') {
    const valid = isCalendarDate(form.neededBy) && form.neededBy >= indiaDateOf(now);
    noteProblem(problems, 'neededBy', valid ? null : 'neededBy');
  }
  noteProblem(problems, 'notes', form.notes.trim().length > 2000 ? 'notesTooLong' : null);
  return problems;
}

/** Every box's problem in English (empty when the form can be sent); `now` gives today's date in India. */
export function validateRfqForm(form: RfqForm, now: Date): RfqFormErrors {
  const errors: RfqFormErrors = {};
  for (const [box, problem] of Object.entries(rfqFormProblems(form, now))) if (problem) errors[box] = RFQ_FORM_PROBLEM_TEXTS[problem];
  return errors;
}

const textOrNull = (text: string) => (text.trim() === '' ? null : text.trim());

/** The request for a valid form (validateRfqForm first). */
export function rfqRequestOf(form: RfqForm, context: { source: RfqSource; partnerId: string | null }): RfqRequest {
  const items = form.items.map((item): RfqItemRequest =>
    item.productId === null
      ? { description: item.description.trim(), material: item.material, quantity: wholeQuantity(item.quantity)!, unit: item.unit as RfqUnit }
      : { product_id: item.productId, quantity: wholeQuantity(item.quantity)! },
  );
  return {
    items,
    site_pincode: form.sitePincode.trim(),
    site_location: textOrNull(form.siteLocation),
    needed_by: form.neededBy === '' ? null : form.neededBy,
    notes: textOrNull(form.notes),
    share_phone: form.sharePhone,
    source: context.source,
    partner_id: context.partnerId,
  };
}

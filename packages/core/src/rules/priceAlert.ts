/*
 * Price alerts (issue 28): a buyer's target price for a product in a city, told once when a
 * listing there is priced at or below it. The widgets and the server check the target alike.
 */

/** How many alerts one buyer may keep (counted before one is added). */
export const MAX_PRICE_ALERTS = 20;

export const PRICE_ALERT_MESSAGES = {
  target: 'Enter a target price in rupees, greater than 0, with at most 2 decimals',
  product: 'Choose a material',
  tooMany: `You can keep up to ${MAX_PRICE_ALERTS} price alerts. Remove one to add another.`,
  unknownProduct: 'That material is not in the catalogue',
  set: 'Price alert set. We will tell you on your account page, and by SMS where the site sends them, when a supplier’s price reaches your target.',
  signInToSet: 'Sign in to set price alerts: we tell you on your account page, and by SMS, when a price reaches your target.',
} as const;

/** The highest target accepted: a price the marketplace can hold (whole paise in a 32-bit column). */
export const MAX_TARGET_RUPEES = 21_474_836;

/** A box of the price alert form that needs attention, named (a key of PRICE_ALERT_MESSAGES) so each widget words it in its language. */
export type PriceAlertFieldProblem = 'product' | 'target';

/** The target price typed in rupees, or 'target' (PRICE_ALERT_MESSAGES.target) when it is not one. */
export function parseTargetPrice(text: string): { rupees: number } | { problem: 'target' } {
  const trimmed = text.trim().replace(/,/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(trimmed)) return { problem: 'target' };
  const rupees = Number(trimmed);
  if (!(rupees > 0) || rupees > MAX_TARGET_RUPEES) return { problem: 'target' };
  return { rupees };
}

/** The price alert form's problems by box: a material must be chosen and the target be a price. */
export function priceAlertFormProblems(form: { productId: string; target: string }): Partial<Record<'productId' | 'target', PriceAlertFieldProblem>> {
  const problems: Partial<Record<'productId' | 'target', PriceAlertFieldProblem>> = {};
  if (!form.productId) problems.productId = 'product';
  if ('problem' in parseTargetPrice(form.target)) problems.target = 'target';
  return problems;
}

/** Said when every price in the city is already at or below the target: an alert would never fire. */
export const alreadyAtTarget = (price: string, city: string) =>
  `The price is already ${price} in ${city}, at or below your target: choose a lower target, or order now.`;

/**
 * Why the server refused an alert, named from its (English) detail so a widget can say it in its
 * language: the limit reached, a material no longer sold, or a price already at the target (with
 * that price and city); null for any other detail, which is shown as it came.
 */
export type PriceAlertRefusal = { code: 'tooMany' } | { code: 'unknownProduct' } | { code: 'alreadyAtTarget'; price: string; city: string };

/** The refusal a server detail names (see PriceAlertRefusal), or null. */
export function priceAlertRefusal(detail: string): PriceAlertRefusal | null {
  if (detail === PRICE_ALERT_MESSAGES.tooMany) return { code: 'tooMany' };
  if (detail === PRICE_ALERT_MESSAGES.unknownProduct) return { code: 'unknownProduct' };
  const atTarget = /^The price is already (.+) in (\S+), at or below your target: choose a lower target, or order now\.$/.exec(detail);
  return atTarget ? { code: 'alreadyAtTarget', price: atTarget[1]!, city: atTarget[2]! } : null;
}

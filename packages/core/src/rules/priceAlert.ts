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

/** The target price typed in rupees, or the message when it is not one. */
export function parseTargetPrice(text: string): { rupees: number } | { error: string } {
  const trimmed = text.trim().replace(/,/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(trimmed)) return { error: PRICE_ALERT_MESSAGES.target };
  const rupees = Number(trimmed);
  if (!(rupees > 0) || rupees > MAX_TARGET_RUPEES) return { error: PRICE_ALERT_MESSAGES.target };
  return { rupees };
}

/** Said when every price in the city is already at or below the target: an alert would never fire. */
export const alreadyAtTarget = (price: string, city: string) =>
  `The price is already ${price} in ${city}, at or below your target: choose a lower target, or order now.`;

import { MAX_TARGET_RUPEES, PRICE_ALERT_MESSAGES } from '@nirmaan/core/pure';
import { z } from 'zod';
import { CITIES } from '../db/schema.ts';
import { INT4_MAX } from '../shared/limits.ts';
import { isWholePaise, toPaise } from '../shared/money.ts';

/** POST /users/me/price-alerts: a target in rupees for a product in a city (setting one again replaces it). */
export const priceAlertBody = z.object({
  product_id: z
    .number({ error: PRICE_ALERT_MESSAGES.product })
    .int(PRICE_ALERT_MESSAGES.product)
    .positive(PRICE_ALERT_MESSAGES.product)
    .max(INT4_MAX, PRICE_ALERT_MESSAGES.product),
  city: z.enum(CITIES, { error: `City must be one of ${CITIES.join(', ')}` }),
  target_price: z
    .number({ error: PRICE_ALERT_MESSAGES.target })
    .gt(0, PRICE_ALERT_MESSAGES.target)
    .max(MAX_TARGET_RUPEES, PRICE_ALERT_MESSAGES.target)
    .refine(isWholePaise, PRICE_ALERT_MESSAGES.target)
    .transform(toPaise),
});

export const priceAlertResponse = z.object({
  id: z.number(),
  product: z.object({ id: z.number(), name: z.string(), unit: z.string() }),
  city: z.enum(CITIES),
  target_price: z.number(),
  created_at: z.string(),
  /** When a price reached the target (the buyer was told), else null. */
  fired_at: z.string().nullable(),
  fired_price: z.number().nullable(),
});

export const notificationResponse = z.object({
  id: z.number(),
  text: z.string(),
  link: z.string().nullable(),
  created_at: z.string(),
  read_at: z.string().nullable(),
});

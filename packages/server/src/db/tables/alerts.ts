import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { products } from './catalogue.ts';
import { createdAt, id, isOneOf, timestamptz } from './columns.ts';
import { CITIES, type City } from './values.ts';

/**
 * A buyer's price alert (issue 28): told once when a listing of the product in the city is priced at
 * or below the target. Set only while every price there is above it, so a price reaching it has
 * crossed it; `fired_at` marks it told (setting it again re-arms it).
 */
export const priceAlerts = pgTable(
  'price_alerts',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    city: text('city').$type<City>().notNull(),
    targetPricePaise: integer('target_price_paise').notNull(),
    createdAt: createdAt(),
    firedAt: timestamptz('fired_at'),
    /** The price that reached the target. */
    firedPricePaise: integer('fired_price_paise'),
  },
  (t) => [
    uniqueIndex('price_alerts_user_product_city_key').on(t.userId, t.productId, t.city),
    index('price_alerts_product_idx').on(t.productId),
    check('price_alerts_city_check', isOneOf(t.city, CITIES)),
    check('price_alerts_target_positive', sql`${t.targetPricePaise} > 0`),
  ],
);

/** What the site told a buyer (a price alert that fired), newest first on the account page. */
export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    /** A site path the notification is about, e.g. /products/12. */
    link: text('link'),
    createdAt: createdAt(),
    readAt: timestamptz('read_at'),
  },
  (t) => [index('notifications_user_created_idx').on(t.userId, t.createdAt.desc())],
);

import type { FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PRICE_BOARD_CATEGORIES, PRICE_BOARD_MESSAGES, PRICE_BOARD_WINDOW_DAYS, PRICE_TRENDS, type PriceBoard } from '@nirmaan/core/pure';
import { optionalAccount } from '../auth/guard.ts';
import { CITIES, type City } from '../db/schema.ts';
import type { AppContext } from '../http/context.ts';
import { badRequest } from '../http/errors.ts';
import { cityNamed } from '../prices/boardCategories.ts';
import { priceRows } from '../prices/priceBoard.ts';
import { boardListings, buyerCity } from '../prices/priceBoardQuery.ts';
import { errorResponse } from './shopSchemas.ts';

/** A blank parameter (`?city=`) is as good as none. */
const blankAsMissing = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

/** ?city=Bangalore|Chennai|Coimbatore (any case; Bengaluru, Madras, Kovai too) & ?category=one of the board's five. */
export const priceBoardQuery = z.object({
  city: z.preprocess(
    (value) => (typeof value === 'string' ? (cityNamed(value) ?? blankAsMissing(value)) : value),
    z.enum(CITIES, { error: (issue) => PRICE_BOARD_MESSAGES.unknownCity(String(issue.input)) }).optional(),
  ),
  category: z.preprocess(
    (value) => (typeof value === 'string' ? (PRICE_BOARD_CATEGORIES.find((name) => name.toLowerCase() === value.trim().toLowerCase()) ?? blankAsMissing(value)) : value),
    z.enum(PRICE_BOARD_CATEGORIES, { error: (issue) => PRICE_BOARD_MESSAGES.unknownCategory(String(issue.input)) }).optional(),
  ),
});

const priceRowResponse = z.object({
  id: z.number(),
  material: z.string(),
  category: z.enum(PRICE_BOARD_CATEGORIES),
  unit: z.string(),
  current_price: z.number(),
  previous_price: z.number(),
  change: z.number(),
  trend: z.enum(PRICE_TRENDS),
  last_updated: z.string(),
  supplier_count: z.number(),
});

const priceBoardResponse = z.object({
  city: z.enum(CITIES),
  city_source: z.enum(['query', 'buyer', 'default']),
  category: z.enum(PRICE_BOARD_CATEGORIES).nullable(),
  compared_with: z.string(),
  generated_at: z.string(),
  rows: z.array(priceRowResponse),
});

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Assert<T extends true> = T;
/** What the route answers is what the widget reads (core prices/priceTypes.ts). */
export type _PriceBoardMatchesCore = Assert<Same<z.output<typeof priceBoardResponse>, PriceBoard>>;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The marketplace's default city (spec storefront §9). */
const DEFAULT_CITY: City = 'Bangalore';

/**
 * GET /price-board (spec toolkit §2 "Price Today", computed rather than the original's sample): the
 * price of each board material in a city from its sellers' listings and their price history. Open
 * to everyone; without ?city a signed-in buyer gets their own city, anyone else Bangalore.
 */
export async function priceBoardRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/',
    {
      schema: {
        tags: ['prices'],
        summary: `Today's material prices in a city: median of the suppliers' prices now and ${PRICE_BOARD_WINDOW_DAYS} days ago, change in percent`,
        querystring: priceBoardQuery,
        response: { 200: priceBoardResponse, 400: errorResponse },
      },
      // A bad city or category is the caller's mistake: 400 with a sentence saying what is allowed.
      attachValidation: true,
    },
    async (request): Promise<PriceBoard> => {
      const invalid = request.validationError;
      if (invalid) throw badRequest((hasZodFastifySchemaValidationErrors(invalid) ? invalid.validation[0]?.message : undefined) ?? invalid.message);
      const { city: asked, category = null } = request.query;
      let city = asked ?? null;
      let source: PriceBoard['city_source'] = 'query';
      if (!city) {
        const buyerId = await optionalAccount(context, request, 'buyer');
        city = buyerId === null ? null : await buyerCity(context.db, buyerId);
        source = city ? 'buyer' : 'default';
      }
      const boardCity = city ?? DEFAULT_CITY;
      const now = new Date();
      const rows = priceRows(await boardListings(context.db, boardCity, category), now);
      return {
        city: boardCity,
        city_source: source,
        category,
        compared_with: new Date(now.getTime() - PRICE_BOARD_WINDOW_DAYS * DAY_MS).toISOString(),
        generated_at: now.toISOString(),
        rows,
      };
    },
  );
}

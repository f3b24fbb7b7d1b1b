import type { FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { PRICE_BOARD_WINDOW_DAYS, type PriceBoard } from '@nirmaan/core/pure';
import { optionalAccount } from '../auth/guard.ts';
import type { AppContext } from '../http/context.ts';
import { badRequest } from '../http/errors.ts';
import { errorResponse } from '../shared/schemas.ts';
import { DEFAULT_CITY } from './boardCategories.ts';
import { priceRows } from './priceBoard.ts';
import { boardListings, buyerCity } from './queries.ts';
import { priceBoardQuery, priceBoardResponse } from './schemas.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

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

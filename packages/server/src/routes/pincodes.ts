import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PINCODE_MESSAGES } from '../../../core/src/rules/pincode.ts';
import { pincodes } from '../db/schema.ts';
import type { AppContext } from '../http/context.ts';
import { badRequest } from '../http/errors.ts';
import { pincodeParams, pincodeResponse, publicErrors } from './catalogueSchemas.ts';

/** GET /pincodes/validate/{pincode} (spec storefront §3): whether Nirmaan delivers there. */
export async function pincodeRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/validate/:pincode',
    { schema: { tags: ['pincodes'], summary: 'Is this pincode served?', params: pincodeParams, response: { 200: pincodeResponse, ...publicErrors } } },
    async (request) => {
      const { pincode } = request.params;
      if (!/^\d{6}$/.test(pincode)) throw badRequest(PINCODE_MESSAGES.invalid);
      const [served] = await context.db
        .select({ city: pincodes.city, area: pincodes.area })
        .from(pincodes)
        .where(and(eq(pincodes.pincode, pincode), eq(pincodes.isActive, true)))
        .limit(1);
      if (!served) return { pincode, serviceable: false, message: `Sorry, we do not deliver to ${pincode} yet`, city: null, area: null };
      const place = served.area ? `${served.area}, ${served.city}` : served.city;
      return { pincode, serviceable: true, message: `Delivery available in ${place}`, city: served.city, area: served.area };
    },
  );
}

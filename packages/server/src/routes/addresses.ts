import { and, desc, eq, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { addressSchema } from '@nirmaan/core/pure';
import { accountOf, requireRole } from '../auth/guard.ts';
import type { Database } from '../db/database.ts';
import { addresses, users } from '../db/schema.ts';
import type { AppContext } from '../http/context.ts';
import { notFound } from '../http/errors.ts';
import { addressView } from '../orders/orderView.ts';
import { addressResponse, buyerErrors, idParams } from './shopSchemas.ts';

const ADDRESS_NOT_FOUND = 'Address not found';

type AddressInput = z.output<typeof addressSchema>;

function addressColumns(input: AddressInput) {
  return {
    addressLine1: input.address_line1,
    addressLine2: input.address_line2,
    city: input.city,
    state: input.state,
    postalCode: input.postal_code,
    country: input.country,
    latitude: input.latitude,
    longitude: input.longitude,
  };
}

/**
 * Changes to one buyer's addresses take turns: each runs in a transaction holding the buyer's row,
 * so the "at most one default" rule (also a partial unique index) never trips on a race.
 */
async function lockBuyer(tx: Database, userId: number): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
}

async function ownAddress(tx: Database, userId: number, id: number) {
  const [row] = await tx
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)));
  if (!row) throw notFound(ADDRESS_NOT_FOUND);
  return row;
}

/** Makes every other address of the buyer not the default. */
async function clearDefault(tx: Database, userId: number, except?: number): Promise<void> {
  const others = except === undefined ? eq(addresses.userId, userId) : and(eq(addresses.userId, userId), ne(addresses.id, except));
  await tx
    .update(addresses)
    .set({ isDefault: false })
    .where(and(others, eq(addresses.isDefault, true)));
}

/**
 * The buyer's delivery addresses: /api/v1/addresses (spec storefront §3, §7). A buyer with addresses
 * always has exactly one default: the first address becomes it, another takes over only when chosen
 * (is_default true, or PUT /{id}/default), and deleting the default hands it to the newest remaining.
 */
export async function addressRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = context;
  const buyerOnly = requireRole(context, 'buyer');
  const tags = ['addresses'];

  api.get('/', { schema: { tags, summary: 'The addresses, default first, then newest', response: { 200: z.array(addressResponse), ...buyerErrors } }, onRequest: buyerOnly }, async (request) => {
    const rows = await db
      .select()
      .from(addresses)
      .where(eq(addresses.userId, accountOf(request).id))
      .orderBy(desc(addresses.isDefault), desc(addresses.createdAt), desc(addresses.id));
    return rows.map(addressView);
  });

  api.post(
    '/',
    { schema: { tags, summary: 'Add an address (the first one becomes the default)', body: addressSchema, response: { 201: addressResponse, ...buyerErrors } }, onRequest: buyerOnly },
    async (request, reply) => {
      const userId = accountOf(request).id;
      const created = await db.transaction(async (tx) => {
        await lockBuyer(tx, userId);
        const [currentDefault] = await tx
          .select({ id: addresses.id })
          .from(addresses)
          .where(and(eq(addresses.userId, userId), eq(addresses.isDefault, true)));
        const isDefault = request.body.is_default || !currentDefault;
        if (isDefault) await clearDefault(tx, userId);
        const [row] = await tx
          .insert(addresses)
          .values({ userId, ...addressColumns(request.body), isDefault })
          .returning();
        if (!row) throw new Error('address insert returned no row');
        return row;
      });
      return reply.code(201).send(addressView(created));
    },
  );

  api.put(
    '/:id',
    {
      schema: { tags, summary: 'Change an address (is_default true makes it the default)', params: idParams, body: addressSchema, response: { 200: addressResponse, ...buyerErrors } },
      onRequest: buyerOnly,
    },
    async (request) => {
      const userId = accountOf(request).id;
      const updated = await db.transaction(async (tx) => {
        await lockBuyer(tx, userId);
        const current = await ownAddress(tx, userId, request.params.id);
        // The default moves only to another address; is_default false does not leave the buyer without one.
        const isDefault = current.isDefault || request.body.is_default;
        if (isDefault && !current.isDefault) await clearDefault(tx, userId, current.id);
        const [row] = await tx
          .update(addresses)
          .set({ ...addressColumns(request.body), isDefault })
          .where(and(eq(addresses.id, current.id), eq(addresses.userId, userId)))
          .returning();
        if (!row) throw notFound(ADDRESS_NOT_FOUND);
        return row;
      });
      return addressView(updated);
    },
  );

  api.delete(
    '/:id',
    { schema: { tags, summary: 'Delete an address (the newest remaining one becomes the default)', params: idParams, response: { 204: z.null(), ...buyerErrors } }, onRequest: buyerOnly },
    async (request, reply) => {
      const userId = accountOf(request).id;
      await db.transaction(async (tx) => {
        await lockBuyer(tx, userId);
        const [removed] = await tx
          .delete(addresses)
          .where(and(eq(addresses.id, request.params.id), eq(addresses.userId, userId)))
          .returning({ isDefault: addresses.isDefault });
        if (!removed) throw notFound(ADDRESS_NOT_FOUND);
        if (!removed.isDefault) return;
        const [newest] = await tx
          .select({ id: addresses.id })
          .from(addresses)
          .where(eq(addresses.userId, userId))
          .orderBy(desc(addresses.createdAt), desc(addresses.id))
          .limit(1);
        if (newest) await tx.update(addresses).set({ isDefault: true }).where(eq(addresses.id, newest.id));
      });
      return reply.code(204).send(null);
    },
  );

  api.put(
    '/:id/default',
    { schema: { tags, summary: 'Make an address the default', params: idParams, response: { 200: addressResponse, ...buyerErrors } }, onRequest: buyerOnly },
    async (request) => {
      const userId = accountOf(request).id;
      const updated = await db.transaction(async (tx) => {
        await lockBuyer(tx, userId);
        const current = await ownAddress(tx, userId, request.params.id);
        if (current.isDefault) return current;
        await clearDefault(tx, userId, current.id);
        const [row] = await tx.update(addresses).set({ isDefault: true }).where(eq(addresses.id, current.id)).returning();
        if (!row) throw notFound(ADDRESS_NOT_FOUND);
        return row;
      });
      return addressView(updated);
    },
  );
}

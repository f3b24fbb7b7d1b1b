import { and, desc, eq, ne } from 'drizzle-orm';
import type { Address, addressSchema } from '@nirmaan/core/pure';
import type { z } from 'zod';
import type { Database } from '../db/database.ts';
import { addresses, users } from '../db/schema.ts';
import { notFound } from '../http/errors.ts';
import { addressView } from '../orders/orderView.ts';

/*
 * The buyer's delivery addresses (spec storefront §3, §7). A buyer with addresses always has exactly
 * one default: the first address becomes it, another takes over only when chosen, and deleting the
 * default hands it to the newest remaining.
 */

const ADDRESS_NOT_FOUND = 'Address not found';

export type AddressInput = z.output<typeof addressSchema>;

function addressColumns(input: AddressInput) {
  return {
    addressLine1: input.address_line1,
    addressLine2: input.address_line2,
    city: input.city,
    state: input.state,
    postalCode: input.postal_code,
    country: input.country,
    landmark: input.landmark,
    siteContactName: input.site_contact_name,
    siteContactPhone: input.site_contact_phone,
    deliveryInstructions: input.delivery_instructions,
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

/** One of the buyer's addresses, or 404 (another buyer's address is not found either). */
export async function ownAddress(tx: Database, userId: number, id: number) {
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

/** The buyer's addresses, default first, then newest. */
export async function listAddresses(db: Database, userId: number): Promise<Address[]> {
  const rows = await db
    .select()
    .from(addresses)
    .where(eq(addresses.userId, userId))
    .orderBy(desc(addresses.isDefault), desc(addresses.createdAt), desc(addresses.id));
  return rows.map(addressView);
}

/** A new address; the buyer's first one (or one sent with is_default) becomes the default. */
export async function addAddress(db: Database, userId: number, input: AddressInput): Promise<Address> {
  const created = await db.transaction(async (tx) => {
    await lockBuyer(tx, userId);
    const [currentDefault] = await tx
      .select({ id: addresses.id })
      .from(addresses)
      .where(and(eq(addresses.userId, userId), eq(addresses.isDefault, true)));
    const isDefault = input.is_default || !currentDefault;
    if (isDefault) await clearDefault(tx, userId);
    const [row] = await tx
      .insert(addresses)
      .values({ userId, ...addressColumns(input), isDefault })
      .returning();
    if (!row) throw new Error('address insert returned no row');
    return row;
  });
  return addressView(created);
}

/** Changes one of the buyer's addresses; is_default true makes it the default. */
export async function updateAddress(db: Database, userId: number, id: number, input: AddressInput): Promise<Address> {
  const updated = await db.transaction(async (tx) => {
    await lockBuyer(tx, userId);
    const current = await ownAddress(tx, userId, id);
    // The default moves only to another address; is_default false does not leave the buyer without one.
    const isDefault = current.isDefault || input.is_default;
    if (isDefault && !current.isDefault) await clearDefault(tx, userId, current.id);
    const [row] = await tx
      .update(addresses)
      .set({ ...addressColumns(input), isDefault })
      .where(and(eq(addresses.id, current.id), eq(addresses.userId, userId)))
      .returning();
    if (!row) throw notFound(ADDRESS_NOT_FOUND);
    return row;
  });
  return addressView(updated);
}

/** Deletes one of the buyer's addresses; when it was the default, the newest remaining one takes over. */
export async function deleteAddress(db: Database, userId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    await lockBuyer(tx, userId);
    const [removed] = await tx
      .delete(addresses)
      .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
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
}

/** Makes one of the buyer's addresses the default. */
export async function makeDefaultAddress(db: Database, userId: number, id: number): Promise<Address> {
  const updated = await db.transaction(async (tx) => {
    await lockBuyer(tx, userId);
    const current = await ownAddress(tx, userId, id);
    if (current.isDefault) return current;
    await clearDefault(tx, userId, current.id);
    const [row] = await tx.update(addresses).set({ isDefault: true }).where(eq(addresses.id, current.id)).returning();
    if (!row) throw notFound(ADDRESS_NOT_FOUND);
    return row;
  });
  return addressView(updated);
}

import { and, eq, isNull, ne, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { gstinStateCode, gstStateCode, gstStateName, SELLER_MESSAGES, SERVICE_AREA_MESSAGES, stateForPincode } from '@nirmaan/core/pure';
import type { Locale } from '@nirmaan/core/pure';
import { hashPassword, UNUSABLE_PASSWORD_HASH } from '../auth/passwords.ts';
import type { Database } from '../db/database.ts';
import { admins, sellers, users } from '../db/schema.ts';
import { isUniqueViolation } from '../http/dbErrors.ts';
import { conflict, HttpError, notFound } from '../http/errors.ts';
import { pincodeCentroid } from '../pincodes/pincodeCentroid.ts';
import type { buyerRegistration, sellerDepotBody, sellerProfileUpdate, sellerRegistration } from './schemas.ts';

/*
 * The accounts themselves: buyers (found by phone), sellers and admins (found by e-mail), their
 * registration and the changes they make to their own account.
 */

type BuyerRegistration = z.output<typeof buyerRegistration>;
type SellerRegistration = z.output<typeof sellerRegistration>;
type SellerProfileUpdate = z.output<typeof sellerProfileUpdate>;
type SellerDepotInput = z.output<typeof sellerDepotBody>;
export type BuyerRow = typeof users.$inferSelect;

const EMAIL_TAKEN = 'Email already registered';
/** The detail of a 404 for a signed-in account that no longer exists. */
export const ACCOUNT_NOT_FOUND = 'Account not found';

// ---- buyers ------------------------------------------------------------------------------------

/** A new buyer; `phoneVerified` when an OTP proved the phone before the account was made. */
export async function createBuyer(db: Database, input: BuyerRegistration, phoneVerified: boolean): Promise<BuyerRow> {
  const taken = await db
    .select({ phone: users.phone, email: users.email })
    .from(users)
    .where(input.email ? or(eq(users.phone, input.phone), eq(users.email, input.email)) : eq(users.phone, input.phone));
  if (taken.some((row) => row.phone === input.phone)) throw conflict('Phone number already registered');
  if (taken.length > 0) throw conflict('Email already registered');
  try {
    const [user] = await db
      .insert(users)
      .values({
        phone: input.phone,
        email: input.email,
        passwordHash: await hashPassword(input.password),
        firstName: input.first_name,
        lastName: input.last_name,
        partnerId: input.partner_id,
        phoneVerifiedAt: phoneVerified ? sql`now()` : null,
      })
      .returning();
    if (!user) throw new Error('insert returned no row');
    return user;
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('Phone number or email already registered');
    throw error;
  }
}

export async function buyerByPhone(db: Database, phone: string): Promise<BuyerRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.phone, phone)).limit(1);
  return user;
}

export async function buyerById(db: Database, id: number): Promise<BuyerRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, id));
  return user;
}

/**
 * The first OTP sign-in into an account whose phone nobody had proved (it was registered with a
 * password only): whoever registered it may not be the phone's owner, so the account's password
 * and e-mail (theirs, unproven) are cleared and every session it had ends. The phone's owner is
 * in; an impostor who registered their number first is out.
 */
export async function claimUnprovenAccount(db: Database, user: BuyerRow): Promise<BuyerRow> {
  if (user.phoneVerifiedAt) return user;
  // Only while still unproven: of two sign-ins at once, one claims, and the other signs in as it stands after.
  const [claimed] = await db
    .update(users)
    .set({ phoneVerifiedAt: sql`now()`, passwordHash: UNUSABLE_PASSWORD_HASH, email: null, tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(and(eq(users.id, user.id), isNull(users.phoneVerifiedAt)))
    .returning();
  return claimed ?? (await buyerByPhone(db, user.phone)) ?? user;
}

/** The buyer's name and e-mail, and the language when given; an e-mail another account has is a 409. */
export async function updateBuyerProfile(
  db: Database,
  id: number,
  input: { first_name: string; last_name: string; email: string | null; language?: Locale | undefined },
): Promise<BuyerRow> {
  if (input.email) {
    const [other] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.email, input.email), ne(users.id, id)))
      .limit(1);
    if (other) throw conflict(EMAIL_TAKEN);
  }
  try {
    const [user] = await db
      .update(users)
      .set({ firstName: input.first_name, lastName: input.last_name, email: input.email, ...(input.language ? { language: input.language } : {}) })
      .where(eq(users.id, id))
      .returning();
    if (!user) throw notFound(ACCOUNT_NOT_FOUND);
    return user;
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(EMAIL_TAKEN);
    throw error;
  }
}

/**
 * A new password for the buyer: every session the account had ends (its token version moves on), and
 * when the phone was just proven by an OTP (a reset), the account counts as proven.
 */
export async function setBuyerPassword(db: Database, id: number, password: string, phoneProven: boolean): Promise<BuyerRow> {
  const [user] = await db
    .update(users)
    .set({
      passwordHash: await hashPassword(password),
      tokenVersion: sql`${users.tokenVersion} + 1`,
      ...(phoneProven ? { phoneVerifiedAt: sql`coalesce(${users.phoneVerifiedAt}, now())` } : {}),
    })
    .where(eq(users.id, id))
    .returning();
  if (!user) throw notFound(ACCOUNT_NOT_FOUND);
  return user;
}

/** Stores where the buyer is (delivery charges are measured from it). */
export async function setBuyerLocation(db: Database, id: number, location: { latitude: number; longitude: number }): Promise<BuyerRow | undefined> {
  const [user] = await db.update(users).set({ latitude: location.latitude, longitude: location.longitude }).where(eq(users.id, id)).returning();
  return user;
}

// ---- sellers -----------------------------------------------------------------------------------

/** A new seller (pending until an admin approves it); an e-mail in use is a 409. */
export async function createSeller(db: Database, input: SellerRegistration): Promise<typeof sellers.$inferSelect> {
  const [taken] = await db.select({ id: sellers.id }).from(sellers).where(eq(sellers.email, input.email)).limit(1);
  if (taken) throw conflict(EMAIL_TAKEN);
  try {
    const [seller] = await db
      .insert(sellers)
      .values({ name: input.name, email: input.email, phone: input.phone, address: input.address, passwordHash: await hashPassword(input.password) })
      .returning();
    if (!seller) throw new Error('insert returned no row');
    return seller;
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(EMAIL_TAKEN);
    throw error;
  }
}

export async function sellerByEmail(db: Database, email: string): Promise<typeof sellers.$inferSelect | undefined> {
  return (await db.select().from(sellers).where(eq(sellers.email, email)).limit(1))[0];
}

export async function sellerById(db: Database, id: number): Promise<typeof sellers.$inferSelect | undefined> {
  const [seller] = await db.select().from(sellers).where(eq(sellers.id, id));
  return seller;
}

/**
 * Where the seller delivers from: the map point it picked, else its pincode's centroid (422 when
 * the pincode cannot be placed), and how far it delivers. With it, its listings can be published.
 */
export async function setSellerDepot(db: Database, id: number, input: SellerDepotInput): Promise<typeof sellers.$inferSelect> {
  const point =
    input.latitude !== undefined && input.longitude !== undefined ? { latitude: input.latitude, longitude: input.longitude } : pincodeCentroid(input.pincode);
  if (!point) throw new HttpError(422, SERVICE_AREA_MESSAGES.depotNotPlaced);
  const [seller] = await db
    .update(sellers)
    .set({ depotPincode: input.pincode, latitude: point.latitude, longitude: point.longitude, deliveryRadiusKm: input.delivery_radius_km })
    .where(eq(sellers.id, id))
    .returning();
  if (!seller) throw notFound(ACCOUNT_NOT_FOUND);
  return seller;
}

/**
 * Registers the seller's GSTIN for its tax invoices. A GSTIN is registered per state, so it must be
 * the one of the depot's state when the depot is set (422); another seller's GSTIN is a 409.
 */
export async function setSellerGst(db: Database, id: number, gstin: string): Promise<typeof sellers.$inferSelect> {
  const [current] = await db.select({ depotPincode: sellers.depotPincode }).from(sellers).where(eq(sellers.id, id));
  if (!current) throw notFound(ACCOUNT_NOT_FOUND);
  const depotState = current.depotPincode ? stateForPincode(current.depotPincode) : null;
  const depotCode = depotState ? gstStateCode(depotState) : null;
  if (current.depotPincode && depotState && depotCode && depotCode !== gstinStateCode(gstin)) {
    throw new HttpError(422, SELLER_MESSAGES.gstOtherState(current.depotPincode, gstStateName(depotCode), depotCode));
  }
  try {
    const [seller] = await db.update(sellers).set({ gstin }).where(eq(sellers.id, id)).returning();
    if (!seller) throw notFound(ACCOUNT_NOT_FOUND);
    return seller;
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(SELLER_MESSAGES.gstTaken);
    throw error;
  }
}

/** The seller's own business details; another seller's e-mail is a 409. */
export async function updateSellerProfile(db: Database, id: number, input: SellerProfileUpdate): Promise<typeof sellers.$inferSelect> {
  const [taken] = await db
    .select({ id: sellers.id })
    .from(sellers)
    .where(and(eq(sellers.email, input.email), ne(sellers.id, id)))
    .limit(1);
  if (taken) throw conflict(EMAIL_TAKEN);
  const [seller] = await db
    .update(sellers)
    .set({ name: input.name, email: input.email, phone: input.phone, address: input.address, ...(input.language ? { language: input.language } : {}) })
    .where(eq(sellers.id, id))
    .returning();
  if (!seller) throw notFound(ACCOUNT_NOT_FOUND);
  return seller;
}

// ---- admins ------------------------------------------------------------------------------------

export async function adminByEmail(db: Database, email: string): Promise<typeof admins.$inferSelect | undefined> {
  return (await db.select().from(admins).where(eq(admins.email, email)).limit(1))[0];
}

export async function adminById(db: Database, id: number): Promise<typeof admins.$inferSelect | undefined> {
  const [admin] = await db.select().from(admins).where(eq(admins.id, id));
  return admin;
}

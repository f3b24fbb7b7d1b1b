import type { Locale } from '@nirmaan/core/pure';
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, doublePrecision, index, integer, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, id, isOneOf, partnerIndex, timestamptz } from './columns.ts';
import { SELLER_STATUSES, type SellerStatus } from './values.ts';

/**
 * Raised to end every session of an account at once (a password reset, a deactivation): an access
 * token carries the version it was issued under and stops working when the account's moves on.
 */
const tokenVersion = () => integer('token_version').notNull().default(0);

/** Buyers (spec storefront §3 "Buyer user"). Phone is the login: '+91' and 10 digits. */
export const users = pgTable(
  'users',
  {
    id: id(),
    phone: text('phone').notNull(),
    /** Optional; stored lower-case. */
    email: text('email'),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    /** The delivery location (decimal degrees), used for delivery charges by distance. */
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    isAdmin: boolean('is_admin').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    /** The partner site the buyer signed up through, when known. */
    partnerId: text('partner_id'),
    /** The language the buyer chose for the site (en, kn, ta, hi; issue 32), or null before any choice. */
    language: text('language').$type<Locale>(),
    /**
     * When someone proved by OTP that they hold the phone; null for an account registered with a
     * password only. The first OTP sign-in into an unproven account resets its password and ends
     * its sessions, so whoever registered someone else's phone loses the account.
     */
    phoneVerifiedAt: timestamptz('phone_verified_at'),
    tokenVersion: tokenVersion(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_phone_key').on(t.phone),
    uniqueIndex('users_email_key').on(t.email),
    check('users_phone_format', sql`${t.phone} ~ '^[+]91[0-9]{10}$'`),
    check('users_email_lower', sql`${t.email} = lower(${t.email})`),
    check('users_language_code', sql`${t.language} IN ('en', 'kn', 'ta', 'hi')`),
    check('users_latitude_range', sql`${t.latitude} between -90 and 90`),
    check('users_longitude_range', sql`${t.longitude} between -180 and 180`),
    index('users_created_at_idx').on(t.createdAt),
    partnerIndex('users_partner_idx', t.partnerId),
  ],
);

/** Sellers (suppliers): log in by e-mail; their coordinates drive delivery charges. */
export const sellers = pgTable(
  'sellers',
  {
    id: id(),
    /** The business name. */
    name: text('name').notNull(),
    /** Stored lower-case. */
    email: text('email').notNull(),
    phone: text('phone'),
    address: text('address'),
    /** One of CITIES for seeded sellers; free text from registration. */
    city: text('city'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    /** The depot's pincode (its coordinates are latitude/longitude above: the map point, else the pincode's centroid). */
    depotPincode: text('depot_pincode'),
    /** How far from its depot the seller delivers (km); with the depot, a listing may be published (DESIGN.md). */
    deliveryRadiusKm: integer('delivery_radius_km'),
    /** The seller's GSTIN (core's rule): its tax invoices carry it, and its first two digits are the seller's state for GST. */
    gstin: text('gstin'),
    passwordHash: text('password_hash').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    /** Buyers see a seller's listings, and the seller receives leads, only once an admin approved it. */
    status: text('status').$type<SellerStatus>().notNull().default('pending'),
    /** The admin's reason for a rejection, shown to the seller. */
    statusReason: text('status_reason'),
    statusChangedAt: timestamptz('status_changed_at'),
    /** The language the seller chose for the site (en, kn, ta, hi; issue 32): its SMS are in it. Null before any choice. */
    language: text('language').$type<Locale>(),
    tokenVersion: tokenVersion(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('sellers_email_key').on(t.email),
    uniqueIndex('sellers_gstin_key').on(t.gstin),
    check('sellers_status_check', isOneOf(t.status, SELLER_STATUSES)),
    index('sellers_status_idx').on(t.status),
    check('sellers_email_lower', sql`${t.email} = lower(${t.email})`),
    check('sellers_language_code', sql`${t.language} IN ('en', 'kn', 'ta', 'hi')`),
    check('sellers_latitude_range', sql`${t.latitude} between -90 and 90`),
    check('sellers_longitude_range', sql`${t.longitude} between -180 and 180`),
    check('sellers_delivery_radius_range', sql`${t.deliveryRadiusKm} between 1 and 300`),
    check('sellers_depot_pincode_digits', sql`${t.depotPincode} ~ '^[0-9]{6}$'`),
    check('sellers_gstin_shape', sql`${t.gstin} ~ '^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$'`),
    index('sellers_city_idx').on(t.city),
    index('sellers_created_at_idx').on(t.createdAt),
  ],
);

/** Admins: log in by e-mail; the first one comes from ADMIN_EMAIL / ADMIN_PASSWORD. */
export const admins = pgTable(
  'admins',
  {
    id: id(),
    /** Stored lower-case. */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    isActive: boolean('is_active').notNull().default(true),
    tokenVersion: tokenVersion(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('admins_email_key').on(t.email), check('admins_email_lower', sql`${t.email} = lower(${t.email})`)],
);

/** One-time codes of the server's own phone verification; only a keyed hash of each code is stored. */
export const otpCodes = pgTable(
  'otp_codes',
  {
    id: id(),
    phone: text('phone').notNull(),
    codeHash: text('code_hash').notNull(),
    /** What the code proves, e.g. 'buyer-phone'. */
    purpose: text('purpose').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    attempts: integer('attempts').notNull().default(0),
    consumedAt: timestamptz('consumed_at'),
    createdAt: createdAt(),
  },
  (t) => [index('otp_codes_phone_created_idx').on(t.phone, t.createdAt.desc()), check('otp_codes_attempts_nonnegative', sql`${t.attempts} >= 0`)],
);

/**
 * Failed sign-ins per account name (e.g. 'buyer:+919876543210'), counted in the database so every
 * server instance shares them and parallel guesses cannot slip past: an attempt is counted, in one
 * atomic statement, before its password is compared.
 */
export const signInAttempts = pgTable('sign_in_attempts', {
  account: text('account').primaryKey(),
  attempts: integer('attempts').notNull(),
  windowStartedAt: timestamptz('window_started_at').notNull(),
});

/**
 * Per-address request limits counted across every instance on PostgreSQL (migration 0024): the table
 * of rate-limiter-flexible's RateLimiterPostgres (http/rateLimitStore.ts), written only by it — key,
 * points used in the window, the window's end in epoch milliseconds. PGlite counts in memory.
 */
export const rateLimitCounts = pgTable('rate_limit_counts', {
  key: varchar('key', { length: 255 }).primaryKey(),
  points: integer('points').notNull().default(0),
  expire: bigint('expire', { mode: 'number' }),
});

/**
 * Facts about this database that decide how a server may start on it, e.g. 'demo_accounts' once
 * the demo accounts with their published passwords exist: production mode refuses such a database.
 */
export const instanceFacts = pgTable('instance_facts', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

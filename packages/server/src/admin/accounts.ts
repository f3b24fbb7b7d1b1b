import { and, count, desc, eq, ilike, not, or, sql, type SQL } from 'drizzle-orm';
import { ADMIN_MESSAGES, type AdminSeller, type AdminUser } from '@nirmaan/core/pure';
import type { Database } from '../db/database.ts';
import { sellers, users, type SellerStatus } from '../db/schema.ts';
import { notFound } from '../http/errors.ts';
import { containsPattern, type Page } from '../shared/search.ts';

export interface ListQuery {
  search?: string | undefined;
  limit: number;
  offset: number;
}

type UserRow = typeof users.$inferSelect;
type SellerRow = typeof sellers.$inferSelect;

export function adminUserView(user: UserRow): AdminUser {
  return {
    id: user.id,
    first_name: user.firstName,
    last_name: user.lastName,
    phone: user.phone,
    email: user.email,
    is_active: user.isActive,
    created_at: user.createdAt.toISOString(),
  };
}

export function adminSellerView(seller: SellerRow): AdminSeller {
  return {
    id: seller.id,
    name: seller.name,
    email: seller.email,
    phone: seller.phone,
    address: seller.address,
    city: seller.city,
    is_active: seller.isActive,
    status: seller.status,
    status_reason: seller.statusReason,
    created_at: seller.createdAt.toISOString(),
  };
}

/** Buyers matching the search in first name, last name, full name, phone or e-mail. */
function userFilter(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const pattern = containsPattern(search);
  return or(
    ilike(users.firstName, pattern),
    ilike(users.lastName, pattern),
    ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern),
    ilike(users.phone, pattern),
    ilike(users.email, pattern),
  );
}

/** Sellers matching the search in business name, phone or e-mail, and the review status when given. */
function sellerFilter(search: string | undefined, status: SellerStatus | undefined): SQL | undefined {
  const pattern = search ? containsPattern(search) : undefined;
  return and(
    pattern ? or(ilike(sellers.name, pattern), ilike(sellers.phone, pattern), ilike(sellers.email, pattern)) : undefined,
    status ? eq(sellers.status, status) : undefined,
  );
}

/** One page of buyers, newest first, and how many match. */
export async function listUsers(db: Database, query: ListQuery): Promise<Page<AdminUser>> {
  const where = userFilter(query.search);
  const [rows, [total]] = await Promise.all([
    db.select().from(users).where(where).orderBy(desc(users.createdAt), desc(users.id)).limit(query.limit).offset(query.offset),
    db.select({ value: count() }).from(users).where(where),
  ]);
  return { items: rows.map(adminUserView), total: total?.value ?? 0 };
}

/** One page of sellers, newest first, and how many match. */
export async function listSellers(db: Database, query: ListQuery & { status?: SellerStatus | undefined }): Promise<Page<AdminSeller>> {
  const where = sellerFilter(query.search, query.status);
  const [rows, [total]] = await Promise.all([
    db.select().from(sellers).where(where).orderBy(desc(sellers.createdAt), desc(sellers.id)).limit(query.limit).offset(query.offset),
    db.select({ value: count() }).from(sellers).where(where),
  ]);
  return { items: rows.map(adminSellerView), total: total?.value ?? 0 };
}

/**
 * Flips a buyer's active state in one statement. A deactivated buyer's tokens stop working at once,
 * and the token version moves on, so they stay dead after a reactivation: the buyer signs in again.
 */
export async function toggleUserStatus(db: Database, id: number): Promise<AdminUser> {
  const [user] = await db
    .update(users)
    .set({ isActive: not(users.isActive), tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(eq(users.id, id))
    .returning();
  if (!user) throw notFound(ADMIN_MESSAGES.userNotFound);
  return adminUserView(user);
}

/** Flips a seller's active state in one statement; as for buyers, the seller's old tokens end for good. */
export async function toggleSellerStatus(db: Database, id: number): Promise<AdminSeller> {
  const [seller] = await db
    .update(sellers)
    .set({ isActive: not(sellers.isActive), tokenVersion: sql`${sellers.tokenVersion} + 1` })
    .where(eq(sellers.id, id))
    .returning();
  if (!seller) throw notFound(ADMIN_MESSAGES.sellerNotFound);
  return adminSellerView(seller);
}

/**
 * An admin's review of a seller: approved sellers' listings are shown to buyers and they receive
 * leads; a rejection carries the reason the seller reads. Either may be changed later.
 */
export async function reviewSeller(db: Database, id: number, review: { status: 'approved' } | { status: 'rejected'; reason: string }): Promise<AdminSeller> {
  const [seller] = await db
    .update(sellers)
    .set({ status: review.status, statusReason: review.status === 'rejected' ? review.reason : null, statusChangedAt: sql`now()` })
    .where(eq(sellers.id, id))
    .returning();
  if (!seller) throw notFound(ADMIN_MESSAGES.sellerNotFound);
  return adminSellerView(seller);
}

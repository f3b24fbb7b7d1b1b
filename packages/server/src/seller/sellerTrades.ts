import { and, eq, sql, type SQL } from 'drizzle-orm';
import { sellers } from '../db/schema.ts';

/**
 * A seller buyers may see, order from and whose leads it gets: active, and approved by an admin
 * (DESIGN.md: new sellers are pending until an admin approves them). Every buyer-facing query joins
 * `sellers` and filters with this one condition.
 */
export const sellerTrades: SQL = and(eq(sellers.isActive, true), eq(sellers.status, 'approved'))!;

/** The same condition as a boolean column, for lines that stay visible but cannot be ordered (a cart). */
export const sellerTradesColumn = sql<boolean>`(${sellers.isActive} and ${sellers.status} = 'approved')`;

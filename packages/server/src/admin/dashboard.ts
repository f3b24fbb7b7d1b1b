import { count, desc, eq, isNull } from 'drizzle-orm';
import { type AdminDashboardStats, type RecentActivity, RECENT_ACTIVITY_SIZE } from '@nirmaan/core/pure';
import type { Database } from '../db/database.ts';
import { categories, listings, orders, products, sellers, users } from '../db/schema.ts';
import { rupees } from '../orders/delivery.ts';

/** The dashboard's stat cards: counts of real rows (categories: the top-level ones). */
export async function dashboardStats(db: Database): Promise<AdminDashboardStats> {
  const total = async (query: Promise<Array<{ value: number }>>) => (await query)[0]?.value ?? 0;
  const [totalUsers, totalSellers, totalProducts, totalOrders, totalCategories, totalListings] = await Promise.all([
    total(db.select({ value: count() }).from(users)),
    total(db.select({ value: count() }).from(sellers)),
    total(db.select({ value: count() }).from(products)),
    total(db.select({ value: count() }).from(orders)),
    total(db.select({ value: count() }).from(categories).where(isNull(categories.parentId))),
    total(db.select({ value: count() }).from(listings)),
  ]);
  return {
    total_users: totalUsers,
    total_sellers: totalSellers,
    total_products: totalProducts,
    total_orders: totalOrders,
    total_categories: totalCategories,
    total_listings: totalListings,
  };
}

/** The five newest orders (with the buyer's name), buyers and sellers. */
export async function recentActivity(db: Database): Promise<RecentActivity> {
  const [recentOrders, recentUsers, recentSellers] = await Promise.all([
    db
      .select({
        id: orders.id,
        userId: orders.userId,
        firstName: users.firstName,
        lastName: users.lastName,
        totalAmountPaise: orders.totalAmountPaise,
        status: orders.status,
        orderDate: orders.orderDate,
      })
      .from(orders)
      .leftJoin(users, eq(users.id, orders.userId))
      .orderBy(desc(orders.orderDate), desc(orders.id))
      .limit(RECENT_ACTIVITY_SIZE),
    db
      .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, phone: users.phone, createdAt: users.createdAt })
      .from(users)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(RECENT_ACTIVITY_SIZE),
    db
      .select({ id: sellers.id, name: sellers.name, email: sellers.email, createdAt: sellers.createdAt })
      .from(sellers)
      .orderBy(desc(sellers.createdAt), desc(sellers.id))
      .limit(RECENT_ACTIVITY_SIZE),
  ]);
  return {
    recent_orders: recentOrders.map((order) => ({
      id: order.id,
      user_id: order.userId,
      buyer_name: order.firstName === null ? null : `${order.firstName} ${order.lastName ?? ''}`.trim(),
      total_amount: rupees(order.totalAmountPaise),
      status: order.status,
      order_date: order.orderDate.toISOString(),
    })),
    recent_users: recentUsers.map((user) => ({
      id: user.id,
      first_name: user.firstName,
      last_name: user.lastName,
      phone: user.phone,
      created_at: user.createdAt.toISOString(),
    })),
    recent_sellers: recentSellers.map((seller) => ({ id: seller.id, name: seller.name, email: seller.email, created_at: seller.createdAt.toISOString() })),
  };
}

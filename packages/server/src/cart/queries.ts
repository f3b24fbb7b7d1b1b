import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { cartItems, listings, products, sellers, users } from '../db/schema.ts';
import { SERVICE_AREA_MESSAGES } from '@nirmaan/core/pure';
import { conflict, HttpError, notFound } from '../http/errors.ts';
import { quoteDelivery, type MaybeCoordinates } from '../orders/delivery.ts';
import { sellerTrades, sellerTradesColumn } from '../seller/sellerTrades.ts';
import { productName } from './cartView.ts';

/*
 * The changes a buyer makes to their cart (spec storefront §7): add, change a quantity, remove,
 * empty. Each refuses what the stock or the listing no longer allows (409) and another buyer's or an
 * unknown item (404); the routes then answer the whole cart (cartView.ts).
 */

const LISTING_NOT_FOUND = 'Listing not found';
const CART_ITEM_NOT_FOUND = 'Cart item not found';

/** 'Only 30 in stock', with what the cart already holds when that is why. */
function stockMessage(stock: number, inCart = 0): string {
  if (stock <= 0) return 'Out of stock';
  return inCart > 0 ? `Only ${stock} in stock (${inCart} already in your cart)` : `Only ${stock} in stock`;
}

/**
 * A listing a buyer can put in the cart (active, of a product on sale, with a trading seller), with
 * how many of it the buyer's cart already holds and the buyer's stored location, in one statement.
 */
async function availableListing(db: Database, userId: number, listingId: number) {
  const [listing] = await db
    .select({
      id: listings.id,
      stock: listings.stockQuantity,
      name: products.name,
      displayName: products.displayName,
      seller: { name: sellers.name, latitude: sellers.latitude, longitude: sellers.longitude, deliveryRadiusKm: sellers.deliveryRadiusKm },
      inCart: sql<
        number | null
      >`(select ${cartItems.quantity} from ${cartItems} where ${cartItems.userId} = ${userId} and ${cartItems.listingId} = ${listings.id})`,
      buyer: {
        latitude: sql<number | null>`(select ${users.latitude} from ${users} where ${users.id} = ${userId})`,
        longitude: sql<number | null>`(select ${users.longitude} from ${users} where ${users.id} = ${userId})`,
      },
    })
    .from(listings)
    .innerJoin(sellers, eq(sellers.id, listings.sellerId))
    .innerJoin(products, eq(products.id, listings.productId))
    .where(and(eq(listings.id, listingId), eq(listings.isActive, true), eq(products.isActive, true), sellerTrades));
  return listing;
}

/**
 * Puts a listing in the cart, or adds to the quantity already there; never beyond the stock, and
 * never from a seller whose delivery radius does not reach the buyer's stored location (422, with
 * both distances): the serviceability rule the product page applies (checkout applies it again to
 * the shipping address). Answers that location, so the cart answer need not read it again.
 */
export async function addToCart(db: Database, userId: number, listingId: number, quantity: number): Promise<MaybeCoordinates> {
  const listing = await availableListing(db, userId, listingId);
  if (!listing) throw notFound(LISTING_NOT_FOUND);
  const reach = quoteDelivery(listing.buyer, listing.seller);
  if (reach.withinReach === false && reach.distanceKm !== null && listing.seller.deliveryRadiusKm !== null) {
    throw new HttpError(
      422,
      SERVICE_AREA_MESSAGES.beyondRadius(listing.seller.name, reach.distanceKm, listing.seller.deliveryRadiusKm, 'your delivery location'),
    );
  }
  const inCart = listing.inCart ?? 0;
  if (inCart + quantity > listing.stock) throw conflict(stockMessage(listing.stock, inCart));
  // One statement, so two adds at once both count; the stock condition is checked again in it
  // (in bigint, so a huge sum cannot overflow the integer column).
  const [saved] = await db
    .insert(cartItems)
    .values({ userId, listingId, quantity })
    .onConflictDoUpdate({
      target: [cartItems.userId, cartItems.listingId],
      set: { quantity: sql`${cartItems.quantity} + excluded.quantity` },
      setWhere: sql`${cartItems.quantity}::bigint + excluded.quantity <= (select ${listings.stockQuantity} from ${listings} where ${listings.id} = ${listingId})`,
    })
    .returning({ id: cartItems.id });
  if (!saved) throw conflict(stockMessage(listing.stock, inCart));
  return listing.buyer;
}

/** Sets the quantity of one of the buyer's cart items, within the stock of a listing still on sale. */
export async function setCartItemQuantity(db: Database, userId: number, itemId: number, quantity: number): Promise<void> {
  const [item] = await db
    .select({
      id: cartItems.id,
      stock: listings.stockQuantity,
      isActive: listings.isActive,
      productActive: products.isActive,
      sellerActive: sellerTradesColumn,
      name: products.name,
      displayName: products.displayName,
    })
    .from(cartItems)
    .innerJoin(listings, eq(listings.id, cartItems.listingId))
    .innerJoin(sellers, eq(sellers.id, listings.sellerId))
    .innerJoin(products, eq(products.id, listings.productId))
    .where(and(eq(cartItems.id, itemId), eq(cartItems.userId, userId)));
  if (!item) throw notFound(CART_ITEM_NOT_FOUND);
  if (!item.isActive || !item.productActive || !item.sellerActive)
    throw conflict(`${productName(item)} is no longer available. Please remove it from your cart.`);
  if (quantity > item.stock) throw conflict(stockMessage(item.stock));
  const [updated] = await db
    .update(cartItems)
    .set({ quantity })
    .where(and(eq(cartItems.id, item.id), eq(cartItems.userId, userId)))
    .returning({ id: cartItems.id });
  if (!updated) throw notFound(CART_ITEM_NOT_FOUND);
}

/** Takes one of the buyer's items out of the cart. */
export async function removeCartItem(db: Database, userId: number, itemId: number): Promise<void> {
  const [removed] = await db
    .delete(cartItems)
    .where(and(eq(cartItems.id, itemId), eq(cartItems.userId, userId)))
    .returning({ id: cartItems.id });
  if (!removed) throw notFound(CART_ITEM_NOT_FOUND);
}

/** Empties the buyer's cart. */
export async function clearCart(db: Database, userId: number): Promise<void> {
  await db.delete(cartItems).where(eq(cartItems.userId, userId));
}

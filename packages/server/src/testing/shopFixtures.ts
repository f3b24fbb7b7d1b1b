import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import { signAccessToken } from '../auth/tokens.ts';
import type { Database } from '../db/database.ts';
import { listings, products, sellers, users } from '../db/schema.ts';
import { TEST_CONFIG, type TestServer } from './testServer.ts';

/*
 * Buyers, sellers and listings for the cart, address and order tests. Accounts are inserted
 * directly and given signed tokens, so the tests do not spend the per-address sign-in limits.
 */

let phoneCounter = 0;
const phoneBase = 6_000_000_000 + (process.pid % 1000) * 1_000_000;

export interface TestBuyer {
  id: number;
  token: string;
}

export async function createBuyer(
  db: Database,
  location: { latitude: number; longitude: number } | null = { latitude: 12.9352, longitude: 77.6245 },
): Promise<TestBuyer> {
  const phone = `+91${phoneBase + ++phoneCounter}`;
  const [user] = await db
    .insert(users)
    .values({ phone, passwordHash: 'x', firstName: 'Test', lastName: 'Buyer', latitude: location?.latitude ?? null, longitude: location?.longitude ?? null })
    .returning({ id: users.id });
  if (!user) throw new Error('no buyer inserted');
  return { id: user.id, token: await signAccessToken(TEST_CONFIG.jwtSecret, { sub: String(user.id), role: 'buyer' }) };
}

/** A token of the first seeded seller. */
export async function sellerToken(db: Database): Promise<string> {
  const [seller] = await db.select({ id: sellers.id }).from(sellers).orderBy(asc(sellers.id)).limit(1);
  if (!seller) throw new Error('no seller: seed first');
  return signAccessToken(TEST_CONFIG.jwtSecret, { sub: String(seller.id), role: 'seller' });
}

export interface TestListing {
  id: number;
  pricePaise: number;
  stock: number;
  productName: string;
  sellerId: number;
  sellerName: string;
  sellerLatitude: number | null;
  sellerLongitude: number | null;
}

/** Active seeded listings of sellers with coordinates, by seller then listing id. */
export async function activeListings(db: Database): Promise<TestListing[]> {
  return db
    .select({
      id: listings.id,
      pricePaise: listings.pricePaise,
      stock: listings.stockQuantity,
      productName: sql<string>`coalesce(nullif(trim(${products.displayName}), ''), ${products.name})`,
      sellerId: sellers.id,
      sellerName: sellers.name,
      sellerLatitude: sellers.latitude,
      sellerLongitude: sellers.longitude,
    })
    .from(listings)
    .innerJoin(products, eq(products.id, listings.productId))
    .innerJoin(sellers, eq(sellers.id, listings.sellerId))
    .where(and(eq(listings.isActive, true), isNotNull(sellers.latitude)))
    .orderBy(asc(sellers.id), asc(listings.id));
}

/**
 * Fresh listings for each test: listings no earlier test of the file has taken, from different
 * sellers, each given the stock asked for.
 */
export class ListingPool {
  private readonly used = new Set<number>();
  private readonly db: Database;

  constructor(db: Database) {
    this.db = db;
  }

  /** `perSeller[i]` listings from the i-th unused seller, each with `stock` units. */
  async take<const Counts extends readonly number[]>(perSeller: Counts, stock = 100): Promise<{ -readonly [K in keyof Counts]: TestListing[] }> {
    const all = (await activeListings(this.db)).filter((listing) => !this.used.has(listing.id));
    const bySeller = new Map<number, TestListing[]>();
    for (const listing of all) bySeller.set(listing.sellerId, [...(bySeller.get(listing.sellerId) ?? []), listing]);
    const groups = [...bySeller.values()];
    const picked: TestListing[][] = [];
    for (const wanted of perSeller) {
      const group = groups.find((candidate) => candidate.length >= wanted && !picked.some((taken) => taken[0]?.sellerId === candidate[0]?.sellerId));
      if (!group) throw new Error(`no unused seller with ${wanted} unused listings`);
      picked.push(group.slice(0, wanted));
    }
    for (const listing of picked.flat()) {
      this.used.add(listing.id);
      await setStock(this.db, listing.id, stock);
      listing.stock = stock;
    }
    return picked as { -readonly [K in keyof Counts]: TestListing[] };
  }
}

export async function setStock(db: Database, listingId: number, stock: number): Promise<void> {
  await db.update(listings).set({ stockQuantity: stock }).where(eq(listings.id, listingId));
}

export async function stockOf(db: Database, listingId: number): Promise<number> {
  const [row] = await db.select({ stock: listings.stockQuantity }).from(listings).where(eq(listings.id, listingId));
  if (!row) throw new Error(`no listing ${listingId}`);
  return row.stock;
}

/** The haversine distance in km, written out here so the tests check the server's arithmetic. */
export function expectedKm(from: { latitude: number; longitude: number }, to: { latitude: number; longitude: number }): number {
  const toRadians = (degrees: number) => (degrees * Math.PI) / 180;
  const R = 6371.0088;
  const dLat = toRadians(to.latitude - from.latitude);
  const dLon = toRadians(to.longitude - from.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(toRadians(from.latitude)) * Math.cos(toRadians(to.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * R * Math.asin(Math.sqrt(h));
}

/** ₹250 + ₹25 per km, the km taken to one decimal, in whole rupees. */
export function expectedCharge(km: number): number {
  const oneDecimal = Math.round(km * 10) / 10;
  return 250 + Math.round(25 * oneDecimal);
}

/** A valid address body. */
export function addressBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    address_line1: '14, 3rd Main Road',
    address_line2: 'Near the water tank',
    city: 'Bengaluru',
    state: 'Karnataka',
    postal_code: '560034',
    country: 'India',
    latitude: 12.9352,
    longitude: 77.6245,
    ...overrides,
  };
}

export type BuyerWithAddress = TestBuyer & { addressId: number };

/** A buyer at `location` with one saved address (addressBody()). */
export async function buyerWithAddress(
  server: TestServer,
  location: { latitude: number; longitude: number } | null = { latitude: 12.9716, longitude: 77.5946 },
): Promise<BuyerWithAddress> {
  const buyer = await createBuyer(server.db, location);
  const address = await server.call('POST', '/api/v1/addresses/', { token: buyer.token, json: addressBody() });
  if (address.status !== 201) throw new Error(`address not saved: ${address.status}`);
  return { ...buyer, addressId: address.body.id };
}

/** Puts each listing in the buyer's cart at its quantity; throws when the cart refuses one. */
export async function fillCart(server: TestServer, buyer: TestBuyer, lines: [TestListing, number][]): Promise<void> {
  for (const [listing, quantity] of lines) {
    const response = await server.call('POST', '/api/v1/cart/add', { token: buyer.token, json: { listing_id: listing.id, quantity } });
    if (response.status !== 200) throw new Error(`cart refused listing ${listing.id}: ${response.status}`);
  }
}

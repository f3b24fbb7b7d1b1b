import { asc, eq, sql } from 'drizzle-orm';
import type { Cart, CartItem, SellerDeliveryEstimate } from '@nirmaan/core/pure';
import { buyerLocation } from '../catalogue/buyerLocation.ts';
import type { Database } from '../db/database.ts';
import { cartItems, listings, productImages, products, sellers } from '../db/schema.ts';
import { quoteDelivery, rupees, type MaybeCoordinates } from '../orders/delivery.ts';
import { sellerTradesColumn } from '../seller/sellerTrades.ts';
import { imagesOfProducts } from '../product-images/productImages.ts';
import type { ProductImage } from '@nirmaan/core/pure';

/** One cart line with everything the cart and checkout need, money in paise. */
export interface CartLine {
  id: number;
  quantity: number;
  listing: {
    id: number;
    pricePaise: number;
    stockQuantity: number;
    sellerSku: string | null;
    /** The listing is active and its seller's account too: only then can it be bought. */
    available: boolean;
  };
  product: {
    id: number;
    name: string;
    displayName: string | null;
    description: string | null;
    masterSku: string;
    imageUrl: string | null;
    unit: string;
    /** The product has photos (product_images): only then are they looked up. */
    hasImages: boolean;
  };
  seller: {
    id: number;
    name: string;
    address: string | null;
    phone: string | null;
    city: string | null;
    latitude: number | null;
    longitude: number | null;
    deliveryRadiusKm: number | null;
  };
}

/** The buyer's cart lines in the order they were added. */
export async function cartLines(db: Database, userId: number, options: { lockForCheckout?: boolean } = {}): Promise<CartLine[]> {
  const query = db
    .select({
      id: cartItems.id,
      quantity: cartItems.quantity,
      listing: {
        id: listings.id,
        pricePaise: listings.pricePaise,
        stockQuantity: listings.stockQuantity,
        sellerSku: listings.sellerSku,
        isActive: listings.isActive,
      },
      product: {
        id: products.id,
        name: products.name,
        displayName: products.displayName,
        description: products.description,
        masterSku: products.masterSku,
        imageUrl: products.imageUrl,
        unit: products.unit,
        isActive: products.isActive,
        hasImages: sql<boolean>`exists (select 1 from ${productImages} where ${productImages.productId} = ${products.id})`,
      },
      seller: {
        id: sellers.id,
        name: sellers.name,
        address: sellers.address,
        phone: sellers.phone,
        city: sellers.city,
        latitude: sellers.latitude,
        longitude: sellers.longitude,
        deliveryRadiusKm: sellers.deliveryRadiusKm,
        isActive: sellerTradesColumn,
      },
    })
    .from(cartItems)
    .innerJoin(listings, eq(listings.id, cartItems.listingId))
    .innerJoin(products, eq(products.id, listings.productId))
    .innerJoin(sellers, eq(sellers.id, listings.sellerId))
    .where(eq(cartItems.userId, userId))
    .orderBy(asc(cartItems.id));
  // Checkout locks the buyer's cart rows, so a concurrent quantity change waits instead of being lost.
  const rows = options.lockForCheckout ? await query.for('update', { of: cartItems }) : await query;
  // A product an admin deactivated stays in the cart, shown as no longer available (issue 28).
  return rows.map(
    ({ listing: { isActive, ...listing }, product: { isActive: productActive, ...product }, seller: { isActive: sellerActive, ...seller }, ...row }) => ({
      ...row,
      product,
      listing: { ...listing, available: isActive && productActive && sellerActive },
      seller,
    }),
  );
}

export interface SellerShare {
  seller: CartLine['seller'];
  lines: CartLine[];
  subtotalPaise: number;
  distanceKm: number | null;
  deliveryPaise: number;
  /** The seller's radius reaches the place (null: the place is not known). */
  withinReach: boolean | null;
}

/** Lines grouped by seller (in the order the sellers first appear), each with its delivery quote to `place`. */
export function splitBySeller(lines: CartLine[], place: MaybeCoordinates | null): SellerShare[] {
  const shares = new Map<number, SellerShare>();
  for (const line of lines) {
    let share = shares.get(line.seller.id);
    if (!share) {
      const quote = quoteDelivery(place, line.seller);
      share = {
        seller: line.seller,
        lines: [],
        subtotalPaise: 0,
        distanceKm: quote.distanceKm,
        deliveryPaise: quote.chargePaise,
        withinReach: quote.withinReach,
      };
      shares.set(line.seller.id, share);
    }
    share.lines.push(line);
    share.subtotalPaise += line.listing.pricePaise * line.quantity;
  }
  return [...shares.values()];
}

/** The name shown to buyers: the display name when it has one (as productTitle in core). */
export function productName(product: Pick<CartLine['product'], 'name' | 'displayName'>): string {
  return product.displayName?.trim() || product.name;
}

function cartItemView(line: CartLine, image: ProductImage | null): CartItem {
  const { seller, product, listing } = line;
  return {
    id: line.id,
    quantity: line.quantity,
    listing: {
      id: listing.id,
      price: rupees(listing.pricePaise),
      stock_quantity: listing.stockQuantity,
      seller_sku: listing.sellerSku,
      is_active: listing.available,
      seller: { id: seller.id, name: seller.name, address: seller.address, phone: seller.phone, city: seller.city },
      product: {
        id: product.id,
        name: product.name,
        display_name: product.displayName,
        description: product.description,
        master_sku: product.masterSku,
        image_url: product.imageUrl,
        image,
        unit: product.unit,
      },
    },
  };
}

/**
 * The whole cart as every cart call answers it. Lines whose listing is no longer available stay
 * listed (is_active false) so the buyer can remove them, but they count in neither the subtotal
 * nor the deliveries: the totals are what checkout would charge once they are removed. Deliveries
 * go to `destination` (a chosen shipping address's location), else to the buyer's own location
 * (`knownBuyerLocation` when the caller has just read it, else read here). Photos are looked up only
 * for the products that have some.
 */
export async function loadCart(
  db: Database,
  userId: number,
  destination?: MaybeCoordinates | null,
  knownBuyerLocation?: MaybeCoordinates | null,
): Promise<Cart> {
  const buyer = knownBuyerLocation === undefined ? await buyerLocation(db, userId) : knownBuyerLocation;
  const lines = await cartLines(db, userId);
  const shares = splitBySeller(
    lines.filter((line) => line.listing.available),
    destination === undefined ? buyer : destination,
  );
  const deliveries: SellerDeliveryEstimate[] = shares.map((share) => ({
    seller_id: share.seller.id,
    seller_name: share.seller.name,
    distance_km: share.distanceKm,
    delivery_charge: rupees(share.deliveryPaise),
    delivery_radius_km: share.seller.deliveryRadiusKm,
    within_reach: share.withinReach,
  }));
  const subtotalPaise = shares.reduce((sum, share) => sum + share.subtotalPaise, 0);
  const deliveryPaise = shares.reduce((sum, share) => sum + share.deliveryPaise, 0);
  const images = await imagesOfProducts(
    db,
    lines.filter((line) => line.product.hasImages).map((line) => line.product.id),
  );
  return {
    cart_items: lines.map((line) => cartItemView(line, images.get(line.product.id)?.[0] ?? null)),
    subtotal: rupees(subtotalPaise),
    deliveries,
    delivery_charges: rupees(deliveryPaise),
    total_amount: rupees(subtotalPaise + deliveryPaise),
    has_location: buyer?.latitude != null && buyer.longitude != null,
  };
}

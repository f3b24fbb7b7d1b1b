import type { Cart, CartItem, Listing, Product } from '@nirmaan/core';

/** An in-memory cart behind the fake API: enough of the server's cart rules for stories and tests. */
export class FakeCart {
  private items: CartItem[] = [];
  private nextId = 1;
  private readonly catalogue: { products: Product[]; listings: Listing[] };
  private readonly hasLocation: boolean;

  constructor(catalogue: { products: Product[]; listings: Listing[] }, hasLocation = true) {
    this.catalogue = catalogue;
    this.hasLocation = hasLocation;
  }

  add(listingId: number, quantity: number): Cart | { status: number; detail: string } {
    const listing = this.catalogue.listings.find((candidate) => candidate.id === listingId);
    const product = this.catalogue.products.find((candidate) => candidate.id === listing?.product_id);
    if (!listing || !product) return { status: 404, detail: 'Listing not found' };
    const existing = this.items.find((item) => item.listing.id === listingId);
    const wanted = (existing?.quantity ?? 0) + quantity;
    if (wanted > listing.stock_quantity) return { status: 409, detail: `Only ${listing.stock_quantity} in stock` };
    if (existing) existing.quantity = wanted;
    else {
      this.items.push({
        id: this.nextId++,
        quantity,
        listing: {
          id: listing.id,
          price: listing.price,
          stock_quantity: listing.stock_quantity,
          seller_sku: listing.seller_sku,
          is_active: listing.is_active,
          seller: listing.seller,
          product: {
            id: product.id,
            name: product.name,
            display_name: product.display_name,
            description: product.description,
            master_sku: product.master_sku,
            image_url: product.image_url,
            image: product.images[0] ?? null,
            unit: product.unit,
          },
        },
      });
    }
    return this.cart();
  }

  update(itemId: number, quantity: number): Cart | { status: number; detail: string } {
    const item = this.items.find((candidate) => candidate.id === itemId);
    if (!item) return { status: 404, detail: 'Cart item not found' };
    if (quantity > item.listing.stock_quantity) return { status: 409, detail: `Only ${item.listing.stock_quantity} in stock` };
    item.quantity = quantity;
    return this.cart();
  }

  remove(itemId: number): Cart {
    this.items = this.items.filter((item) => item.id !== itemId);
    return this.cart();
  }

  clear(): Cart {
    this.items = [];
    return this.cart();
  }

  /** The cart; with a shipping address, each seller's distance is the fake's for that address (address id × 20 km, and 6 km more per seller). */
  cart(shippingAddressId: number | null = null): Cart {
    const subtotal = this.items.reduce((sum, item) => sum + item.listing.price * item.quantity, 0);
    const sellers = new Map<number, string | null>();
    for (const item of this.items) sellers.set(item.listing.seller?.id ?? 0, item.listing.seller?.name ?? null);
    const baseKm = shippingAddressId === null ? (this.hasLocation ? 4 : null) : shippingAddressId * 20;
    const deliveries = [...sellers].map(([sellerId, name], index) => ({
      seller_id: sellerId,
      seller_name: name,
      distance_km: baseKm === null ? null : baseKm + index * 6,
      delivery_charge: baseKm === null ? 250 : 250 + (baseKm + index * 6) * 25,
      delivery_radius_km: 80,
      within_reach: baseKm === null ? null : baseKm + index * 6 <= 80,
    }));
    const delivery = deliveries.reduce((sum, entry) => sum + entry.delivery_charge, 0);
    return {
      cart_items: this.items.map((item) => ({ ...item, listing: { ...item.listing } })),
      subtotal,
      deliveries,
      delivery_charges: delivery,
      total_amount: subtotal + delivery,
      has_location: this.hasLocation,
    };
  }
}

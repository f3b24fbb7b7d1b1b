import type { ListingSeller, ProductImage } from '../catalogue/catalogueTypes.ts';

/*
 * The cart (spec storefront §3, §7): every cart call answers the whole cart, which replaces the
 * local one. Money in rupees.
 */

export interface CartProduct {
  id: number;
  name: string;
  display_name: string | null;
  description: string | null;
  master_sku: string;
  image_url: string | null;
  /** The product's first photo; null without photos. */
  image: ProductImage | null;
  unit: string;
}

export interface CartListing {
  id: number;
  price: number;
  stock_quantity: number;
  seller_sku: string | null;
  is_active: boolean;
  seller: ListingSeller | null;
  product: CartProduct;
}

export interface CartItem {
  id: number;
  quantity: number;
  listing: CartListing;
}

/** The delivery estimate for one seller's share of the cart. */
export interface SellerDeliveryEstimate {
  seller_id: number;
  seller_name: string | null;
  /** Null when the buyer or the seller has no coordinates. */
  distance_km: number | null;
  delivery_charge: number;
  delivery_radius_km: number | null;
  /** The seller's radius reaches the place (core's depotReaches); null when the distance is unknown. */
  within_reach: boolean | null;
}

export interface Cart {
  cart_items: CartItem[];
  /** Sum of price x quantity. */
  subtotal: number;
  /** One estimate per seller in the cart. */
  deliveries: SellerDeliveryEstimate[];
  delivery_charges: number;
  total_amount: number;
  /** Whether the buyer has stored coordinates (else the cart links to /location-setup). */
  has_location: boolean;
  /**
   * With a shipping address at a pincode Nirmaan does not deliver to: the header's words for it
   * ("Sorry, we do not deliver to 110001 yet"); checkout refuses the address.
   */
  address_not_served?: string;
}

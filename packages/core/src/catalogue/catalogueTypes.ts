/*
 * Shapes of the catalogue calls (spec storefront §3, §7). Field names are the API's (snake_case);
 * money is in rupees (the database keeps paise).
 */

/** GET /categories/: parent_id null is a top-level category. */
export interface Category {
  id: number;
  name: string;
  description: string | null;
  parent_id: number | null;
  /** Products in this category and its sub-categories. */
  product_count: number;
}

export interface CategoryRef {
  id: number;
  name: string;
}

/** A set of files of one image in one format, for a <source>'s or an <img>'s srcset: 'url 160w, url 320w, ...'. */
export interface ProductImageSource {
  type: 'image/avif' | 'image/webp';
  srcset: string;
}

/** A product's photo: every width in AVIF and WebP, and JPEG for the rest (GET /products/, cart, orders). */
export interface ProductImage {
  id: number;
  alt: string;
  /** The largest stored width and its height: the aspect ratio every size keeps. */
  width: number;
  height: number;
  /** A JPEG of about 640 px wide (the <img>'s src) and every JPEG width (its srcset). */
  src: string;
  srcset: string;
  /** AVIF first, then WebP. */
  sources: ProductImageSource[];
}

/** A photo as its managers list it: whether this account may remove it (an admin any, a seller the ones they added). */
export interface ManagedProductImage extends ProductImage {
  removable: boolean;
}

/** GET /products/ and GET /products/{id}. */
export interface Product {
  id: number;
  name: string;
  /** Shown instead of name when present. */
  display_name: string | null;
  master_sku: string;
  brand: string | null;
  /** The unit a listing price is for: Bag, Kg, Ton, Cft, Nos, ... */
  unit: string;
  description: string | null;
  /** The first photo's JPEG (og:image, order snapshots); null without photos. */
  image_url: string | null;
  /** The product's photos in display order; empty when it has none. */
  images: ProductImage[];
  category_id: number;
  /** The category's name. */
  category: string | null;
  /** The category's parent, for the breadcrumb; null when the category is top level. */
  parent_category: CategoryRef | null;
  /** Key → value in display order. */
  specifications: Record<string, string>;
  /** What a builder typically orders at once, in `unit` (50 bags of cement; its category's, else 1): the product page starts from it. */
  typical_quantity: number;
  /** Lowest active listing price in rupees; null when nobody offers it. */
  min_price: number | null;
  /** Number of active listings. */
  listing_count: number;
}

export type ProductSort = 'name' | 'category';

export interface ProductQuery {
  search?: string;
  category_id?: number;
  sort?: ProductSort;
  /** 'most': when no product has every word of the search, those with most of them (ProductPage.matchedWords). Default 'all'. */
  match?: 'all' | 'most';
  /** Page size, 1-100 (default 20). */
  limit?: number;
  offset?: number;
  /** The header's pincode, else its city: min_price and listing_count then count only the sellers that deliver there (a signed-in buyer's stored location comes first). */
  pincode?: string;
  city?: string;
}

/** One page of GET /products/: the array the spec names, with the total from the X-Total-Count header. */
export interface ProductPage {
  items: Product[];
  total: number;
  offset: number;
  /** With match 'most', when no product has every word: the words the products match (X-Matched-Words). */
  matchedWords?: string;
}

/** GET /products/search-suggestions?q= */
export interface ProductSuggestion {
  id: number;
  /** display_name or name. */
  name: string;
  master_sku: string;
  category: string | null;
}

export interface ListingSeller {
  id: number;
  name: string | null;
  address: string | null;
  phone: string | null;
  city: string | null;
}

/** The delivery estimate of a listing for a buyer with a stored location (DESIGN.md). */
export interface ListingDelivery {
  /** Straight-line km from the seller to the buyer, one decimal. */
  distance_km: number;
  /** 250 + 25 x km, whole rupees. */
  delivery_charge: number;
  /** price x quantity + delivery_charge. */
  landed_total: number;
  /** How far the seller delivers from its depot (km). */
  delivery_radius_km: number;
  /** The place is within that radius (core's depotReaches): only then can the offer be ordered there. */
  within_reach: boolean;
}

/** GET /products/{id}/listings: active listings only. */
export interface Listing {
  id: number;
  product_id: number;
  /** Rupees per product unit. */
  price: number;
  stock_quantity: number;
  seller_sku: string | null;
  is_active: boolean;
  seller: ListingSeller | null;
  /** Present when the place is known: the buyer's stored location, else the visitor's pincode or city (GET .../listings). */
  delivery: ListingDelivery | null;
}

/** GET /pincodes/validate/{pincode} */
export interface PincodeCheck {
  pincode: string;
  serviceable: boolean;
  message: string;
  city: string | null;
  area: string | null;
}

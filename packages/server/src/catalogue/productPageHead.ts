import { isLimitedStock, CATALOGUE_MESSAGES, productTitle, type Listing, type Product, formatRupees, plural } from '@nirmaan/core/pure';
import type { LinkPreview, PageHead } from '../http/pageHead.ts';

/** Search engines show about this many characters of a description. */
export const DESCRIPTION_MAX_LENGTH = 160;

const SITE_NAME = 'Nirmaan';
const SCHEMA_AVAILABILITY = {
  inStock: 'https://schema.org/InStock',
  limited: 'https://schema.org/LimitedAvailability',
  outOfStock: 'https://schema.org/OutOfStock',
} as const;

/** The same title the product page sets in the browser (ProductDetail): "{name} — Nirmaan". */
export const productPageTitle = (product: Pick<Product, 'name' | 'display_name'>) => `${productTitle(product)} — ${SITE_NAME}`;

export const PRODUCT_NOT_FOUND_HEAD: PageHead = {
  title: `${CATALOGUE_MESSAGES.productNotFound} — ${SITE_NAME}`,
  description: 'This product is not in the Nirmaan catalogue. Browse cement, steel, sand, bricks and more from verified suppliers.',
};

/** Cuts text to `max` characters at a word boundary, with an ellipsis when cut. */
export function truncateText(text: string, max = DESCRIPTION_MAX_LENGTH): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,;:.–—-]+$/, '')}…`;
}

/** 'Bangalore', 'Bangalore and Chennai', 'Bangalore, Chennai and Coimbatore'. */
function joinNames(names: string[]): string {
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/** 'from ₹365 per bag, 3 suppliers in Bangalore and Chennai'. */
function offersPhrase(product: Product, listings: Listing[]): string {
  if (listings.length === 0) return 'no supplier lists it at the moment';
  const lowest = Math.min(...listings.map((listing) => listing.price));
  const cities = [...new Set(listings.map((listing) => listing.seller?.city?.trim()).filter((city): city is string => Boolean(city)))];
  const where = cities.length > 0 ? ` in ${joinNames(cities)}` : '';
  return `from ${formatRupees(lowest)} per ${product.unit.toLowerCase()}, ${plural(listings.length, 'supplier')}${where}`;
}

/** "UltraTech OPC 53 Grade Cement by UltraTech: from ₹365 per bag, 3 suppliers in Bangalore and Chennai. {description}" */
export function productDescription(product: Product, listings: Listing[]): string {
  const title = productTitle(product);
  const brand = product.brand?.trim();
  const byBrand = brand && !title.toLowerCase().includes(brand.toLowerCase()) ? ` by ${brand}` : '';
  const about = product.description?.trim() || `Compare prices and delivery charges on ${SITE_NAME}.`;
  return truncateText(`${title}${byBrand}: ${offersPhrase(product, listings)}. ${about}`);
}

function availability(listing: Listing): string {
  if (listing.stock_quantity <= 0) return SCHEMA_AVAILABILITY.outOfStock;
  return isLimitedStock(listing) ? SCHEMA_AVAILABILITY.limited : SCHEMA_AVAILABILITY.inStock;
}

/** Rupees as schema.org wants a price: a plain decimal with two places. */
const schemaPrice = (rupees: number) => rupees.toFixed(2);

/**
 * schema.org Product with the live offers: one Offer per active listing (price in INR, availability
 * from its stock, the seller), wrapped in an AggregateOffer with the lowest and highest price.
 */
export function productStructuredData(product: Product, listings: Listing[], publicUrl?: string): object {
  const offers = listings.map((listing) => ({
    '@type': 'Offer',
    price: schemaPrice(listing.price),
    priceCurrency: 'INR',
    availability: availability(listing),
    ...(listing.seller_sku ? { sku: listing.seller_sku } : {}),
    seller: { '@type': 'Organization', name: listing.seller?.name ?? CATALOGUE_MESSAGES.unknownSeller },
  }));
  const prices = listings.map((listing) => listing.price);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: productTitle(product),
    sku: product.master_sku,
    ...(product.description?.trim() ? { description: product.description.trim() } : {}),
    ...(product.brand?.trim() ? { brand: { '@type': 'Brand', name: product.brand.trim() } } : {}),
    ...(product.category ? { category: product.category } : {}),
    ...(product.image_url ? { image: publicUrl ? new URL(product.image_url, publicUrl).href : product.image_url } : {}),
    ...(publicUrl ? { url: productPageUrl(product, publicUrl) } : {}),
    ...(offers.length > 0
      ? {
          offers: {
            '@type': 'AggregateOffer',
            priceCurrency: 'INR',
            lowPrice: schemaPrice(Math.min(...prices)),
            highPrice: schemaPrice(Math.max(...prices)),
            offerCount: offers.length,
            offers,
          },
        }
      : {}),
  };
}

const productPageUrl = (product: Pick<Product, 'id'>, publicUrl: string) => new URL(`/products/${product.id}`, publicUrl).href;

/** The widest JPEG of a srcset ("a.jpg 320w, b.jpg 960w"): the photo link previews show. */
function widestOf(srcset: string): { url: string; width: number } | null {
  const entries = srcset
    .split(',')
    .map((entry) => entry.trim().split(/\s+/))
    .map(([url, width]) => ({ url: url ?? '', width: Number.parseInt(width ?? '', 10) }))
    .filter((entry) => entry.url !== '' && Number.isFinite(entry.width));
  return entries.reduce<{ url: string; width: number } | null>((widest, entry) => (widest && widest.width >= entry.width ? widest : entry), null);
}

/**
 * A product page's link preview: with the site's public address (PUBLIC_URL) the page's address and
 * its main photo (the widest JPEG, absolute), else the title and description alone.
 */
export function productLinkPreview(product: Product, publicUrl?: string): LinkPreview {
  if (!publicUrl) return { type: 'product' };
  const photo = product.images[0];
  const widest = photo ? widestOf(photo.srcset) : null;
  return {
    type: 'product',
    url: productPageUrl(product, publicUrl),
    ...(photo && widest
      ? {
          image: {
            url: new URL(widest.url, publicUrl).href,
            width: widest.width,
            height: Math.round((photo.height * widest.width) / photo.width),
            alt: photo.alt,
          },
        }
      : {}),
  };
}

/** The head of /products/{id}: the product's title, a description with its prices, its link preview and its structured data. */
export function productPageHead(product: Product, listings: Listing[], publicUrl?: string): PageHead {
  return {
    title: productPageTitle(product),
    description: productDescription(product, listings),
    preview: productLinkPreview(product, publicUrl),
    structuredData: productStructuredData(product, listings, publicUrl),
  };
}

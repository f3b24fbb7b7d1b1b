import { eq, sql } from 'drizzle-orm';
import type { CsvRowError, ListingUploadResult } from '@nirmaan/core/pure';
import { productName } from '../cart/cartView.ts';
import { type CsvRow, type CsvTable, parseBooleanCell, RowError, toCsv } from '../csv/csvFiles.ts';
import type { Database } from '../db/database.ts';
import { listings, priceHistory, products } from '../db/schema.ts';
import { badRequest } from '../http/errors.ts';
import { INT4_MAX } from '../shared/limits.ts';
import { paiseFromText } from '../shared/money.ts';
import { sellerListings } from './listings.ts';

/**
 * The listings CSV (spec toolkit §2 "My Listings", §7). The export has these columns, one row per
 * listing in id order; the upload reads the same file back. A row finds its listing by listing_id,
 * else by seller_sku, else by master_sku; product_id and master_sku, when filled, must agree with
 * the listing found. price, stock_quantity, is_active and (when the row is found by listing_id)
 * seller_sku change the listing; an empty cell leaves its field as it is. Uploads only change the
 * seller's existing listings; they never create one.
 */
export const LISTING_CSV_COLUMNS = [
  'listing_id',
  'product_id',
  'master_sku',
  'product_name',
  'unit',
  'seller_sku',
  'price',
  'stock_quantity',
  'is_active',
] as const;

const IDENTIFIERS = ['listing_id', 'seller_sku', 'master_sku'];
const CHANGEABLE = ['price', 'stock_quantity', 'is_active', 'seller_sku'];

export const LISTING_CSV_MESSAGES = {
  noIdentifier: 'The file needs a listing_id, seller_sku or master_sku column',
  nothingToChange: 'The file needs a price, stock_quantity or is_active column',
  rowWithoutIdentifier: 'Give the listing_id, seller_sku or master_sku of the listing',
  badListingId: 'listing_id must be a whole number',
  notYourListing: (id: string) => `Listing ${id} is not one of your listings`,
  unknownSellerSku: (sku: string) => `No listing of yours has the seller SKU ${sku}`,
  unknownMasterSku: (sku: string) => `You have no listing for the product ${sku}`,
  mismatch: (column: string, value: string, listingId: number) => `${column} ${value} does not match listing ${listingId}`,
  repeated: (listingId: number, row: number) => `Listing ${listingId} is already on row ${row}`,
  badPrice: 'Price must be an amount in rupees greater than 0, with at most 2 decimals',
  badStock: 'Stock quantity must be a whole number of 0 or more',
  skuTaken: (sku: string) => `The seller SKU ${sku} is already used by another of your listings`,
  skuTooLong: 'The seller SKU must be at most 64 characters',
} as const;

export const MAX_SKU_LENGTH = 64;

/** The seller's listings as a CSV document. */
export async function exportListingsCsv(db: Database, sellerId: number): Promise<string> {
  const rows = await sellerListings(db, sellerId, 'id');
  return toCsv(
    LISTING_CSV_COLUMNS,
    rows.map((row) => [
      row.id,
      row.productId,
      row.masterSku,
      productName({ name: row.productName, displayName: row.productDisplayName }),
      row.unit,
      row.sellerSku,
      (row.pricePaise / 100).toFixed(2),
      row.stockQuantity,
      row.isActive,
    ]),
  );
}

interface ListingState {
  id: number;
  productId: number;
  masterSku: string;
  pricePaise: number;
  stockQuantity: number;
  sellerSku: string | null;
  isActive: boolean;
}

interface Change {
  listing: ListingState;
  pricePaise?: number;
  stockQuantity?: number;
  sellerSku?: string;
  isActive?: boolean;
}

/** The seller's listings, locked for the upload, with lookups by id, seller SKU and master SKU. */
class OwnListings {
  readonly byId = new Map<number, ListingState>();
  readonly bySku = new Map<string, ListingState>();
  readonly byMasterSku = new Map<string, ListingState>();
  /** The row that already changed each listing. */
  readonly changedOnRow = new Map<number, number>();

  constructor(rows: ListingState[]) {
    for (const row of rows) {
      this.byId.set(row.id, row);
      if (row.sellerSku) this.bySku.set(row.sellerSku, row);
      this.byMasterSku.set(row.masterSku.toLowerCase(), row);
    }
  }

  find(cells: Map<string, string>): { listing: ListingState; byId: boolean } {
    const id = cells.get('listing_id') ?? '';
    const sku = cells.get('seller_sku') ?? '';
    const master = cells.get('master_sku') ?? '';
    let found: { listing: ListingState | undefined; byId: boolean };
    if (id !== '') {
      if (!/^\d{1,10}$/.test(id) || Number(id) > INT4_MAX) throw new RowError(LISTING_CSV_MESSAGES.badListingId);
      found = { listing: this.byId.get(Number(id)), byId: true };
      if (!found.listing) throw new RowError(LISTING_CSV_MESSAGES.notYourListing(id));
    } else if (sku !== '') {
      found = { listing: this.bySku.get(sku), byId: false };
      if (!found.listing) throw new RowError(LISTING_CSV_MESSAGES.unknownSellerSku(sku));
    } else if (master !== '') {
      found = { listing: this.byMasterSku.get(master.toLowerCase()), byId: false };
      if (!found.listing) throw new RowError(LISTING_CSV_MESSAGES.unknownMasterSku(master));
    } else {
      throw new RowError(LISTING_CSV_MESSAGES.rowWithoutIdentifier);
    }
    const listing = found.listing as ListingState;
    const productId = cells.get('product_id') ?? '';
    if (productId !== '' && productId !== String(listing.productId)) throw new RowError(LISTING_CSV_MESSAGES.mismatch('product_id', productId, listing.id));
    if (master !== '' && master.toLowerCase() !== listing.masterSku.toLowerCase())
      throw new RowError(LISTING_CSV_MESSAGES.mismatch('master_sku', master, listing.id));
    return { listing, byId: found.byId };
  }
}

function parseStock(text: string): number | undefined {
  if (text === '') return undefined;
  const cleaned = text.replaceAll(',', '');
  if (!/^\d{1,10}$/.test(cleaned) || Number(cleaned) > INT4_MAX) throw new RowError(LISTING_CSV_MESSAGES.badStock);
  return Number(cleaned);
}

function parsePrice(text: string): number | undefined {
  if (text === '') return undefined;
  const paise = paiseFromText(text);
  if (paise === null || paise <= 0) throw new RowError(LISTING_CSV_MESSAGES.badPrice);
  return paise;
}

/** What one row changes on its listing (fields equal to the current values are left out). */
function changeOf(row: CsvRow, own: OwnListings): Change {
  const { listing, byId } = own.find(row.cells);
  const earlier = own.changedOnRow.get(listing.id);
  if (earlier !== undefined) throw new RowError(LISTING_CSV_MESSAGES.repeated(listing.id, earlier));
  const change: Change = { listing };
  const price = parsePrice(row.cells.get('price') ?? '');
  const stock = parseStock(row.cells.get('stock_quantity') ?? '');
  const active = parseBooleanCell(row.cells.get('is_active') ?? '', 'is_active');
  if (price !== undefined && price !== listing.pricePaise) change.pricePaise = price;
  if (stock !== undefined && stock !== listing.stockQuantity) change.stockQuantity = stock;
  if (active !== undefined && active !== listing.isActive) change.isActive = active;
  const sku = byId ? (row.cells.get('seller_sku') ?? '') : '';
  if (sku !== '' && sku !== listing.sellerSku) {
    if (sku.length > MAX_SKU_LENGTH) throw new RowError(LISTING_CSV_MESSAGES.skuTooLong);
    const holder = own.bySku.get(sku);
    if (holder && holder.id !== listing.id) throw new RowError(LISTING_CSV_MESSAGES.skuTaken(sku));
    change.sellerSku = sku;
  }
  return change;
}

/** Applies a row's change to the in-memory state, so later rows see it (SKU lookups, repeats). */
function remember(own: OwnListings, change: Change, row: number): void {
  const { listing } = change;
  own.changedOnRow.set(listing.id, row);
  if (change.sellerSku !== undefined) {
    if (listing.sellerSku) own.bySku.delete(listing.sellerSku);
    own.bySku.set(change.sellerSku, listing);
  }
}

function checkColumns(table: CsvTable): void {
  if (!IDENTIFIERS.some((column) => table.columns.has(column))) throw badRequest(LISTING_CSV_MESSAGES.noIdentifier);
  if (!CHANGEABLE.some((column) => table.columns.has(column))) throw badRequest(LISTING_CSV_MESSAGES.nothingToChange);
}

/**
 * Applies an uploaded listings CSV in one transaction over the seller's locked listings. Each row
 * is checked on its own: a bad row is reported with its row number and the good rows still apply.
 * Every price that changes writes a price_history row (source 'csv').
 */
export async function uploadListingsCsv(db: Database, sellerId: number, table: CsvTable): Promise<ListingUploadResult> {
  checkColumns(table);
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({
        id: listings.id,
        productId: listings.productId,
        masterSku: products.masterSku,
        pricePaise: listings.pricePaise,
        stockQuantity: listings.stockQuantity,
        sellerSku: listings.sellerSku,
        isActive: listings.isActive,
      })
      .from(listings)
      .innerJoin(products, eq(products.id, listings.productId))
      .where(eq(listings.sellerId, sellerId))
      .orderBy(listings.id)
      .for('update', { of: listings });
    const own = new OwnListings(rows);
    const errors: CsvRowError[] = [];
    const changes: Change[] = [];
    for (const row of table.rows) {
      try {
        const change = changeOf(row, own);
        remember(own, change, row.row);
        if (Object.keys(change).length > 1) changes.push(change);
      } catch (error) {
        if (!(error instanceof RowError)) throw error;
        errors.push({ row: row.row, message: error.message });
      }
    }
    let createdHistory = 0;
    for (const change of changes) {
      await tx
        .update(listings)
        .set({
          pricePaise: change.pricePaise,
          stockQuantity: change.stockQuantity,
          isActive: change.isActive,
          sellerSku: change.sellerSku,
          updatedAt: sql`now()`,
        })
        .where(eq(listings.id, change.listing.id));
      if (change.pricePaise !== undefined) {
        await tx
          .insert(priceHistory)
          .values({ listingId: change.listing.id, oldPricePaise: change.listing.pricePaise, newPricePaise: change.pricePaise, source: 'csv' });
        createdHistory += 1;
      }
    }
    return { updated_listings: changes.length, created_history: createdHistory, errors };
  });
}

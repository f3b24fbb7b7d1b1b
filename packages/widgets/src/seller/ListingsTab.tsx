import {
  listingStatus,
  downloadSellerCsv,
  formatPrice,
  formatNumber,
  SELLER_CSV_EXPORTS,
  SELLER_MESSAGES,
  sellerApi,
  sellerErrorMessage,
  uploadSummary,
  type ListingUploadResult,
  type SellerListing,
} from '@nirmaan/core';
import { Alert, Badge, Button, EmptyState, Spinner, Table, type TableColumn } from '@nirmaan/ui';
import { useState } from 'react';
import { CsvFileInput } from './CsvFileInput.tsx';
import { CsvResult } from './CsvResult.tsx';
import { ListingDialog } from './ListingDialog.tsx';
import { ListingPhotosDialog } from './ListingPhotosDialog.tsx';
import { LoadFailed } from '../dashboard-shared/LoadFailed.tsx';
import { saveBlob } from '../dashboard-shared/saveBlob.ts';
import * as styles from '../dashboard-shared/dashboard.css.ts';
import { useDashboardData } from '../dashboard-shared/useDashboardData.ts';

type Editing = { listing: SellerListing | null } | null;

/** My Listings: table (product, price in ₹, stock, seller SKU, active), create, edit, the product's photos, delete, CSV export and upload. */
export function ListingsTab() {
  const listings = useDashboardData('seller', 'listings', () => sellerApi.listListings());
  const [editing, setEditing] = useState<Editing>(null);
  const [photosOf, setPhotosOf] = useState<SellerListing | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [upload, setUpload] = useState<ListingUploadResult | null>(null);

  const run = async (action: () => Promise<void>, failure: string) => {
    setBusy(true);
    setProblem(null);
    setNotice(null);
    try {
      await action();
    } catch (error) {
      setProblem(failure === SELLER_MESSAGES.exportFailed ? failure : sellerErrorMessage(error, failure));
    } finally {
      setBusy(false);
    }
  };

  const remove = (listing: SellerListing) =>
    run(async () => {
      const outcome = await sellerApi.deleteListing(listing.id);
      setNotice(outcome.detail);
      listings.reload();
    }, SELLER_MESSAGES.deleteListingFailed);

  const exportCsv = () => run(async () => saveBlob(await downloadSellerCsv('listings'), SELLER_CSV_EXPORTS.listings.filename), SELLER_MESSAGES.exportFailed);

  const uploadCsv = (file: File) =>
    run(async () => {
      setUpload(null);
      setUpload(await sellerApi.uploadListings(file, file.name));
      listings.reload();
    }, SELLER_MESSAGES.uploadFailed);

  const columns: TableColumn<SellerListing>[] = [
    {
      key: 'product',
      header: 'Product',
      rowHeader: true,
      render: (row) =>
        row.product.is_active ? (
          row.product.name
        ) : (
          <>
            {row.product.name}
            <span className={styles.withdrawnNote}>{SELLER_MESSAGES.productWithdrawn}</span>
          </>
        ),
    },
    { key: 'price', header: 'Price', align: 'end', render: (row) => `${formatPrice(row.price)} / ${row.product.unit}` },
    { key: 'stock', header: 'Stock', align: 'end', render: (row) => formatNumber(row.stock_quantity) },
    // In the edit dialog too: on a small phone the row keeps room for price, stock and the actions.
    { key: 'sku', header: 'Seller SKU', hideOnPhone: true, render: (row) => row.seller_sku ?? '—' },
    { key: 'active', header: 'Status', render: (row) => <Badge tone={listingStatus(row).tone}>{listingStatus(row).label}</Badge> },
    {
      key: 'actions',
      header: 'Actions',
      render: (row) => (
        <span className={styles.actions}>
          <Button variant="secondary" size="small" aria-haspopup="dialog" aria-label={`Edit ${row.product.name}`} onClick={() => setEditing({ listing: row })}>
            Edit
          </Button>
          <Button variant="secondary" size="small" aria-haspopup="dialog" aria-label={`Photos of ${row.product.name}`} onClick={() => setPhotosOf(row)}>
            Photos
          </Button>
          <Button variant="danger" size="small" disabled={busy} aria-label={`Delete ${row.product.name}`} onClick={() => void remove(row)}>
            Delete
          </Button>
        </span>
      ),
    },
  ];

  const rows = listings.value ?? [];
  return (
    <div className={styles.panel}>
      <div className={styles.headerRow}>
        <h2 className={styles.heading}>My Listings</h2>
        <div className={styles.actions}>
          <Button variant="primary" aria-haspopup="dialog" onClick={() => setEditing({ listing: null })}>
            Add Listing
          </Button>
          <Button variant="secondary" disabled={busy} onClick={() => void exportCsv()}>
            Export CSV
          </Button>
          <CsvFileInput label="Upload CSV" disabled={busy} onFile={(file) => void uploadCsv(file)} />
        </div>
      </div>
      {problem && <Alert tone="error">{problem}</Alert>}
      {notice && <Alert tone="success">{notice}</Alert>}
      {upload && <CsvResult summary={uploadSummary(upload)} errors={upload.errors} />}
      {listings.status === 'failed' && <LoadFailed onRetry={listings.reload} />}
      {listings.status === 'loading' && !listings.value && <Spinner label="Loading listings" />}
      {listings.value && rows.length === 0 && <EmptyState headingLevel={3} title={SELLER_MESSAGES.noListings} description={SELLER_MESSAGES.noListingsHint} />}
      {rows.length > 0 && <Table caption="Your product listings" columns={columns} rows={rows} rowKey={(row) => row.id} />}
      {photosOf && <ListingPhotosDialog productId={photosOf.product_id} productName={photosOf.product.name} onClose={() => setPhotosOf(null)} />}
      {editing && (
        <ListingDialog
          listing={editing.listing}
          listedProductIds={rows.map((row) => row.product_id)}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            listings.reload();
          }}
        />
      )}
    </div>
  );
}

import {
  downloadSellerCsv,
  listingStatus,
  localeFormat,
  SELLER_CSV_EXPORTS,
  sellerApi,
  sellerErrorMessage,
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
import { useMessages } from '../locale-shared/useMessages.ts';
import { sellerDashboardCatalogue } from './sellerDashboardMessages.ts';

type Editing = { listing: SellerListing | null } | null;

/** My Listings: table (product, price in ₹, stock, seller SKU, active), create, edit, the product's photos, delete, CSV export and upload. */
export function ListingsTab() {
  const { messages, locale } = useMessages(sellerDashboardCatalogue);
  const format = localeFormat(locale);
  const listings = useDashboardData('seller', 'listings', () => sellerApi.listListings());
  const [editing, setEditing] = useState<Editing>(null);
  const [photosOf, setPhotosOf] = useState<SellerListing | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [upload, setUpload] = useState<ListingUploadResult | null>(null);

  /** Runs an action; on failure shows the server's detail, else `failure` (an export failure always says `failure`). */
  const run = async (action: () => Promise<void>, failure: string, serverDetail = true) => {
    setBusy(true);
    setProblem(null);
    setNotice(null);
    try {
      await action();
    } catch (error) {
      setProblem(serverDetail ? sellerErrorMessage(error, failure) : failure);
    } finally {
      setBusy(false);
    }
  };

  const remove = (listing: SellerListing) =>
    run(async () => {
      const outcome = await sellerApi.deleteListing(listing.id);
      // The server says it in English; the dashboard in its own language, from what became of the listing.
      setNotice(outcome.deactivated ? messages['listing.deactivated']() : messages['listing.deleted']());
      listings.reload();
    }, messages.deleteListingFailed());

  const exportCsv = () => run(async () => saveBlob(await downloadSellerCsv('listings'), SELLER_CSV_EXPORTS.listings.filename), messages.exportFailed(), false);

  const uploadCsv = (file: File) =>
    run(async () => {
      setUpload(null);
      setUpload(await sellerApi.uploadListings(file, file.name));
      listings.reload();
    }, messages.uploadFailed());

  const columns: TableColumn<SellerListing>[] = [
    {
      key: 'product',
      header: messages['column.product'](),
      rowHeader: true,
      render: (row) =>
        row.product.is_active ? (
          row.product.name
        ) : (
          <>
            {row.product.name}
            <span className={styles.withdrawnNote}>{messages.productWithdrawn()}</span>
          </>
        ),
    },
    {
      key: 'price',
      header: messages['column.price'](),
      align: 'end',
      render: (row) => messages['listing.price']({ price: format.price(row.price), unit: row.product.unit }),
    },
    { key: 'stock', header: messages['column.stock'](), align: 'end', render: (row) => format.number(row.stock_quantity) },
    // In the edit dialog too: on a small phone the row keeps room for price, stock and the actions.
    { key: 'sku', header: messages['column.sku'](), hideOnPhone: true, render: (row) => row.seller_sku ?? '—' },
    {
      key: 'active',
      header: messages['column.status'](),
      render: (row) => {
        const status = listingStatus(row);
        // Core's label ('Withdrawn', 'Active', 'Inactive') names the case of the catalogue's select.
        return <Badge tone={status.tone}>{messages['listing.status']({ status: status.label.toLowerCase() })}</Badge>;
      },
    },
    {
      key: 'actions',
      header: messages['column.actions'](),
      render: (row) => (
        <span className={styles.actions}>
          <Button
            variant="secondary"
            size="small"
            aria-haspopup="dialog"
            aria-label={messages['listing.editLabel']({ name: row.product.name })}
            onClick={() => setEditing({ listing: row })}
          >
            {messages['listing.edit']()}
          </Button>
          <Button
            variant="secondary"
            size="small"
            aria-haspopup="dialog"
            aria-label={messages['listing.photosLabel']({ name: row.product.name })}
            onClick={() => setPhotosOf(row)}
          >
            {messages['listing.photos']()}
          </Button>
          <Button
            variant="danger"
            size="small"
            disabled={busy}
            aria-label={messages['listing.deleteLabel']({ name: row.product.name })}
            onClick={() => void remove(row)}
          >
            {messages['listing.delete']()}
          </Button>
        </span>
      ),
    },
  ];

  const rows = listings.value ?? [];
  return (
    <div className={styles.panel}>
      <div className={styles.headerRow}>
        <h2 className={styles.heading}>{messages['listings.title']()}</h2>
        <div className={styles.actions}>
          <Button variant="primary" aria-haspopup="dialog" onClick={() => setEditing({ listing: null })}>
            {messages['listings.add']()}
          </Button>
          <Button variant="secondary" disabled={busy} onClick={() => void exportCsv()}>
            {messages['listings.export']()}
          </Button>
          <CsvFileInput label={messages['listings.upload']()} disabled={busy} onFile={(file) => void uploadCsv(file)} />
        </div>
      </div>
      {problem && <Alert tone="error">{problem}</Alert>}
      {notice && <Alert tone="success">{notice}</Alert>}
      {upload && (
        <CsvResult
          summary={messages['upload.summary']({
            updated: format.number(upload.updated_listings),
            created: format.number(upload.created_history),
            errors: upload.errors.length,
            errorsText: format.number(upload.errors.length),
          })}
          errors={upload.errors}
          rowError={(row, message) => messages['upload.rowError']({ row, message })}
        />
      )}
      {listings.status === 'failed' && <LoadFailed onRetry={listings.reload} />}
      {listings.status === 'loading' && !listings.value && <Spinner label={messages['listings.loading']()} />}
      {listings.value && rows.length === 0 && <EmptyState headingLevel={3} title={messages.noListings()} description={messages.noListingsHint()} />}
      {rows.length > 0 && <Table caption={messages['listings.caption']()} columns={columns} rows={rows} rowKey={(row) => row.id} />}
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

import {
  ADMIN_CATALOGUE_MESSAGES as M,
  ADMIN_CATALOGUE_PAGE_SIZE,
  adminCatalogueApi,
  errorDetail,
  formatNumber,
  productTitle,
  type AdminCatalogueProduct,
} from '@nirmaan/core';
import { Alert, Badge, Button, EmptyState, Select, Spinner, Table, TextField, type SelectOption, type TableColumn } from '@nirmaan/ui';
import { useEffect, useState } from 'react';
import { ConfirmDialog } from '../dashboard-shared/ConfirmDialog.tsx';
import { LoadFailed } from '../dashboard-shared/LoadFailed.tsx';
import * as styles from '../dashboard-shared/dashboard.css.ts';
import { useConfirmedDelete } from '../dashboard-shared/useConfirmedDelete.ts';
import { useDashboardData } from '../dashboard-shared/useDashboardData.ts';
import * as catalogueStyles from './catalogue.css.ts';
import { CatalogueProductDialog } from './CatalogueProductDialog.tsx';

export interface CatalogueProductsPanelProps {
  /** The categories as the filter and the editor offer them ("Cement › OPC"), in tree order. */
  categoryOptions: readonly SelectOption[];
  /** After a product is added, moved or (de)activated: the categories' counts changed. */
  onCatalogueChanged: () => void;
}

type Editing = { product: AdminCatalogueProduct | null; notice: string | null } | null;

const STATUS_OPTIONS: SelectOption[] = [
  { value: '', label: 'Active and deactivated' },
  { value: 'true', label: 'Active only' },
  { value: 'false', label: 'Deactivated only' },
];

/**
 * The storefront's products (issue 28): search by name, SKU or brand, filter by category and state,
 * 25 a page; Add product and Edit open the editor (with the product's photos); Deactivate takes a
 * product off the storefront at once after a confirmation, Reactivate brings it back.
 */
export function CatalogueProductsPanel({ categoryOptions, onCatalogueChanged }: CatalogueProductsPanelProps) {
  const [search, setSearch] = useState('');
  const [searchedFor, setSearchedFor] = useState('');
  const [categoryId, setCategoryId] = useState('');
  const [active, setActive] = useState('');
  const [offset, setOffset] = useState(0);
  const [editing, setEditing] = useState<Editing>(null);
  const [notice, setNotice] = useState<string | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => {
      setSearchedFor(search.trim());
      setOffset(0);
    }, 300);
    return () => clearTimeout(timer);
  }, [search]);

  const query = { q: searchedFor, category_id: categoryId ? Number(categoryId) : undefined, active: active === '' ? undefined : active === 'true', offset };
  const products = useDashboardData('admin', `catalogue-products?q=${searchedFor}&category=${categoryId}&active=${active}&offset=${offset}`, () =>
    adminCatalogueApi.listProducts(query),
  );

  const changed = () => {
    products.reload();
    onCatalogueChanged();
  };

  const toggle = useConfirmedDelete<AdminCatalogueProduct>(
    async (product) => {
      const saved = await adminCatalogueApi.setProductActive(product.id, !product.is_active);
      setNotice(saved.is_active ? M.reactivated(productTitle(saved)) : M.deactivated(productTitle(saved)));
      changed();
    },
    (error) => errorDetail(error, M.actionFailed),
  );

  const filter = (set: (value: string) => void) => (value: string) => {
    set(value);
    setOffset(0);
  };

  const columns: TableColumn<AdminCatalogueProduct>[] = [
    {
      key: 'product',
      header: 'Product',
      rowHeader: true,
      render: (product) => (
        <>
          <span className={styles.line}>{productTitle(product)}</span>
          <span className={catalogueStyles.sku}>{product.master_sku}</span>
        </>
      ),
    },
    {
      key: 'category',
      header: 'Category',
      render: (product) => (product.parent_category_name ? `${product.parent_category_name} › ${product.category_name}` : product.category_name),
    },
    { key: 'brand', header: 'Brand', hideOnPhone: true, render: (product) => product.brand ?? '—' },
    { key: 'unit', header: 'Unit' },
    { key: 'listings', header: 'Listings', align: 'end', render: (product) => formatNumber(product.listing_count) },
    { key: 'photos', header: 'Photos', align: 'end', hideOnPhone: true, render: (product) => formatNumber(product.image_count) },
    {
      key: 'status',
      header: 'Status',
      render: (product) => <Badge tone={product.is_active ? 'success' : 'neutral'}>{product.is_active ? 'Active' : 'Deactivated'}</Badge>,
    },
    {
      key: 'actions',
      header: 'Actions',
      render: (product) => (
        <span className={styles.actions}>
          <Button
            variant="secondary"
            size="small"
            aria-haspopup="dialog"
            aria-label={`Edit ${productTitle(product)}`}
            onClick={() => setEditing({ product, notice: null })}
          >
            Edit
          </Button>
          <Button
            variant={product.is_active ? 'danger' : 'secondary'}
            size="small"
            aria-haspopup="dialog"
            aria-label={`${product.is_active ? 'Deactivate' : 'Reactivate'} ${productTitle(product)}`}
            onClick={() => toggle.ask(product)}
          >
            {product.is_active ? 'Deactivate' : 'Reactivate'}
          </Button>
        </span>
      ),
    },
  ];

  const page = products.value;
  const last = page ? Math.min(page.offset + page.items.length, page.total) : 0;
  const filtered = searchedFor !== '' || categoryId !== '' || active !== '';
  const target = toggle.target;
  return (
    <section className={styles.panel} aria-labelledby="catalogue-products-title">
      <div className={styles.headerRow}>
        <h3 id="catalogue-products-title" className={styles.heading}>
          Products
        </h3>
        <Button variant="primary" aria-haspopup="dialog" onClick={() => setEditing({ product: null, notice: null })}>
          Add product
        </Button>
      </div>
      <div className={catalogueStyles.filters} role="search" aria-label="Find catalogue products">
        <TextField type="search" label="Search products" hint="Name, SKU or brand" value={search} maxLength={200} onValueChange={setSearch} />
        <Select
          label="Category"
          value={categoryId}
          options={[{ value: '', label: 'Every category' }, ...categoryOptions]}
          onValueChange={filter(setCategoryId)}
        />
        <Select label="Status" value={active} options={STATUS_OPTIONS} onValueChange={filter(setActive)} />
      </div>
      {notice && <Alert tone="success">{notice}</Alert>}
      {products.status === 'failed' && <LoadFailed onRetry={products.reload} message={M.loadProductsFailed} />}
      {products.status === 'loading' && !page && <Spinner label={M.loadingProducts} />}
      {page && page.total === 0 && (
        <EmptyState headingLevel={4} title={filtered ? M.noMatch : M.noProducts} description={filtered ? M.noMatchHint : M.noProductsHint} />
      )}
      {page && page.total > 0 && (
        <>
          <Table caption="Catalogue products" hideCaption columns={columns} rows={page.items} rowKey={(product) => product.id} />
          <div className={styles.headerRow}>
            <p className={styles.muted} aria-live="polite">
              Showing {formatNumber(page.offset + 1)}–{formatNumber(last)} of {formatNumber(page.total)}
            </p>
            {page.total > ADMIN_CATALOGUE_PAGE_SIZE && (
              <div className={styles.actions}>
                <Button variant="secondary" size="small" disabled={offset === 0} onClick={() => setOffset(Math.max(0, offset - ADMIN_CATALOGUE_PAGE_SIZE))}>
                  Previous
                </Button>
                <Button variant="secondary" size="small" disabled={last >= page.total} onClick={() => setOffset(offset + ADMIN_CATALOGUE_PAGE_SIZE)}>
                  Next
                </Button>
              </div>
            )}
          </div>
        </>
      )}
      {editing && (
        <CatalogueProductDialog
          key={editing.product?.id ?? 'new'}
          product={editing.product}
          notice={editing.notice}
          categoryOptions={[{ value: '', label: 'Select a category' }, ...categoryOptions]}
          onClose={() => setEditing(null)}
          onSaved={(saved) => {
            const title = productTitle(saved);
            if (editing.product) {
              setEditing(null);
              setNotice(M.productSaved(title));
            } else {
              // A new product stays open in the editor, where its photos can now be added.
              setEditing({ product: saved, notice: `${M.productSaved(title)}. You can add its photos below.` });
            }
            changed();
          }}
        />
      )}
      {target && (
        <ConfirmDialog
          title={target.is_active ? M.deactivateTitle(productTitle(target)) : M.reactivateTitle(productTitle(target))}
          description={target.is_active ? M.deactivateDescription : M.reactivateDescription}
          confirmLabel={target.is_active ? 'Deactivate' : 'Reactivate'}
          busyLabel={target.is_active ? 'Deactivating...' : 'Reactivating...'}
          confirmVariant={target.is_active ? 'danger' : 'primary'}
          busy={toggle.busy}
          problem={toggle.problem}
          onConfirm={() => void toggle.confirm()}
          onCancel={toggle.cancel}
        />
      )}
    </section>
  );
}

import { adminApi, errorDetail, formatPrice, localeFormat, type DefaultProduct } from '@nirmaan/core';
import { Alert, Badge, Button, Spinner, Table, TextField, type TableColumn } from '@nirmaan/ui';
import { useEffect, useState } from 'react';
import { LoadFailed } from '../dashboard-shared/LoadFailed.tsx';
import * as styles from '../dashboard-shared/dashboard.css.ts';
import { useDashboardData } from '../dashboard-shared/useDashboardData.ts';
import { ConfirmDeleteDialog } from '../dashboard-shared/ConfirmDeleteDialog.tsx';
import { DefaultProductDialog } from './DefaultProductDialog.tsx';
import { StatCards } from './StatCards.tsx';
import { useConfirmedDelete } from '../dashboard-shared/useConfirmedDelete.ts';

type Editing = { product: DefaultProduct | null } | null;

/**
 * Products (spec toolkit §2): the default products sellers start their listings from, with stats
 * (total, active, categories), search, add/edit in a dialog, and delete after confirmation.
 */
export function DefaultProductsTab() {
  const [search, setSearch] = useState('');
  const [searchedFor, setSearchedFor] = useState('');
  const products = useDashboardData('admin', `default-products?search=${searchedFor}`, () => adminApi.listDefaultProducts(searchedFor));
  const stats = useDashboardData('admin', 'default-product-stats', () => adminApi.defaultProductStats());
  const [editing, setEditing] = useState<Editing>(null);
  const [notice, setNotice] = useState<string | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setSearchedFor(search), 300);
    return () => clearTimeout(timer);
  }, [search]);

  const reloadAll = () => {
    products.reload();
    stats.reload();
  };

  const deletion = useConfirmedDelete<DefaultProduct>(
    async (product) => {
      const outcome = await adminApi.deleteDefaultProduct(product.id);
      setNotice(outcome.detail);
      reloadAll();
    },
    (error) => errorDetail(error, 'Failed to delete the product. Please try again.'),
  );

  const columns: TableColumn<DefaultProduct>[] = [
    { key: 'name', header: 'Name', rowHeader: true },
    { key: 'category', header: 'Category', render: (product) => product.category_name },
    { key: 'unit', header: 'Unit' },
    {
      key: 'rate',
      header: 'Rate',
      align: 'end',
      render: (product) => (product.rate === null ? '—' : formatPrice(product.rate)),
    },
    { key: 'brands', header: 'Brands', render: (product) => product.brands ?? '—' },
    {
      key: 'status',
      header: 'Status',
      render: (product) => <Badge tone={product.is_active ? 'success' : 'neutral'}>{product.is_active ? 'Active' : 'Inactive'}</Badge>,
    },
    {
      key: 'actions',
      header: 'Actions',
      render: (product) => (
        <span className={styles.actions}>
          <Button variant="secondary" size="small" aria-haspopup="dialog" aria-label={`Edit ${product.name}`} onClick={() => setEditing({ product })}>
            Edit
          </Button>
          <Button variant="danger" size="small" aria-haspopup="dialog" aria-label={`Delete ${product.name}`} onClick={() => deletion.ask(product)}>
            Delete
          </Button>
        </span>
      ),
    },
  ];

  return (
    <div className={styles.panel}>
      <div className={styles.headerRow}>
        <h2 className={styles.heading}>Default Products</h2>
        <Button variant="primary" aria-haspopup="dialog" onClick={() => setEditing({ product: null })}>
          Add Product
        </Button>
      </div>
      <p className={styles.muted}>Sellers start their listings from these products.</p>
      {stats.value && (
        <StatCards
          label="Default product totals"
          format={localeFormat('en')}
          cards={[
            { label: 'Total Products', value: stats.value.total_products },
            { label: 'Active Products', value: stats.value.active_products },
            { label: 'Categories', value: stats.value.total_categories },
          ]}
        />
      )}
      <TextField type="search" label="Search products" hint="Name, brand or category" value={search} onValueChange={setSearch} />
      {notice && <Alert tone="success">{notice}</Alert>}
      {products.status === 'failed' && <LoadFailed onRetry={reloadAll} message="Could not load the default products." />}
      {products.status === 'loading' && !products.value && <Spinner label="Loading default products" />}
      {products.value && (
        <Table
          caption="Default products"
          hideCaption
          columns={columns}
          rows={products.value}
          rowKey={(product) => product.id}
          empty={search.trim() ? `No default products match “${search.trim()}”.` : 'No default products yet. Add the first one.'}
        />
      )}
      {editing && (
        <DefaultProductDialog
          product={editing.product}
          onClose={() => setEditing(null)}
          onSaved={(saved) => {
            setEditing(null);
            setNotice(`Saved ${saved.name}`);
            reloadAll();
          }}
        />
      )}
      <ConfirmDeleteDialog
        deletion={deletion}
        title={(target) => `Delete ${target.name}?`}
        description={() => 'Sellers will no longer be able to start a listing from it. Existing listings stay.'}
      />
    </div>
  );
}

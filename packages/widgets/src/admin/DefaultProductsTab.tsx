import { adminApi, DEFAULT_PRODUCT_MESSAGES, errorDetail, localeFormat, type DefaultProduct } from '@nirmaan/core';
import { Alert, Badge, Button, Spinner, Table, TextField, type TableColumn } from '@nirmaan/ui';
import { useEffect, useState } from 'react';
import { LoadFailed } from '../dashboard-shared/LoadFailed.tsx';
import * as styles from '../dashboard-shared/dashboard.css.ts';
import { useDashboardData } from '../dashboard-shared/useDashboardData.ts';
import { ConfirmDeleteDialog } from '../dashboard-shared/ConfirmDeleteDialog.tsx';
import { useMessages } from '../locale-shared/useMessages.ts';
import { adminCatalogue } from './adminMessages.ts';
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
  const { messages, locale } = useMessages(adminCatalogue);
  const format = localeFormat(locale);
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
      // The server's English notice, said in the dashboard's language.
      setNotice(outcome.detail === DEFAULT_PRODUCT_MESSAGES.deleted ? messages['products.deleted']() : outcome.detail);
      reloadAll();
    },
    (error) => errorDetail(error, messages['products.deleteFailed']()),
  );

  const columns: TableColumn<DefaultProduct>[] = [
    { key: 'name', header: messages['column.name'](), rowHeader: true },
    { key: 'category', header: messages['products.category'](), render: (product) => product.category_name },
    { key: 'unit', header: messages['products.unit']() },
    {
      key: 'rate',
      header: messages['products.rate'](),
      align: 'end',
      render: (product) => (product.rate === null ? '—' : format.price(product.rate)),
    },
    { key: 'brands', header: messages['products.brands'](), render: (product) => product.brands ?? '—' },
    {
      key: 'status',
      header: messages['column.status'](),
      render: (product) => (
        <Badge tone={product.is_active ? 'success' : 'neutral'}>{messages['products.active.status']({ active: String(product.is_active) })}</Badge>
      ),
    },
    {
      key: 'actions',
      header: messages['estate.actions'](),
      render: (product) => (
        <span className={styles.actions}>
          <Button
            variant="secondary"
            size="small"
            aria-haspopup="dialog"
            aria-label={messages['products.editLabel']({ name: product.name })}
            onClick={() => setEditing({ product })}
          >
            {messages['products.edit']()}
          </Button>
          <Button
            variant="danger"
            size="small"
            aria-haspopup="dialog"
            aria-label={messages['products.deleteLabel']({ name: product.name })}
            onClick={() => deletion.ask(product)}
          >
            {messages['products.delete']()}
          </Button>
        </span>
      ),
    },
  ];

  return (
    <div className={styles.panel}>
      <div className={styles.headerRow}>
        <h2 className={styles.heading}>{messages['products.title']()}</h2>
        <Button variant="primary" aria-haspopup="dialog" onClick={() => setEditing({ product: null })}>
          {messages['products.add']()}
        </Button>
      </div>
      <p className={styles.muted}>{messages['products.intro']()}</p>
      {stats.value && (
        <StatCards
          label={messages['products.totals']()}
          format={format}
          cards={[
            { label: messages['overview.totalProducts'](), value: stats.value.total_products },
            { label: messages['products.active'](), value: stats.value.active_products },
            { label: messages['overview.categories'](), value: stats.value.total_categories },
          ]}
        />
      )}
      <TextField type="search" label={messages['products.search']()} hint={messages['products.searchHint']()} value={search} onValueChange={setSearch} />
      {notice && <Alert tone="success">{notice}</Alert>}
      {products.status === 'failed' && <LoadFailed onRetry={reloadAll} message={messages['products.loadFailed']()} />}
      {products.status === 'loading' && !products.value && <Spinner label={messages['products.loading']()} />}
      {products.value && (
        <Table
          caption={messages['products.caption']()}
          hideCaption
          columns={columns}
          rows={products.value}
          rowKey={(product) => product.id}
          empty={search.trim() ? messages['products.noMatch']({ search: search.trim() }) : messages['products.none']()}
        />
      )}
      {editing && (
        <DefaultProductDialog
          product={editing.product}
          onClose={() => setEditing(null)}
          onSaved={(saved) => {
            setEditing(null);
            setNotice(messages['products.saved']({ name: saved.name }));
            reloadAll();
          }}
        />
      )}
      <ConfirmDeleteDialog
        deletion={deletion}
        title={(target) => messages['products.deleteTitle']({ name: target.name })}
        description={() => messages['products.deleteDescription']()}
      />
    </div>
  );
}

import { ADMIN_CATALOGUE_PAGE_SIZE, adminCatalogueApi, errorDetail, localeFormat, productTitle, type AdminCatalogueProduct } from '@nirmaan/core';
import { Alert, Badge, Button, EmptyState, Select, Spinner, Table, TextField, type SelectOption, type TableColumn } from '@nirmaan/ui';
import { useEffect, useState } from 'react';
import { ConfirmDialog } from '../dashboard-shared/ConfirmDialog.tsx';
import { LoadFailed } from '../dashboard-shared/LoadFailed.tsx';
import * as styles from '../dashboard-shared/dashboard.css.ts';
import { useConfirmedDelete } from '../dashboard-shared/useConfirmedDelete.ts';
import { useDashboardData } from '../dashboard-shared/useDashboardData.ts';
import { useMessages } from '../locale-shared/useMessages.ts';
import { catalogueTabCatalogue } from './catalogue/catalogueTabMessages.ts';
import * as catalogueStyles from './catalogue.css.ts';
import { CatalogueProductDialog } from './CatalogueProductDialog.tsx';

export interface CatalogueProductsPanelProps {
  /** The categories as the filter and the editor offer them ("Cement › OPC"), in tree order. */
  categoryOptions: readonly SelectOption[];
  /** After a product is added, moved or (de)activated: the categories' counts changed. */
  onCatalogueChanged: () => void;
}

type Editing = { product: AdminCatalogueProduct | null; notice: string | null } | null;

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
  const { messages, locale } = useMessages(catalogueTabCatalogue);
  const format = localeFormat(locale);
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
      setNotice(messages['catalogue.toggled']({ active: String(saved.is_active), name: productTitle(saved) }));
      changed();
    },
    (error) => errorDetail(error, messages['catalogue.actionFailed']()),
  );

  const filter = (set: (value: string) => void) => (value: string) => {
    set(value);
    setOffset(0);
  };

  const statusOptions: SelectOption[] = [
    { value: '', label: messages['catalogue.statusFilter']({ status: 'any' }) },
    { value: 'true', label: messages['catalogue.statusFilter']({ status: 'active' }) },
    { value: 'false', label: messages['catalogue.statusFilter']({ status: 'deactivated' }) },
  ];

  const columns: TableColumn<AdminCatalogueProduct>[] = [
    {
      key: 'product',
      header: messages['catalogue.product'](),
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
      header: messages['products.category'](),
      render: (product) => (product.parent_category_name ? `${product.parent_category_name} › ${product.category_name}` : product.category_name),
    },
    { key: 'brand', header: messages['catalogue.brand'](), hideOnPhone: true, render: (product) => product.brand ?? '—' },
    { key: 'unit', header: messages['products.unit']() },
    { key: 'listings', header: messages['overview.listings'](), align: 'end', render: (product) => format.number(product.listing_count) },
    { key: 'photos', header: messages['tab.photos'](), align: 'end', hideOnPhone: true, render: (product) => format.number(product.image_count) },
    {
      key: 'status',
      header: messages['column.status'](),
      render: (product) => (
        <Badge tone={product.is_active ? 'success' : 'neutral'}>{messages['catalogue.productStatus']({ active: String(product.is_active) })}</Badge>
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
            aria-label={messages['products.editLabel']({ name: productTitle(product) })}
            onClick={() => setEditing({ product, notice: null })}
          >
            {messages['products.edit']()}
          </Button>
          <Button
            variant={product.is_active ? 'danger' : 'secondary'}
            size="small"
            aria-haspopup="dialog"
            aria-label={messages['catalogue.toggleLabel']({ active: String(product.is_active), name: productTitle(product) })}
            onClick={() => toggle.ask(product)}
          >
            {messages['catalogue.toggle']({ active: String(product.is_active) })}
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
          {messages['catalogue.productsTitle']()}
        </h3>
        <Button variant="primary" aria-haspopup="dialog" onClick={() => setEditing({ product: null, notice: null })}>
          {messages['catalogue.addProduct']()}
        </Button>
      </div>
      <div className={catalogueStyles.filters} role="search" aria-label={messages['catalogue.find']()}>
        <TextField
          type="search"
          label={messages['products.search']()}
          hint={messages['catalogue.searchHint']()}
          value={search}
          maxLength={200}
          onValueChange={setSearch}
        />
        <Select
          label={messages['products.category']()}
          value={categoryId}
          options={[{ value: '', label: messages['catalogue.everyCategory']() }, ...categoryOptions]}
          onValueChange={filter(setCategoryId)}
        />
        <Select label={messages['column.status']()} value={active} options={statusOptions} onValueChange={filter(setActive)} />
      </div>
      {notice && <Alert tone="success">{notice}</Alert>}
      {products.status === 'failed' && <LoadFailed onRetry={products.reload} message={messages['catalogue.loadFailed']()} />}
      {products.status === 'loading' && !page && <Spinner label={messages['catalogue.loading']()} />}
      {page && page.total === 0 && (
        <EmptyState
          headingLevel={4}
          title={filtered ? messages['catalogue.noMatch']() : messages['catalogue.noProducts']()}
          description={filtered ? messages['catalogue.noMatchHint']() : messages['catalogue.noProductsHint']()}
        />
      )}
      {page && page.total > 0 && (
        <>
          <Table caption={messages['catalogue.caption']()} hideCaption columns={columns} rows={page.items} rowKey={(product) => product.id} />
          <div className={styles.headerRow}>
            <p className={styles.muted} aria-live="polite">
              {messages['pager.shown']({ first: format.number(page.offset + 1), last: format.number(last), total: format.number(page.total) })}
            </p>
            {page.total > ADMIN_CATALOGUE_PAGE_SIZE && (
              <div className={styles.actions}>
                <Button variant="secondary" size="small" disabled={offset === 0} onClick={() => setOffset(Math.max(0, offset - ADMIN_CATALOGUE_PAGE_SIZE))}>
                  {messages['pager.previous']()}
                </Button>
                <Button variant="secondary" size="small" disabled={last >= page.total} onClick={() => setOffset(offset + ADMIN_CATALOGUE_PAGE_SIZE)}>
                  {messages['pager.next']()}
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
          categoryOptions={[{ value: '', label: messages['product.chooseCategory']() }, ...categoryOptions]}
          onClose={() => setEditing(null)}
          onSaved={(saved) => {
            const title = productTitle(saved);
            if (editing.product) {
              setEditing(null);
              setNotice(messages['products.saved']({ name: title }));
            } else {
              // A new product stays open in the editor, where its photos can now be added.
              setEditing({ product: saved, notice: messages['catalogue.savedAddPhotos']({ name: title }) });
            }
            changed();
          }}
        />
      )}
      {target && (
        <ConfirmDialog
          title={messages['catalogue.toggleTitle']({ active: String(target.is_active), name: productTitle(target) })}
          description={messages['catalogue.toggleDescription']({ active: String(target.is_active) })}
          confirmLabel={messages['catalogue.toggle']({ active: String(target.is_active) })}
          busyLabel={messages['catalogue.toggling']({ active: String(target.is_active) })}
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

import { CATALOGUE_MESSAGES, catalogueApi, createProductList, formatNumber, hasMoreProducts, type ProductFilter } from '@nirmaan/core';
import { useStore } from '@nanostores/react';
import { Alert, Button, EmptyState, Spinner } from '@nirmaan/ui';
import { useEffect, useState } from 'react';
import { ProductCard } from './ProductCard.tsx';
import { isFiltered, ProductFilters } from './ProductFilters.tsx';
import * as styles from './catalogue.css.ts';

export interface ProductSearchProps {
  /** The filter to show; with `onFilterChange` the caller owns it (the host app keeps it in the address). */
  filter?: ProductFilter;
  onFilterChange?: (filter: ProductFilter) => void;
  /** Starting filter when the widget owns its state (an embedded catalogue). */
  defaultFilter?: ProductFilter;
  heading?: string;
}

/** The filter as the list loads it: a trimmed search, no empty parts; as a string, so effects compare by value. */
function normalizedFilterKey(filter: ProductFilter): string {
  const normalized: ProductFilter = {};
  const search = filter.search?.trim();
  if (search) normalized.search = search;
  if (filter.category_id) normalized.category_id = filter.category_id;
  if (filter.sort) normalized.sort = filter.sort;
  return JSON.stringify(normalized);
}

/** The products page (spec storefront §2): filters, count line, product cards and Load More. */
export function ProductSearch({ filter: controlledFilter, onFilterChange, defaultFilter = {}, heading = 'Products' }: ProductSearchProps) {
  const [list] = useState(() => createProductList(catalogueApi));
  const [ownFilter, setOwnFilter] = useState<ProductFilter>(defaultFilter);
  const filter = controlledFilter ?? ownFilter;
  const state = useStore(list.$state);
  const filterKey = normalizedFilterKey(filter);

  useEffect(() => list.show(JSON.parse(filterKey) as ProductFilter), [list, filterKey]);

  const changeFilter = (next: ProductFilter) => {
    if (!controlledFilter) setOwnFilter(next);
    onFilterChange?.(next);
  };

  return (
    <section className={styles.root} aria-labelledby="product-search-title">
      <h1 id="product-search-title" className={styles.title}>
        {heading}
      </h1>
      <ProductFilters filter={filter} onChange={changeFilter} />
      <p className={styles.countLine} role="status">
        {state.status === 'ready' && countLine(state.items.length, state.total, filter, state.matchedWords)}
      </p>
      {state.status === 'loading' && (
        <div className={styles.loading}>
          <Spinner label="Loading products" />
        </div>
      )}
      {state.status === 'failed' && (
        <Alert tone="error" action={<Button onClick={list.retry}>Retry</Button>}>
          {state.error}
        </Alert>
      )}
      {state.status === 'ready' && state.items.length === 0 && (
        <EmptyState
          title={CATALOGUE_MESSAGES.noProducts}
          description={CATALOGUE_MESSAGES.noProductsHint}
          action={isFiltered(filter) ? <Button onClick={() => changeFilter({})}>Clear Filters</Button> : undefined}
        />
      )}
      {state.items.length > 0 && (
        <ul className={styles.grid} aria-label="Products">
          {state.items.map((product) => (
            <li key={product.id}>
              <ProductCard product={product} headingLevel={2} />
            </li>
          ))}
        </ul>
      )}
      {state.status === 'ready' && state.error && state.items.length > 0 && <Alert tone="error">{state.error}</Alert>}
      {hasMoreProducts(state) && (
        <div className={styles.centerRow}>
          <Button variant="secondary" busy={state.loadingMore} busyLabel="Loading more products" onClick={list.loadMore}>
            Load More
          </Button>
        </div>
      )}
    </section>
  );
}

function countLine(shown: number, total: number, filter: ProductFilter, matchedWords: string | null): string {
  if (total === 0) return '';
  const what = total === 1 ? 'product' : 'products';
  const search = filter.search?.trim();
  const matching = matchedWords ? ` for “${matchedWords}”` : search ? ` for “${search}”` : '';
  const count = shown < total ? `Showing ${formatNumber(shown)} of ${formatNumber(total)} ${what}${matching}` : `${formatNumber(total)} ${what}${matching}`;
  return matchedWords && search ? `No products match all of “${search}”. ${count}` : count;
}

import { catalogueApi, createProductList, hasMoreProducts, localeFormat, type Locale, type ProductFilter } from '@nirmaan/core';
import { useStore } from '@nanostores/react';
import { Alert, Button, EmptyState, Spinner } from '@nirmaan/ui';
import { useEffect, useState } from 'react';
import { useMessages } from '../locale-shared/useMessages.ts';
import { catalogueCatalogue, type CatalogueMessages } from './catalogueMessages.ts';
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
export function ProductSearch({ filter: controlledFilter, onFilterChange, defaultFilter = {}, heading }: ProductSearchProps) {
  const [list] = useState(() => createProductList(catalogueApi));
  const [ownFilter, setOwnFilter] = useState<ProductFilter>(defaultFilter);
  const filter = controlledFilter ?? ownFilter;
  const state = useStore(list.$state);
  const filterKey = normalizedFilterKey(filter);
  const { messages, locale } = useMessages(catalogueCatalogue);

  useEffect(() => list.show(JSON.parse(filterKey) as ProductFilter), [list, filterKey]);

  const changeFilter = (next: ProductFilter) => {
    if (!controlledFilter) setOwnFilter(next);
    onFilterChange?.(next);
  };

  return (
    <section className={styles.root} aria-labelledby="product-search-title" lang={locale}>
      <h1 id="product-search-title" className={styles.title}>
        {heading ?? messages.heading()}
      </h1>
      <ProductFilters filter={filter} onChange={changeFilter} />
      <p className={styles.countLine} role="status">
        {state.status === 'ready' &&
          countLine(messages, locale, { shown: state.items.length, total: state.total, search: filter.search, matchedWords: state.matchedWords })}
      </p>
      {state.status === 'loading' && (
        <div className={styles.loading}>
          <Spinner label={messages.loading()} />
        </div>
      )}
      {state.status === 'failed' && (
        <Alert tone="error" action={<Button onClick={list.retry}>{messages.retry()}</Button>}>
          {state.error}
        </Alert>
      )}
      {state.status === 'ready' && state.items.length === 0 && (
        <EmptyState
          title={messages.noProducts()}
          description={messages.noProductsHint()}
          action={isFiltered(filter) ? <Button onClick={() => changeFilter({})}>{messages.clearFilters()}</Button> : undefined}
        />
      )}
      {state.items.length > 0 && (
        <ul className={styles.grid} aria-label={messages.heading()}>
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
          <Button variant="secondary" busy={state.loadingMore} busyLabel={messages.loadingMore()} onClick={list.loadMore}>
            {messages.loadMore()}
          </Button>
        </div>
      )}
    </section>
  );
}

interface CountFigures {
  shown: number;
  total: number;
  search: string | undefined;
  /** The words the server matched when no product matched them all. */
  matchedWords: string | null;
}

/** The count line above the cards ('Showing 20 of 45 products for “cement”'), in the widget's language. */
function countLine(messages: CatalogueMessages, locale: Locale, { shown, total, search: typed, matchedWords }: CountFigures): string {
  if (total === 0) return '';
  const { number } = localeFormat(locale);
  const searched = typed?.trim();
  const search = matchedWords || searched || '';
  const figures = { total, totalText: number(total), shownText: number(shown), search, searched: search ? 'yes' : 'no' };
  const count = shown < total ? messages.countShowing(figures) : messages.countAll(figures);
  return matchedWords && searched ? messages.notAllWords({ search: searched, count }) : count;
}

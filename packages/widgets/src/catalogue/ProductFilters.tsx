import { $categories, type ProductFilter, type ProductSort } from '@nirmaan/core';
import { useStore } from '@nanostores/react';
import { Button, Select, TextField } from '@nirmaan/ui';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { ALL_CATEGORIES, categoryOptions, parseCategoryId } from './categoryOptions.ts';
import * as styles from './catalogue.css.ts';

type SortChoice = ProductSort | 'relevance';

const SORT_OPTIONS: ReadonlyArray<{ value: SortChoice; label: string }> = [
  { value: 'name', label: 'Name' },
  { value: 'category', label: 'Category' },
];
const SEARCH_SORT_OPTIONS: ReadonlyArray<{ value: SortChoice; label: string }> = [{ value: 'relevance', label: 'Best match' }, ...SORT_OPTIONS];

/** With a search and no chosen order the server ranks by relevance ('Best match'); otherwise by name. */
function sortChoice(filter: ProductFilter): SortChoice {
  return filter.sort ?? (filter.search ? 'relevance' : 'name');
}

export interface ProductFiltersProps {
  filter: ProductFilter;
  onChange: (filter: ProductFilter) => void;
}

export function isFiltered(filter: ProductFilter): boolean {
  return Boolean(filter.search?.trim() || filter.category_id || filter.sort);
}

/** Search form, category filter, sort and Clear Filters of the products page. */
export function ProductFilters({ filter, onChange }: ProductFiltersProps) {
  const categories = useStore($categories);
  const [draft, setDraft] = useState(filter.search ?? '');
  const [appliedSearch, setAppliedSearch] = useState(filter.search ?? '');
  if ((filter.search ?? '') !== appliedSearch) {
    // The search changed from outside (the header's search box): show it.
    setAppliedSearch(filter.search ?? '');
    setDraft(filter.search ?? '');
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const search = draft.trim();
    onChange({ ...filter, search: search || undefined });
  };

  return (
    <form className={styles.filters} role="search" aria-label="Filter products" onSubmit={submit}>
      <div className={styles.searchRow}>
        <TextField
          className={styles.grow}
          type="search"
          label="Search products"
          value={draft}
          onValueChange={setDraft}
          placeholder="Cement, TMT bars, sand..."
        />
        <Button type="submit" variant="primary">
          Search
        </Button>
      </div>
      <Select
        label="Category"
        value={filter.category_id ? String(filter.category_id) : ALL_CATEGORIES}
        options={categoryOptions(categories.value ?? [])}
        onValueChange={(value) => onChange({ ...filter, category_id: parseCategoryId(value) })}
      />
      <Select<SortChoice>
        label="Sort by"
        value={sortChoice(filter)}
        options={filter.search ? SEARCH_SORT_OPTIONS : SORT_OPTIONS}
        onValueChange={(choice) => onChange({ ...filter, sort: choice === 'relevance' ? undefined : choice })}
      />
      <Button
        type="button"
        variant="secondary"
        disabled={!isFiltered(filter)}
        onClick={() => {
          setDraft('');
          onChange({});
        }}
      >
        Clear Filters
      </Button>
    </form>
  );
}

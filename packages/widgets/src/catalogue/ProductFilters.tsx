import { $categories, type ProductFilter, type ProductSort } from '@nirmaan/core';
import { useStore } from '@nanostores/react';
import { Button, Select, TextField } from '@nirmaan/ui';
import type { FormEvent } from 'react';
import { useRef, useState } from 'react';
import { useFittingPlaceholder } from '../form-shared/useFittingPlaceholder.ts';
import { useMessages } from '../locale-shared/useMessages.ts';
import { catalogueCatalogue, type CatalogueMessages } from './catalogueMessages.ts';
import { ALL_CATEGORIES, categoryOptions, parseCategoryId } from './categoryOptions.ts';
import * as styles from './catalogue.css.ts';

type SortChoice = ProductSort | 'relevance';

/** The orders to choose from: 'Best match' (the server's relevance) only while searching. */
function sortOptions(messages: CatalogueMessages, searching: boolean): Array<{ value: SortChoice; label: string }> {
  const byField: Array<{ value: SortChoice; label: string }> = [
    { value: 'name', label: messages.name() },
    { value: 'category', label: messages.category() },
  ];
  return searching ? [{ value: 'relevance', label: messages.bestMatch() }, ...byField] : byField;
}

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
  const { messages } = useMessages(catalogueCatalogue);
  const searchInput = useRef<HTMLInputElement>(null);
  const placeholder = useFittingPlaceholder(searchInput, messages.searchPlaceholder(), messages.searchPlaceholderShort());
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
    <form className={styles.filters} role="search" aria-label={messages.filtersLabel()} onSubmit={submit}>
      <div className={styles.searchRow}>
        <TextField
          className={styles.grow}
          type="search"
          label={messages.searchLabel()}
          value={draft}
          onValueChange={setDraft}
          ref={searchInput}
          placeholder={placeholder}
        />
        <Button type="submit" variant="primary">
          {messages.search()}
        </Button>
      </div>
      <Select
        label={messages.category()}
        value={filter.category_id ? String(filter.category_id) : ALL_CATEGORIES}
        options={categoryOptions(categories.value ?? [], messages.allCategories())}
        onValueChange={(value) => onChange({ ...filter, category_id: parseCategoryId(value) })}
      />
      <Select<SortChoice>
        label={messages.sortBy()}
        value={sortChoice(filter)}
        options={sortOptions(messages, Boolean(filter.search))}
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
        {messages.clearFilters()}
      </Button>
    </form>
  );
}

import { PINCODE_PAGE_SIZE, pincodeAdminApi, type AdminPage, type PincodeRecord } from '@nirmaan/core';
import { useEffect, useState } from 'react';
import { useQuery } from '../data-shared/useQuery.ts';

/** How long typing must pause before the list is searched, like the other admin searches. */
export const PINCODE_SEARCH_DELAY_MS = 300;

export interface PincodeQueryState {
  search: string;
  /** '' for every city. */
  city: string;
  offset: number;
}

export interface PincodePage {
  status: 'loading' | 'ready' | 'failed';
  /** The page shown; kept while the next one loads. */
  page: AdminPage<PincodeRecord> | null;
  /** The search box as typed (the list follows it after a pause). */
  search: string;
  setSearch: (search: string) => void;
  city: string;
  setCity: (city: string) => void;
  /** The query of the page shown or loading. */
  query: PincodeQueryState;
  goTo: (offset: number) => void;
  reload: () => void;
  /** Puts a changed pincode in place in the page shown, without reloading it. */
  replace: (record: PincodeRecord) => void;
}

/**
 * One page of the pincode list (spec toolkit §2, §9: 10 a page) for a search (debounced), a city
 * and an offset. A stale answer is dropped; a page left empty by a deletion moves back to the last
 * page that has pincodes.
 */
export function usePincodePage(initialCity = ''): PincodePage {
  const [search, setSearch] = useState('');
  const [query, setQuery] = useState<PincodeQueryState>({ search: '', city: initialCity, offset: 0 });
  const key = `pincodes?search=${query.search}&city=${query.city}&offset=${query.offset}`;
  const list = useQuery(key, () => pincodeAdminApi.listPincodes({ ...query, limit: PINCODE_PAGE_SIZE }), { account: 'admin', keepPrevious: true });
  const page = list.value;
  // A deletion emptied the last page: the page before it is shown instead.
  const emptied = list.status === 'ready' && page !== null && page.items.length === 0 && page.total > 0 && query.offset > 0;

  useEffect(() => {
    if (emptied) setQuery((current) => ({ ...current, offset: Math.floor((page.total - 1) / PINCODE_PAGE_SIZE) * PINCODE_PAGE_SIZE }));
  }, [emptied, page]);

  useEffect(() => {
    if (search.trim() === query.search) return;
    const timer = setTimeout(() => setQuery((current) => ({ ...current, search: search.trim(), offset: 0 })), PINCODE_SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search, query.search]);

  return {
    status: list.status === 'idle' || emptied ? 'loading' : list.status,
    page,
    search,
    setSearch,
    city: query.city,
    setCity: (city) => setQuery((current) => ({ ...current, city, offset: 0 })),
    query,
    goTo: (offset) => setQuery((current) => ({ ...current, offset: Math.max(0, offset) })),
    reload: list.reload,
    replace: (record) => {
      if (page) list.set({ ...page, items: page.items.map((item) => (item.pincode === record.pincode ? record : item)) });
    },
  };
}

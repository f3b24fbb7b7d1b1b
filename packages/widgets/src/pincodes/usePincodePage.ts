import { PINCODE_PAGE_SIZE, pincodeAdminApi, type AdminPage, type PincodeRecord } from '@nirmaan/core';
import { useCallback, useEffect, useRef, useState } from 'react';

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
  const [state, setState] = useState<{ status: PincodePage['status']; page: AdminPage<PincodeRecord> | null }>({ status: 'loading', page: null });
  const generation = useRef(0);

  const load = useCallback((wanted: PincodeQueryState) => {
    const mine = ++generation.current;
    setState((current) => ({ ...current, status: 'loading' }));
    pincodeAdminApi.listPincodes({ search: wanted.search, city: wanted.city, offset: wanted.offset, limit: PINCODE_PAGE_SIZE }).then(
      (page) => {
        if (mine !== generation.current) return;
        if (page.items.length === 0 && page.total > 0 && wanted.offset > 0) {
          // A deletion emptied the last page: show the page before it.
          setQuery({ ...wanted, offset: Math.floor((page.total - 1) / PINCODE_PAGE_SIZE) * PINCODE_PAGE_SIZE });
          return;
        }
        setState({ status: 'ready', page });
      },
      () => mine === generation.current && setState((current) => ({ ...current, status: 'failed' })),
    );
  }, []);

  useEffect(() => {
    load(query);
    return () => {
      generation.current++;
    };
  }, [query, load]);

  useEffect(() => {
    if (search.trim() === query.search) return;
    const timer = setTimeout(() => setQuery((current) => ({ ...current, search: search.trim(), offset: 0 })), PINCODE_SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search, query.search]);

  const queryRef = useRef(query);
  queryRef.current = query;
  const reload = useCallback(() => load(queryRef.current), [load]);

  return {
    ...state,
    search,
    setSearch,
    city: query.city,
    setCity: (city) => setQuery((current) => ({ ...current, city, offset: 0 })),
    query,
    goTo: (offset) => setQuery((current) => ({ ...current, offset: Math.max(0, offset) })),
    reload,
    replace: (record) =>
      setState((current) =>
        current.page ? { ...current, page: { ...current.page, items: current.page.items.map((item) => (item.pincode === record.pincode ? record : item)) } } : current,
      ),
  };
}

import { useStore } from '@nanostores/react';
import {
  $preferences,
  $session,
  chosenCity,
  DEFAULT_CITY,
  pricesApi,
  type City,
  type PriceBoard,
  type PriceBoardCategory,
  type PriceBoardState,
  type PricesApi,
} from '@nirmaan/core';
import { useEffect, useState } from 'react';
import { useQuery } from '../data-shared/useQuery.ts';

export interface PriceBoardOptions {
  /** The city to show first; otherwise the city the visitor chose on the site, else the server's pick. */
  city?: City;
  /** The category filter to start with; all categories when not given. */
  category?: PriceBoardCategory | null;
  api?: PricesApi;
}

/**
 * The board's filters and data (a query per city and category). The city starts as given, else as
 * the visitor chose it in the site's header, else it is left to the server (a signed-in buyer's own
 * city, else Bangalore) and shown as answered; a change of city in the site's header follows through.
 */
export function usePriceBoard({ city: initialCity, category: initialCategory = null, api = pricesApi }: PriceBoardOptions) {
  const [city, setCity] = useState<City | null>(() => initialCity ?? chosenCity());
  const [category, setCategory] = useState<PriceBoardCategory | null>(initialCategory);
  const query = { city, category };
  // The server picks a signed-in buyer's city when none is asked for: their token is part of the key then.
  const buyer = useStore($session).buyer;
  const askedFor = city ?? `buyer:${buyer ?? ''}`;
  const board = useQuery<PriceBoard>(`price-board?city=${askedFor}&category=${category ?? ''}`, () => api.board(query));

  useEffect(() => (initialCity ? undefined : $preferences.listen((preferences) => setCity(preferences.city))), [initialCity]);

  let state: PriceBoardState = { status: 'loading', query, board: null };
  if (board.status === 'failed') state = { status: 'failed', query, board: null };
  else if (board.status === 'ready' && board.value) state = { status: 'ready', query, board: board.value };
  const shownCity: City = city ?? state.board?.city ?? DEFAULT_CITY;
  return { state, city: shownCity, category, setCity, setCategory, retry: board.reload };
}

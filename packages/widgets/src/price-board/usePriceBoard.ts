import { useStore } from '@nanostores/react';
import {
  $preferences,
  chosenCity,
  createPriceBoardStore,
  DEFAULT_CITY,
  priceBoardStateOf,
  pricesApi,
  type City,
  type PriceBoardCategory,
  type PricesApi,
} from '@nirmaan/core';
import { useEffect, useState } from 'react';

export interface PriceBoardOptions {
  /** The city to show first; otherwise the city the visitor chose on the site, else the server's pick. */
  city?: City;
  /** The category filter to start with; all categories when not given. */
  category?: PriceBoardCategory | null;
  api?: PricesApi;
}

/**
 * The board's filters and data (core's price board store, a query per city and category). The city
 * starts as given, else as the visitor chose it in the site's header, else it is left to the server
 * (a signed-in buyer's own city, else Bangalore) and shown as answered; a change of city in the
 * site's header follows through.
 */
export function usePriceBoard({ city: initialCity, category: initialCategory = null, api = pricesApi }: PriceBoardOptions) {
  const [city, setCity] = useState<City | null>(() => initialCity ?? chosenCity());
  const [category, setCategory] = useState<PriceBoardCategory | null>(initialCategory);
  const [store] = useState(() => createPriceBoardStore(api, { city, category }));
  // The query's own store: the board lets go of its load the moment it goes.
  const answer = useStore(store.$answer);

  useEffect(() => (initialCity ? undefined : $preferences.listen((preferences) => setCity(preferences.city))), [initialCity]);
  useEffect(() => store.load({ city, category }), [store, city, category]);

  const state = priceBoardStateOf(answer, { city, category });
  const shownCity: City = city ?? state.board?.city ?? DEFAULT_CITY;
  return { state, city: shownCity, category, setCity, setCategory, retry: store.retry };
}

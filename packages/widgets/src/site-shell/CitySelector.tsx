import { $preferences, CITIES, setCity, type City } from '@nirmaan/core';
import { useStore } from '@nanostores/react';
import { Select } from '@nirmaan/ui';
import { useMessages } from '../locale-shared/useMessages.ts';
import { shellCatalogue } from './shellMessages.ts';

const CITY_OPTIONS = CITIES.map((city) => ({ value: city, label: city }));

/** The delivery city, shared by every widget and remembered in the browser. */
export function CitySelector({ className }: { className?: string }) {
  const { city } = useStore($preferences);
  const { messages } = useMessages(shellCatalogue);
  return <Select<City> className={className} label={messages['header.city']()} hideLabel value={city} options={CITY_OPTIONS} onValueChange={setCity} />;
}

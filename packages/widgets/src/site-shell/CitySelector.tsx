import { $preferences, CITIES, setCity, type City } from '@nirmaan/core';
import { useStore } from '@nanostores/react';
import { Select } from '@nirmaan/ui';
import { useMessages } from '../locale-shared/useMessages.ts';
import { shellCatalogue } from './shellMessages.ts';

/** The delivery city, shared by every widget and remembered in the browser; each city named in the shell's language. */
export function CitySelector({ className }: { className?: string }) {
  const { city } = useStore($preferences);
  const { messages } = useMessages(shellCatalogue);
  const options = CITIES.map((value) => ({ value, label: messages['header.cityName']({ city: value }) }));
  return <Select<City> className={className} label={messages['header.city']()} hideLabel value={city} options={options} onValueChange={setCity} />;
}

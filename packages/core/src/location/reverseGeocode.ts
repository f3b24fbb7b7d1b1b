import { $config } from '../config/config.ts';
import { urlWithQuery } from '../api/url.ts';
import type { Coordinates } from '../rules/location.ts';

/** The parts of a Nominatim reverse answer that name a place. */
export interface GeocodedPlace {
  display_name?: string;
  address?: Partial<Record<'road' | 'neighbourhood' | 'suburb' | 'city' | 'town' | 'village' | 'county' | 'state_district' | 'state' | 'country', string>>;
}

/**
 * The address text of a place, 'street, area, city, state, country', so that its last three parts
 * are the city, state and country the address form takes from it (spec storefront §5). Nominatim's
 * own display_name ends in a postcode and is used only when the parts are missing.
 */
export function placeText(place: GeocodedPlace): string | null {
  const address = place.address;
  if (!address) return place.display_name?.trim() || null;
  const city = address.city ?? address.town ?? address.village ?? address.county ?? address.state_district;
  const parts = [address.road, address.suburb ?? address.neighbourhood, city, address.state, address.country];
  const text = parts.filter((part): part is string => Boolean(part?.trim())).join(', ');
  return text || place.display_name?.trim() || null;
}

type PlaceFetcher = (url: string, query: Record<string, string | number>) => Promise<GeocodedPlace>;

/** GET the geocoder's JSON answer for a query (another site's service: no token, no API rules). */
const fetchPlaceJson: PlaceFetcher = async (url, query) => {
  const response = await fetch(urlWithQuery('', url, query), { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`The geocoder answered ${response.status}`);
  return (await response.json()) as GeocodedPlace;
};

/** The address text at a point, or null when the geocoder is off, unreachable or knows nothing there. */
export async function reverseGeocode(point: Coordinates, fetchPlace: PlaceFetcher = fetchPlaceJson): Promise<string | null> {
  const url = $config.get().geocoderUrl;
  if (!url) return null;
  try {
    const place = await fetchPlace(url, { format: 'jsonv2', lat: point.latitude, lon: point.longitude, addressdetails: 1 });
    return placeText(place);
  } catch {
    return null;
  }
}

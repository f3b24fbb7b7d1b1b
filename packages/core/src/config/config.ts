import { map } from 'nanostores';
import { DEFAULT_MAP_CONFIG } from './mapDefaults.ts';

export { DEFAULT_MAP_CONFIG } from './mapDefaults.ts';

export interface NirmaanConfig {
  /** Where the API lives, e.g. 'https://nirmaan.example/api/v1'. Empty means same origin. */
  apiBase: string;
  /** Where the Nirmaan site lives, for links out of a widget. Empty means same origin (the host app). */
  siteBase: string;
  /** The partner a widget is embedded for; stored with the leads and orders it brings. */
  partnerId: string | null;
  /** The map tiles, a Leaflet URL template with {z}, {x}, {y} (and optional {s}). */
  mapTilesUrl: string;
  /** The credit the tile provider asks for, shown on the map. */
  mapAttribution: string;
  /** A Nominatim-compatible reverse geocoder (`/reverse?format=jsonv2&lat=&lon=`); empty turns it off. */
  geocoderUrl: string;
}

/** The configuration of a page that set none: same origin, no partner, the default map. */
export const DEFAULT_CONFIG: Readonly<NirmaanConfig> = { apiBase: '', siteBase: '', partnerId: null, ...DEFAULT_MAP_CONFIG };

/** One configuration for every widget on the page. */
export const $config = map<NirmaanConfig>({ ...DEFAULT_CONFIG });

export function configure(patch: Partial<NirmaanConfig>): void {
  for (const [key, value] of Object.entries(patch) as Array<[keyof NirmaanConfig, NirmaanConfig[keyof NirmaanConfig]]>) {
    if (value !== undefined) $config.setKey(key, value);
  }
}

/** An address on the Nirmaan site for a site path such as '/boq-calculator'. */
export function siteUrl(path: string): string {
  const base = $config.get().siteBase.replace(/\/+$/, '');
  return `${base}${path.startsWith('/') ? path : `/${path}`}`;
}

/** The map tiles, their credit and the reverse geocoder widgets use unless configured otherwise (also the server's Content-Security-Policy). */
export const DEFAULT_MAP_CONFIG = {
  mapTilesUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  mapAttribution: '© OpenStreetMap contributors',
  geocoderUrl: 'https://nominatim.openstreetmap.org/reverse',
} as const;

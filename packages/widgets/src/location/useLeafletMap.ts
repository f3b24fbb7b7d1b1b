import { $config, MAP_DEFAULT_CENTER, MAP_DEFAULT_ZOOM, withRetries, type Coordinates } from '@nirmaan/core';
import type * as Leaflet from 'leaflet';
import type { RefObject } from 'react';
import { useEffect, useRef, useState } from 'react';

export type MapStatus = 'loading' | 'ready' | 'failed';

export interface LeafletMapOptions {
  /** The chosen point; the marker follows it. */
  point: Coordinates | null;
  /** Where the map opens when no point is chosen yet (e.g. the buyer's own location); else the middle of India. */
  opensAt?: Coordinates | null | undefined;
  /** Called with the point the buyer clicked or dragged the marker to. */
  onPick: (point: Coordinates) => void;
  /** The marker's classes: its box and the pin inside (drawn by the widget CSS, not Leaflet's images). */
  markerClassNames: { box: string; pin: string };
  /** What the map's own controls say, in the picker's language. */
  labels: MapLabels;
}

/**
 * The marker's title (the name of the focusable marker: Leaflet gives a div icon role="button" and
 * this title; an `alt` would only reach an image icon) and the zoom buttons' names.
 */
export interface MapLabels {
  marker: string;
  zoomIn: string;
  zoomOut: string;
}

/**
 * Names the marker and the zoom buttons in the picker's language, whenever it arrives or changes;
 * the tiles' attribution stays as the tile provider writes it, marked English.
 */
function labelMap({ map, marker }: { map: Leaflet.Map; marker: Leaflet.Marker }, labels: MapLabels) {
  marker.getElement()?.setAttribute('title', labels.marker);
  const zoomButtons = [
    ['.leaflet-control-zoom-in', labels.zoomIn],
    ['.leaflet-control-zoom-out', labels.zoomOut],
  ] as const;
  for (const [selector, label] of zoomButtons) {
    const button = map.getContainer().querySelector(selector);
    button?.setAttribute('title', label);
    button?.setAttribute('aria-label', label);
  }
  map.attributionControl?.getContainer()?.setAttribute('lang', 'en');
}

const toPoint = ({ lat, lng }: Leaflet.LatLng): Coordinates => ({ latitude: lat, longitude: lng });
const toLatLng = ({ latitude, longitude }: Coordinates): Leaflet.LatLngTuple => [latitude, longitude];

/**
 * Leaflet's code, loaded on first use; a failed chunk load is tried again (3 attempts with backoff).
 * Its ES module build: the CommonJS main needs a default-export helper that the bundler would put
 * in the runtime every widget loads (21 bytes gzipped for every first widget).
 */
const loadLeaflet = () => withRetries(async (): Promise<typeof Leaflet> => await import('leaflet/dist/leaflet-src.esm.js'));

/**
 * A Leaflet map in `container` with one draggable marker. 'ready' once the first tile has shown;
 * 'failed' when Leaflet cannot load or no tile can (offline, blocked tile server).
 */
export function useLeafletMap(container: RefObject<HTMLDivElement | null>, { point, opensAt, onPick, markerClassNames, labels }: LeafletMapOptions): MapStatus {
  const [status, setStatus] = useState<MapStatus>('loading');
  const map = useRef<{ map: Leaflet.Map; marker: Leaflet.Marker } | null>(null);
  const latest = useRef({ point, opensAt, onPick, labels });

  useEffect(() => {
    latest.current = { point, opensAt, onPick, labels };
  });

  useEffect(() => {
    let cancelled = false;
    loadLeaflet().then(
      (L) => {
        const element = container.current;
        if (cancelled || !element) return;
        const centre = toLatLng(latest.current.point ?? latest.current.opensAt ?? MAP_DEFAULT_CENTER);
        const created = L.map(element, { center: centre, zoom: MAP_DEFAULT_ZOOM });
        const { mapTilesUrl, mapAttribution } = $config.get();
        let anyTileShown = false;
        L.tileLayer(mapTilesUrl, { attribution: mapAttribution, maxZoom: 19 })
          .on('tileload', () => {
            anyTileShown = true;
            setStatus('ready');
          })
          .on('tileerror', () => {
            if (!anyTileShown) setStatus('failed');
          })
          .addTo(created);
        const icon = L.divIcon({
          className: markerClassNames.box,
          html: `<span class="${markerClassNames.pin}"></span>`,
          iconSize: [28, 28],
          iconAnchor: [14, 30],
        });
        const marker = L.marker(centre, { draggable: true, icon }).addTo(created);
        created.on('click', (event: Leaflet.LeafletMouseEvent) => {
          marker.setLatLng(event.latlng);
          latest.current.onPick(toPoint(event.latlng));
        });
        marker.on('dragend', () => latest.current.onPick(toPoint(marker.getLatLng())));
        map.current = { map: created, marker };
        labelMap(map.current, latest.current.labels);
      },
      () => {
        if (!cancelled) setStatus('failed');
      },
    );
    return () => {
      cancelled = true;
      map.current?.map.remove();
      map.current = null;
    };
  }, [container, markerClassNames.box, markerClassNames.pin]);

  // The picker's language arrived or changed after the map was made.
  const { marker: markerLabel, zoomIn, zoomOut } = labels;
  useEffect(() => {
    if (map.current) labelMap(map.current, { marker: markerLabel, zoomIn, zoomOut });
  }, [markerLabel, zoomIn, zoomOut]);

  // A point chosen elsewhere (Use Current Location, typed coordinates) moves the marker and the view.
  useEffect(() => {
    const current = map.current;
    if (!current || !point) return;
    const target = toLatLng(point);
    if (current.marker.getLatLng().equals(target)) return;
    current.marker.setLatLng(target);
    current.map.panTo(target);
  }, [point]);

  return status;
}

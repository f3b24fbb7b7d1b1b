import { currentPosition, reverseGeocode, type Coordinates } from '@nirmaan/core';
import { Button } from '@nirmaan/ui';
import leafletCss from 'leaflet/dist/leaflet.css?inline';
import { useId, useRef, useState } from 'react';
import { useMessages } from '../locale-shared/useMessages.ts';
import { locationPickerCatalogue } from './picker/locationPickerMessages.ts';
import { useLeafletMap } from './useLeafletMap.ts';
import * as styles from './locationPicker.css.ts';

const MARKER_CLASSES = { box: styles.marker, pin: styles.pin };

/** The spec's hint above the map, in English (the picker shows it in its language). */
export const MAP_HINT = locationPickerCatalogue.english.hint();

export interface LocationPickerProps {
  /** The chosen point, or null for none yet (the map then opens at `opensAt`, else on the middle of India). */
  value: Coordinates | null;
  /** Where the map opens when no point is chosen yet: a new site address starts at the buyer's own location, not 800 km away. */
  opensAt?: Coordinates | null;
  onPick: (point: Coordinates) => void;
  /** The geocoded address text of the picked point, when the geocoder knows one. */
  onPlace?: (text: string) => void;
  /** 400 px on its own, 300 px inside the address form (spec storefront §9). */
  height?: number;
  /** Its own Use Current Location button; off where the page has one that reports failures. */
  withCurrentLocation?: boolean;
}

/**
 * The delivery location picker (spec storefront §9): click or drag the marker, or Use Current
 * Location; states 'Loading map...', 'Failed to load map' and ready. Leaflet's CSS is placed inside
 * the widget, so the map works in a shadow root too. It speaks the site's language (its root says
 * which); the tiles' attribution stays as the tile provider writes it.
 */
export function LocationPicker({ value, opensAt, onPick, onPlace, height = 400, withCurrentLocation = true }: LocationPickerProps) {
  const container = useRef<HTMLDivElement>(null);
  const [place, setPlace] = useState<string | null>(null);
  const [locating, setLocating] = useState(false);
  const hintId = useId();
  const { messages, locale } = useMessages(locationPickerCatalogue);

  const pick = (point: Coordinates) => {
    onPick(point);
    setPlace(null);
    void reverseGeocode(point).then((text) => {
      if (text === null) return;
      setPlace(text);
      onPlace?.(text);
    });
  };

  const status = useLeafletMap(container, {
    point: value,
    opensAt,
    onPick: pick,
    markerClassNames: MARKER_CLASSES,
    labels: { marker: messages.marker(), zoomIn: messages.zoomIn(), zoomOut: messages.zoomOut() },
  });

  const pickCurrentLocation = async () => {
    setLocating(true);
    try {
      pick(await currentPosition());
    } catch (failure) {
      console.warn('Current location unavailable', failure); // the spec has the picker only log it
    } finally {
      setLocating(false);
    }
  };

  return (
    <div className={styles.picker} lang={locale}>
      <style>{leafletCss}</style>
      {/* The failure takes the map's place, at the map's size: the form below does not jump up when no tile can load. */}
      <p className={status === 'failed' ? styles.hintUnusable : styles.hint} id={hintId}>
        {messages.hint()}
      </p>
      <div className={styles.frame} style={{ height }}>
        <div ref={container} className={styles.map} role="application" aria-label={messages.map()} aria-describedby={hintId} inert={status === 'failed'} />
        {status === 'loading' && (
          <p className={styles.loading} role="status">
            {messages.loading()}
          </p>
        )}
        {status === 'failed' && (
          <p role="alert" className={styles.failed}>
            {messages.failed()}
          </p>
        )}
      </div>
      {(withCurrentLocation || place) && (
        <div className={styles.row}>
          {withCurrentLocation && (
            <Button type="button" variant="secondary" size="small" busy={locating} busyLabel={messages.locating()} onClick={() => void pickCurrentLocation()}>
              {messages.useCurrent()}
            </Button>
          )}
          {place && (
            <span className={styles.chosen} aria-live="polite">
              {place}
            </span>
          )}
        </div>
      )}
    </div>
  );
}

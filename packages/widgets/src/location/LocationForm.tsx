import {
  COORDINATE_DECIMALS,
  currentPosition,
  formatCoordinates,
  LOCATION_MESSAGES,
  parseManualCoordinates,
  saveLocation,
  siteUrl,
  type Coordinates,
} from '@nirmaan/core';
import { Alert, Button, Link, NumberField, useNavigateTo } from '@nirmaan/ui';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { LocationPicker } from './LocationPicker.tsx';
import * as styles from './location.css.ts';

/** The location form: coordinates typed or from the browser, saved to the buyer's account. */
export function LocationForm({ initialLatitude, initialLongitude }: { initialLatitude: number | null; initialLongitude: number | null }) {
  const navigate = useNavigateTo();
  const [latitude, setLatitude] = useState(initialLatitude === null ? '' : String(initialLatitude));
  const [longitude, setLongitude] = useState(initialLongitude === null ? '' : String(initialLongitude));
  const [saving, setSaving] = useState(false);
  const [locating, setLocating] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const choice = parseManualCoordinates(latitude, longitude);

  const edit = (set: (value: string) => void) => (value: string) => {
    set(value);
    setError(null); // choosing a location clears any error
  };

  const pickOnMap = (point: Coordinates) => {
    setLatitude(point.latitude.toFixed(COORDINATE_DECIMALS));
    setLongitude(point.longitude.toFixed(COORDINATE_DECIMALS));
    setError(null);
  };

  const fillFromBrowser = async () => {
    setLocating(true);
    setError(null);
    try {
      const position = await currentPosition();
      pickOnMap(position);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : LOCATION_MESSAGES.geolocationFailed);
    } finally {
      setLocating(false);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setError(null);
    const outcome = await saveLocation(choice);
    setSaving(false);
    if (outcome.ok) navigate(siteUrl('/profile'));
    else setError(outcome.message);
  };

  return (
    <section className={styles.root} aria-labelledby="location-title">
      <div className={styles.main}>
        <h1 id="location-title" className={styles.title}>
          Set Your Location
        </h1>
        <p className={styles.muted}>Your delivery location lets us work out delivery charges from each supplier and show you the nearest ones.</p>
        <LocationPicker value={choice} onPick={pickOnMap} withCurrentLocation={false} />
        <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
          <div className={styles.pair}>
            <NumberField label="Latitude" value={latitude} onValueChange={edit(setLatitude)} placeholder="e.g. 12.971599" />
            <NumberField label="Longitude" value={longitude} onValueChange={edit(setLongitude)} placeholder="e.g. 77.594566" />
          </div>
          {choice && !error && <p className={styles.selected}>Location selected: {formatCoordinates(choice)}</p>}
          {error && <Alert tone="error">{error}</Alert>}
          <div className={styles.actions}>
            <Button type="button" variant="secondary" busy={locating} busyLabel="Locating..." onClick={() => void fillFromBrowser()}>
              Use Current Location
            </Button>
            <Button type="submit" variant="primary" busy={saving} busyLabel="Saving..." disabled={saving || choice === null}>
              Save Location
            </Button>
            <Link href={siteUrl('/profile')}>Skip for Now</Link>
          </div>
        </form>
        <div className={styles.tips}>
          <h2 className={styles.subtitle}>Finding your coordinates</h2>
          <ul>
            <li>On your phone, open your maps app, long-press your site and copy the numbers shown.</li>
            <li>The first number is the latitude (Bangalore is about 12.97), the second the longitude (about 77.59).</li>
            <li>Use Current Location works best when you are at the site with location services on.</li>
          </ul>
        </div>
      </div>
      <aside className={styles.why} aria-labelledby="location-why">
        <h2 id="location-why" className={styles.subtitle}>
          Why do we need your location?
        </h2>
        <ul>
          <li>Delivery charges by distance: ₹250 base + ₹25 per km from each supplier.</li>
          <li>Nearby suppliers first, so material arrives sooner.</li>
          <li>Recommendations for your area.</li>
        </ul>
      </aside>
    </section>
  );
}

import {
  COORDINATE_DECIMALS,
  DELIVERY_BASE_CHARGE,
  DELIVERY_CHARGE_PER_KM,
  currentPosition,
  formatCoordinates,
  localeFormat,
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
import { useMessages } from '../locale-shared/useMessages.ts';
import { locationCatalogue, type LocationMessages } from './locationMessages.ts';

/** A location message core wrote in English (LOCATION_MESSAGES) in the form's language; another text (a server's detail) as it came. */
function locationText(messages: LocationMessages, text: string): string {
  switch (text) {
    case LOCATION_MESSAGES.nothingChosen:
      return messages['error.nothingChosen']();
    case LOCATION_MESSAGES.latitudeRange:
      return messages['error.latitudeRange']();
    case LOCATION_MESSAGES.longitudeRange:
      return messages['error.longitudeRange']();
    case LOCATION_MESSAGES.saveFailed:
      return messages['error.saveFailed']();
    case LOCATION_MESSAGES.geolocationFailed:
      return messages['error.geolocationFailed']();
    case LOCATION_MESSAGES.geolocationUnsupported:
      return messages['error.geolocationUnsupported']();
    default:
      return text;
  }
}

/**
 * The location form: coordinates typed or from the browser, saved to the buyer's account. The map
 * (LocationPicker, shared with the address form) is English until it is translated, and marked so.
 */
export function LocationForm({ initialLatitude, initialLongitude }: { initialLatitude: number | null; initialLongitude: number | null }) {
  const navigate = useNavigateTo();
  const [latitude, setLatitude] = useState(initialLatitude === null ? '' : String(initialLatitude));
  const [longitude, setLongitude] = useState(initialLongitude === null ? '' : String(initialLongitude));
  const [saving, setSaving] = useState(false);
  const [locating, setLocating] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { messages, locale } = useMessages(locationCatalogue);
  const format = localeFormat(locale);
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
    <section className={styles.root} aria-labelledby="location-title" lang={locale}>
      <div className={styles.main}>
        <h1 id="location-title" className={styles.title}>
          {messages.title()}
        </h1>
        <p className={styles.muted}>{messages.intro()}</p>
        <LocationPicker value={choice} onPick={pickOnMap} withCurrentLocation={false} />
        <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
          <div className={styles.pair}>
            <NumberField
              label={messages.latitude()}
              value={latitude}
              onValueChange={edit(setLatitude)}
              placeholder={messages.latitudeExample({ example: '12.971599' })}
            />
            <NumberField
              label={messages.longitude()}
              value={longitude}
              onValueChange={edit(setLongitude)}
              placeholder={messages.latitudeExample({ example: '77.594566' })}
            />
          </div>
          {choice && !error && <p className={styles.selected}>{messages.selected({ coordinates: formatCoordinates(choice) })}</p>}
          {error && <Alert tone="error">{locationText(messages, error)}</Alert>}
          <div className={styles.actions}>
            <Button type="button" variant="secondary" busy={locating} busyLabel={messages.locating()} onClick={() => void fillFromBrowser()}>
              {messages.useCurrent()}
            </Button>
            <Button type="submit" variant="primary" busy={saving} busyLabel={messages.saving()} disabled={saving || choice === null}>
              {messages.save()}
            </Button>
            <Link href={siteUrl('/profile')}>{messages.skip()}</Link>
          </div>
        </form>
        <div className={styles.tips}>
          <h2 className={styles.subtitle}>{messages['tips.title']()}</h2>
          <ul>
            <li>{messages['tips.maps']()}</li>
            <li>{messages['tips.order']({ latitude: format.number(12.97), longitude: format.number(77.59) })}</li>
            <li>{messages['tips.current']()}</li>
          </ul>
        </div>
      </div>
      <aside className={styles.why} aria-labelledby="location-why">
        <h2 id="location-why" className={styles.subtitle}>
          {messages['why.title']()}
        </h2>
        <ul>
          <li>{messages['why.charges']({ base: format.rupees(DELIVERY_BASE_CHARGE), perKm: format.rupees(DELIVERY_CHARGE_PER_KM) })}</li>
          <li>{messages['why.nearby']()}</li>
          <li>{messages['why.area']()}</li>
        </ul>
      </aside>
    </section>
  );
}

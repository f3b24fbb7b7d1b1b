import {
  $buyer,
  ADDRESS_COUNTRIES,
  emptyAddressForm,
  fillFromGeocodedText,
  formatCoordinates,
  saveAddress,
  toAddressForm,
  type Address,
  type AddressField,
  type AddressForm,
  type Coordinates,
} from '@nirmaan/core';
import { useStore } from '@nanostores/react';
import { Alert, Button, Dialog, Select, TextField } from '@nirmaan/ui';
import type { FormEvent } from 'react';
import { useId, useState } from 'react';
import { LocationPicker } from '../location/LocationPicker.tsx';
import * as styles from './profile.css.ts';

export interface AddressDialogProps {
  /** The address to edit; null adds a new one. */
  address: Address | null;
  onClose: () => void;
  onSaved: (address: Address) => void;
}

const COUNTRY_OPTIONS = ADDRESS_COUNTRIES.map((country) => ({ value: country, label: country }));

/** 'Add New Address' / 'Edit Address' (spec storefront §2): closes on Cancel, the close icon or a successful save. */
export function AddressDialog({ address, onClose, onSaved }: AddressDialogProps) {
  const [form, setForm] = useState<AddressForm>(() => (address ? toAddressForm(address) : emptyAddressForm()));
  const [errors, setErrors] = useState<Partial<Record<AddressField, string>>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [showMap, setShowMap] = useState(false);
  const formId = useId();
  const mapId = useId();
  const point: Coordinates | null = form.latitude !== null && form.longitude !== null ? { latitude: form.latitude, longitude: form.longitude } : null;
  const buyer = useStore($buyer);
  // A new address's map opens where the buyer is, so the site is a short pan away.
  const buyerPoint: Coordinates | null = buyer?.latitude != null && buyer.longitude != null ? { latitude: buyer.latitude, longitude: buyer.longitude } : null;

  const pickOnMap = ({ latitude, longitude }: Coordinates) => setForm((current) => ({ ...current, latitude, longitude }));
  const fillFromPlace = (text: string) => setForm((current) => fillFromGeocodedText(current, text));

  const field = (name: keyof AddressForm) => (value: string) => setForm((current) => ({ ...current, [name]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setMessage(null);
    const outcome = await saveAddress(form, address?.id ?? null);
    setSaving(false);
    if (outcome.ok) {
      onSaved(outcome.address);
      return;
    }
    setErrors(outcome.errors);
    setMessage(outcome.message);
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={address ? 'Edit Address' : 'Add New Address'}
      closeLabel="Close"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={formId} variant="primary" busy={saving} busyLabel="Saving...">
            Save Address
          </Button>
        </>
      }
    >
      <form id={formId} className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        {message && <Alert tone="error">{message}</Alert>}
        <Button type="button" variant="secondary" size="small" aria-expanded={showMap} aria-controls={mapId} onClick={() => setShowMap((shown) => !shown)}>
          {showMap ? 'Hide Map' : 'Select on Map'}
        </Button>
        <div id={mapId} hidden={!showMap}>
          {showMap && <LocationPicker value={point} opensAt={buyerPoint} onPick={pickOnMap} onPlace={fillFromPlace} height={300} />}
        </div>
        {!showMap && point && <p className={styles.locationNote}>Location selected: {formatCoordinates(point)}</p>}
        <TextField
          label="Address line 1"
          required
          value={form.address_line1}
          onValueChange={field('address_line1')}
          error={errors.address_line1}
          autoComplete="address-line1"
        />
        <TextField label="Address line 2" value={form.address_line2} onValueChange={field('address_line2')} autoComplete="address-line2" />
        <div className={styles.pair}>
          <TextField label="City" required value={form.city} onValueChange={field('city')} error={errors.city} autoComplete="address-level2" />
          <TextField label="State" required value={form.state} onValueChange={field('state')} error={errors.state} autoComplete="address-level1" />
        </div>
        <div className={styles.pair}>
          <TextField
            label="Postal code"
            required
            value={form.postal_code}
            onValueChange={field('postal_code')}
            error={errors.postal_code}
            autoComplete="postal-code"
            inputMode="numeric"
          />
          <Select label="Country" required value={form.country} options={COUNTRY_OPTIONS} onValueChange={field('country')} error={errors.country} />
        </div>
        <label className={styles.checkbox}>
          <input type="checkbox" checked={form.is_default} onChange={(event) => setForm((current) => ({ ...current, is_default: event.target.checked }))} />
          Use as my default address
        </label>
      </form>
    </Dialog>
  );
}

import {
  $buyer,
  ADDRESS_LIMITS,
  DEFAULT_COUNTRY,
  digitsOnly,
  emptyAddressForm,
  fillFromGeocodedText,
  formatCoordinates,
  PHONE_LENGTH,
  PINCODE_LENGTH,
  saveAddress,
  stateForPincode,
  toAddressForm,
  type Address,
  type AddressField,
  type AddressForm,
  type Coordinates,
} from '@nirmaan/core';
import { useStore } from '@nanostores/react';
import { Alert, Button, Dialog, TextAreaField, TextField } from '@nirmaan/ui';
import type { FormEvent } from 'react';
import { useId, useState } from 'react';
import { LocationPicker } from '../location/LocationPicker.tsx';
import { useMessages } from '../locale-shared/useMessages.ts';
import { addressDialogCatalogue } from './addressDialogMessages.ts';
import { addressFieldError, addressSaveFailure } from './addressErrors.ts';
import * as styles from './addressDialog.css.ts';

export interface AddressDialogProps {
  /** Shown unless false: a dialog kept mounted (inside checkout) keeps what was typed while closed. */
  open?: boolean;
  /** The address to edit; null adds a new one. */
  address: Address | null;
  onClose: () => void;
  onSaved: (address: Address) => void;
}

/**
 * 'Add New Address' / 'Edit Address' (spec storefront §2): closes on Cancel, the close icon or a
 * successful save. Used by the profile's Addresses tab and inside checkout. India only; the state
 * follows the pincode (the buyer may still correct it); the site details tell the driver where
 * to unload and whom to call.
 */
export function AddressDialog({ open = true, address, onClose, onSaved }: AddressDialogProps) {
  const { messages, locale } = useMessages(addressDialogCatalogue);
  const [form, setForm] = useState<AddressForm>(() => (address ? { ...toAddressForm(address), country: DEFAULT_COUNTRY } : emptyAddressForm()));
  // Which fields failed core's checks; their texts come from the catalogue, so they follow the language.
  const [errors, setErrors] = useState<Partial<Record<AddressField, string>>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [showMap, setShowMap] = useState(false);
  const [stateFromPincode, setStateFromPincode] = useState(false);
  const formId = useId();
  const mapId = useId();
  const point: Coordinates | null = form.latitude !== null && form.longitude !== null ? { latitude: form.latitude, longitude: form.longitude } : null;
  const buyer = useStore($buyer);
  // A new address's map opens where the buyer is, so the site is a short pan away.
  const buyerPoint: Coordinates | null = buyer?.latitude != null && buyer.longitude != null ? { latitude: buyer.latitude, longitude: buyer.longitude } : null;

  const fieldError = (name: AddressField) => {
    const text = errors[name];
    return text === undefined ? undefined : addressFieldError(name, text, messages);
  };
  const pickOnMap = ({ latitude, longitude }: Coordinates) => setForm((current) => ({ ...current, latitude, longitude }));
  const fillFromPlace = (text: string) => setForm((current) => fillFromGeocodedText(current, text));

  const field = (name: keyof AddressForm) => (value: string) => setForm((current) => ({ ...current, [name]: value }));
  const changePincode = (text: string) => {
    const pincode = digitsOnly(text, PINCODE_LENGTH);
    const state = stateForPincode(pincode);
    setStateFromPincode(state !== null);
    setForm((current) => ({ ...current, postal_code: pincode, state: state ?? current.state }));
  };
  const changeState = (text: string) => {
    setStateFromPincode(false);
    field('state')(text);
  };

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
    setMessage(outcome.message === null ? null : addressSaveFailure(outcome.message, messages));
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(open) => !open && onClose()}
      title={address ? messages['title.edit']() : messages['title.add']()}
      closeLabel={messages.close()}
      lang={locale}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {messages.cancel()}
          </Button>
          <Button type="submit" form={formId} variant="primary" busy={saving} busyLabel={messages.saving()}>
            {messages.save()}
          </Button>
        </>
      }
    >
      <form id={formId} className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        {message && <Alert tone="error">{message}</Alert>}
        <Button type="button" variant="secondary" size="small" aria-expanded={showMap} aria-controls={mapId} onClick={() => setShowMap((shown) => !shown)}>
          {showMap ? messages['map.hide']() : messages['map.show']()}
        </Button>
        <div id={mapId} hidden={!showMap}>
          {showMap && <LocationPicker value={point} opensAt={buyerPoint} onPick={pickOnMap} onPlace={fillFromPlace} height={300} />}
        </div>
        {!showMap && point && <p className={styles.locationNote}>{messages['map.selected']({ point: formatCoordinates(point) })}</p>}
        <TextField
          label={messages.line1()}
          required
          value={form.address_line1}
          onValueChange={field('address_line1')}
          error={fieldError('address_line1')}
          autoComplete="address-line1"
          hint={messages['line1.hint']()}
        />
        <TextField
          label={messages.line2()}
          value={form.address_line2}
          onValueChange={field('address_line2')}
          autoComplete="address-line2"
          hint={messages['line2.hint']()}
        />
        <TextField
          label={messages.landmark()}
          value={form.landmark}
          onValueChange={field('landmark')}
          maxLength={ADDRESS_LIMITS.landmark}
          hint={messages['landmark.hint']()}
        />
        <div className={styles.pair}>
          <TextField
            label={messages.pincode()}
            required
            value={form.postal_code}
            onValueChange={changePincode}
            error={fieldError('postal_code')}
            autoComplete="postal-code"
            inputMode="numeric"
            maxLength={PINCODE_LENGTH}
          />
          <TextField
            label={messages.city()}
            required
            value={form.city}
            onValueChange={field('city')}
            error={fieldError('city')}
            autoComplete="address-level2"
          />
        </div>
        <TextField
          label={messages.state()}
          required
          value={form.state}
          onValueChange={changeState}
          error={fieldError('state')}
          autoComplete="address-level1"
          hint={stateFromPincode ? messages['state.fromPincode']() : undefined}
        />
        <p className={styles.fixedValue}>{messages.country()}</p>
        <h3 className={styles.groupHeading}>{messages['site.heading']()}</h3>
        <div className={styles.pair}>
          <TextField
            label={messages['site.name']()}
            value={form.site_contact_name}
            onValueChange={field('site_contact_name')}
            maxLength={ADDRESS_LIMITS.siteContactName}
            autoComplete="off"
          />
          <TextField
            label={messages['site.phone']()}
            type="tel"
            prefix="+91"
            value={form.site_contact_phone}
            onValueChange={(text) => field('site_contact_phone')(digitsOnly(text, PHONE_LENGTH))}
            error={fieldError('site_contact_phone')}
            inputMode="numeric"
            autoComplete="off"
          />
        </div>
        <TextAreaField
          label={messages.instructions()}
          rows={3}
          value={form.delivery_instructions}
          onValueChange={field('delivery_instructions')}
          error={fieldError('delivery_instructions')}
          maxLength={ADDRESS_LIMITS.deliveryInstructions}
          hint={messages['instructions.hint']()}
        />
        <label className={styles.checkbox}>
          <input type="checkbox" checked={form.is_default} onChange={(event) => setForm((current) => ({ ...current, is_default: event.target.checked }))} />
          {messages.default()}
        </label>
      </form>
    </Dialog>
  );
}

import { parseRadiusKm, SELLER_MESSAGES, setSellerProfile, sellerApi, validateDepotForm, type DepotForm, type FieldErrors, type Seller } from '@nirmaan/core';
import { Alert, Button, NumberField, TextField } from '@nirmaan/ui';
import { useState, type FormEvent } from 'react';
import { useSaveOutcome } from './useSaveOutcome.ts';
import * as styles from '../dashboard-shared/dashboard.css.ts';
import * as formStyles from '../dashboard-shared/dashboardForm.css.ts';

/**
 * Where the seller delivers from (its depot's pincode: the server places it on the map) and how far
 * (PUT /sellers/me/depot). Buyers beyond the radius do not see its offers as orderable; without a
 * depot, no listing is published (DESIGN.md).
 */
export function SellerDepotForm({ seller }: { seller: Seller }) {
  const [form, setForm] = useState<DepotForm>({ pincode: seller.depot?.pincode ?? '', radiusKm: seller.depot ? String(seller.depot.delivery_radius_km) : '' });
  const [errors, setErrors] = useState<FieldErrors<keyof DepotForm>>({});
  const { saving, outcome, setOutcome, save } = useSaveOutcome();
  const field = (name: keyof DepotForm) => (value: string) => setForm((current) => ({ ...current, [name]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setOutcome(null);
    const found = validateDepotForm(form);
    setErrors(found);
    const radiusKm = parseRadiusKm(form.radiusKm);
    if (Object.keys(found).length > 0 || radiusKm === null) return;
    const pincode = form.pincode.trim();
    await save(async () => {
      setSellerProfile(await sellerApi.updateDepot({ pincode, delivery_radius_km: radiusKm }));
      return SELLER_MESSAGES.depotSaved(radiusKm, pincode);
    }, SELLER_MESSAGES.depotFailed);
  };

  return (
    <div className={styles.panel}>
      <h2 className={styles.heading}>{SELLER_MESSAGES.depotTitle}</h2>
      <p className={styles.muted}>{SELLER_MESSAGES.depotHint}</p>
      <form className={formStyles.form} noValidate onSubmit={(event) => void submit(event)}>
        {outcome && <Alert tone={outcome.ok ? 'success' : 'error'}>{outcome.message}</Alert>}
        <div className={formStyles.pair}>
          <TextField
            label="Depot pincode"
            required
            inputMode="numeric"
            maxLength={6}
            autoComplete="postal-code"
            value={form.pincode}
            onValueChange={field('pincode')}
            error={errors.pincode}
          />
          <NumberField
            label="Delivery radius (km)"
            required
            min={1}
            max={300}
            step={1}
            inputMode="numeric"
            value={form.radiusKm}
            onValueChange={field('radiusKm')}
            error={errors.radiusKm}
          />
        </div>
        <div className={styles.actions}>
          <Button type="submit" variant="primary" busy={saving} busyLabel="Saving...">
            Save Depot
          </Button>
        </div>
      </form>
    </div>
  );
}

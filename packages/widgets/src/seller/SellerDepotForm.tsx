import { localeFormat, parseRadiusKm, setSellerProfile, sellerApi, validateDepotForm, type DepotForm, type FieldErrors, type Seller } from '@nirmaan/core';
import { Alert, Button, NumberField, TextField } from '@nirmaan/ui';
import { useState, type FormEvent } from 'react';
import { useSaveOutcome } from './useSaveOutcome.ts';
import { sellerCoreErrors } from './sellerCoreText.ts';
import { useMessages } from '../locale-shared/useMessages.ts';
import { sellerDashboardCatalogue } from './sellerDashboardMessages.ts';
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
  const { messages, locale } = useMessages(sellerDashboardCatalogue);
  const { saving, outcome, setOutcome, save } = useSaveOutcome();
  const field = (name: keyof DepotForm) => (value: string) => setForm((current) => ({ ...current, [name]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setOutcome(null);
    const found = validateDepotForm(form);
    setErrors(sellerCoreErrors(messages, found));
    const radiusKm = parseRadiusKm(form.radiusKm);
    if (Object.keys(found).length > 0 || radiusKm === null) return;
    const pincode = form.pincode.trim();
    await save(async () => {
      setSellerProfile(await sellerApi.updateDepot({ pincode, delivery_radius_km: radiusKm }));
      return messages.depotSaved({ radius: localeFormat(locale).number(radiusKm), pincode });
    }, messages.depotFailed());
  };

  return (
    <div className={styles.panel}>
      <h2 className={styles.heading}>{messages.depotTitle()}</h2>
      <p className={styles.muted}>{messages.depotHint()}</p>
      <form className={formStyles.form} noValidate onSubmit={(event) => void submit(event)}>
        {outcome && <Alert tone={outcome.ok ? 'success' : 'error'}>{outcome.message}</Alert>}
        <div className={formStyles.pair}>
          <TextField
            label={messages['depot.pincode']()}
            required
            inputMode="numeric"
            maxLength={6}
            autoComplete="postal-code"
            value={form.pincode}
            onValueChange={field('pincode')}
            error={errors.pincode}
          />
          <NumberField
            label={messages['depot.radius']()}
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
          <Button type="submit" variant="primary" busy={saving} busyLabel={messages.saving()}>
            {messages['depot.submit']()}
          </Button>
        </div>
      </form>
    </div>
  );
}

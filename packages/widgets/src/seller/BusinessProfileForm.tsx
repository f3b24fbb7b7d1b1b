import { SELLER_MESSAGES, setSellerProfile, updateSellerMe, type Seller } from '@nirmaan/core';
import { Alert, Button, TextField } from '@nirmaan/ui';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { useSaveOutcome } from './useSaveOutcome.ts';
import * as styles from '../dashboard-shared/dashboard.css.ts';
import * as formStyles from '../dashboard-shared/dashboardForm.css.ts';

/** The seller's business name, email, phone and address (PUT /sellers/me). */
export function BusinessProfileForm({ seller }: { seller: Seller }) {
  const [form, setForm] = useState({ name: seller.name, email: seller.email, phone: seller.phone ?? '', address: seller.address ?? '' });
  const { saving, outcome, save } = useSaveOutcome();
  const field = (name: keyof typeof form) => (value: string) => setForm((current) => ({ ...current, [name]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    return save(async () => {
      setSellerProfile(await updateSellerMe({ name: form.name.trim(), email: form.email.trim(), phone: form.phone.trim(), address: form.address.trim() }));
      return SELLER_MESSAGES.profileSaved;
    }, SELLER_MESSAGES.profileFailed);
  };

  return (
    <div className={styles.panel}>
      <h2 className={styles.heading}>Business Profile</h2>
      <form className={formStyles.form} onSubmit={(event) => void submit(event)}>
        {outcome && <Alert tone={outcome.ok ? 'success' : 'error'}>{outcome.message}</Alert>}
        <TextField label="Business Name" required value={form.name} onValueChange={field('name')} autoComplete="organization" />
        <div className={formStyles.pair}>
          <TextField label="Email" type="email" required value={form.email} onValueChange={field('email')} autoComplete="email" />
          <TextField label="Phone" type="tel" value={form.phone} onValueChange={field('phone')} autoComplete="tel" />
        </div>
        <TextField label="Address" value={form.address} onValueChange={field('address')} autoComplete="street-address" />
        <div className={styles.actions}>
          <Button type="submit" variant="primary" busy={saving} busyLabel="Saving...">
            Update Profile
          </Button>
        </div>
      </form>
    </div>
  );
}

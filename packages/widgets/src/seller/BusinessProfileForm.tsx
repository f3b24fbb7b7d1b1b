import { setSellerProfile, updateSellerMe, type Seller } from '@nirmaan/core';
import { Alert, Button, TextField } from '@nirmaan/ui';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { useSaveOutcome } from './useSaveOutcome.ts';
import { useMessages } from '../locale-shared/useMessages.ts';
import { sellerDashboardCatalogue } from './sellerDashboardMessages.ts';
import * as styles from '../dashboard-shared/dashboard.css.ts';
import * as formStyles from '../dashboard-shared/dashboardForm.css.ts';

/** The seller's business name, email, phone and address (PUT /sellers/me). */
export function BusinessProfileForm({ seller }: { seller: Seller }) {
  const [form, setForm] = useState({ name: seller.name, email: seller.email, phone: seller.phone ?? '', address: seller.address ?? '' });
  const { messages } = useMessages(sellerDashboardCatalogue);
  const { saving, outcome, save } = useSaveOutcome();
  const field = (name: keyof typeof form) => (value: string) => setForm((current) => ({ ...current, [name]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    return save(async () => {
      setSellerProfile(await updateSellerMe({ name: form.name.trim(), email: form.email.trim(), phone: form.phone.trim(), address: form.address.trim() }));
      return messages.profileSaved();
    }, messages.profileFailed());
  };

  return (
    <div className={styles.panel}>
      <h2 className={styles.heading}>{messages['profile.title']()}</h2>
      <form className={formStyles.form} onSubmit={(event) => void submit(event)}>
        {outcome && <Alert tone={outcome.ok ? 'success' : 'error'}>{outcome.message}</Alert>}
        <TextField label={messages['profile.name']()} required value={form.name} onValueChange={field('name')} autoComplete="organization" />
        <div className={formStyles.pair}>
          <TextField label={messages['profile.email']()} type="email" required value={form.email} onValueChange={field('email')} autoComplete="email" />
          <TextField label={messages['profile.phone']()} type="tel" value={form.phone} onValueChange={field('phone')} autoComplete="tel" />
        </div>
        <TextField label={messages['profile.address']()} value={form.address} onValueChange={field('address')} autoComplete="street-address" />
        <div className={styles.actions}>
          <Button type="submit" variant="primary" busy={saving} busyLabel={messages.saving()}>
            {messages['profile.submit']()}
          </Button>
        </div>
      </form>
    </div>
  );
}

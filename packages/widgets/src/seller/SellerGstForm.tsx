import { GSTIN_LENGTH, gstinStateCode, gstStateName, sellerApi, setSellerProfile, validateGstin, type Seller } from '@nirmaan/core';
import { Alert, Button, TextField } from '@nirmaan/ui';
import { useState, type FormEvent } from 'react';
import { useSaveOutcome } from './useSaveOutcome.ts';
import { sellerCoreText } from './sellerCoreText.ts';
import { useMessages } from '../locale-shared/useMessages.ts';
import { sellerDashboardCatalogue } from './sellerDashboardMessages.ts';
import * as styles from '../dashboard-shared/dashboard.css.ts';
import * as formStyles from '../dashboard-shared/dashboardForm.css.ts';

/**
 * The seller's GST registration (PUT /sellers/me/gst): the GSTIN printed on its tax invoices,
 * checked here for its shape and check character before it is sent; the server also wants the
 * depot's state. Until it is saved, the seller's orders get no invoice.
 */
export function SellerGstForm({ seller }: { seller: Seller }) {
  const [gstin, setGstin] = useState(seller.gst?.gstin ?? '');
  const [error, setError] = useState<string | undefined>();
  const { messages } = useMessages(sellerDashboardCatalogue);
  const { saving, outcome, setOutcome, save } = useSaveOutcome();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setOutcome(null);
    const problem = validateGstin(gstin) ?? undefined;
    setError(problem && sellerCoreText(messages, problem));
    if (problem) return;
    await save(async () => {
      setSellerProfile(await sellerApi.updateGst(gstin));
      const code = gstinStateCode(gstin);
      return messages.gstSaved({ state: gstStateName(code), code });
    }, messages.gstFailed());
  };

  return (
    <div className={styles.panel}>
      <h2 className={styles.heading}>{messages.gstTitle()}</h2>
      <p className={styles.muted}>{messages.gstHint()}</p>
      <form className={formStyles.form} noValidate onSubmit={(event) => void submit(event)}>
        {outcome && <Alert tone={outcome.ok ? 'success' : 'error'}>{outcome.message}</Alert>}
        <TextField
          label={messages['gst.label']()}
          required
          value={gstin}
          onValueChange={setGstin}
          maxLength={GSTIN_LENGTH + 4}
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          error={error}
          hint={seller.gst ? messages['gst.registeredIn']({ state: seller.gst.state, code: seller.gst.state_code }) : messages.gstMissing()}
        />
        <div className={styles.actions}>
          <Button type="submit" variant="primary" busy={saving} busyLabel={messages.saving()}>
            {messages['gst.submit']()}
          </Button>
        </div>
      </form>
    </div>
  );
}

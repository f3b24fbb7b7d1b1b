import { GSTIN_LENGTH, gstinStateCode, gstStateName, SELLER_MESSAGES, sellerApi, setSellerProfile, validateGstin, type Seller } from '@nirmaan/core';
import { Alert, Button, TextField } from '@nirmaan/ui';
import { useState, type FormEvent } from 'react';
import { useSaveOutcome } from './useSaveOutcome.ts';
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
  const { saving, outcome, setOutcome, save } = useSaveOutcome();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setOutcome(null);
    const problem = validateGstin(gstin) ?? undefined;
    setError(problem);
    if (problem) return;
    await save(async () => {
      setSellerProfile(await sellerApi.updateGst(gstin));
      const code = gstinStateCode(gstin);
      return SELLER_MESSAGES.gstSaved(gstStateName(code), code);
    }, SELLER_MESSAGES.gstFailed);
  };

  return (
    <div className={styles.panel}>
      <h2 className={styles.heading}>{SELLER_MESSAGES.gstTitle}</h2>
      <p className={styles.muted}>{SELLER_MESSAGES.gstHint}</p>
      <form className={formStyles.form} noValidate onSubmit={(event) => void submit(event)}>
        {outcome && <Alert tone={outcome.ok ? 'success' : 'error'}>{outcome.message}</Alert>}
        <TextField
          label="GSTIN"
          required
          value={gstin}
          onValueChange={setGstin}
          maxLength={GSTIN_LENGTH + 4}
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          error={error}
          hint={seller.gst ? `Registered in ${seller.gst.state} (${seller.gst.state_code})` : SELLER_MESSAGES.gstMissing}
        />
        <div className={styles.actions}>
          <Button type="submit" variant="primary" busy={saving} busyLabel="Saving...">
            Save GSTIN
          </Button>
        </div>
      </form>
    </div>
  );
}

import { $session, PRICE_ALERT_MESSAGES, siteUrl, type City, type PriceAlertsApi, type PriceRow } from '@nirmaan/core';
import { useStore } from '@nanostores/react';
import { Alert, Button, buttonStyles, Dialog, Link } from '@nirmaan/ui';
import { useId, useState } from 'react';
import { PriceAlertFields } from './PriceAlertFields.tsx';
import { usePriceAlertForm } from './usePriceAlertForm.ts';
import * as styles from './priceBoard.css.ts';

export interface PriceAlertsDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The board's rows and city: an alert is for one of its materials in that city. */
  rows: readonly PriceRow[] | null;
  city: City;
  api?: Pick<PriceAlertsApi, 'set'>;
}

/**
 * Set Price Alerts (issue 28): a signed-in buyer picks a material of the board and a target price;
 * when a supplier's price in the city reaches it, the buyer is told on My Account (and by SMS). A
 * visitor is asked to sign in first.
 */
export function PriceAlertsDialog({ open, onOpenChange, rows, city, api }: PriceAlertsDialogProps) {
  const formId = useId();
  const signedIn = useStore($session).buyer !== null;
  const [set, setSet] = useState(false);
  const alertForm = usePriceAlertForm(rows, city, () => setSet(true), api);
  const close = () => {
    onOpenChange(false);
    setSet(false);
  };
  const closeButton = (
    <Button variant="secondary" onClick={close}>
      Close
    </Button>
  );

  let body;
  let footer;
  if (!signedIn) {
    body = <p className={styles.footerText}>{PRICE_ALERT_MESSAGES.signInToSet}</p>;
    footer = (
      <>
        {closeButton}
        <Link href={siteUrl('/login')} className={buttonStyles({ variant: 'primary' })}>
          Sign in
        </Link>
      </>
    );
  } else if (set) {
    body = (
      <>
        <Alert tone="success">{PRICE_ALERT_MESSAGES.set}</Alert>
        <Link href={siteUrl('/profile?tab=alerts')}>See your price alerts</Link>
      </>
    );
    footer = closeButton;
  } else if (!rows || rows.length === 0) {
    body = <p className={styles.footerText}>There are no prices in {city} to set an alert on yet.</p>;
    footer = closeButton;
  } else {
    body = <PriceAlertFields formId={formId} rows={rows} city={city} form={alertForm} />;
    footer = (
      <>
        {closeButton}
        <Button type="submit" form={formId} variant="primary" busy={alertForm.busy} busyLabel="Setting...">
          Set Alert
        </Button>
      </>
    );
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : close())}
      lang="en-IN"
      title="Set a price alert"
      description={`Prices in ${city}`}
      closeLabel="Close"
      footer={footer}
    >
      {body}
    </Dialog>
  );
}

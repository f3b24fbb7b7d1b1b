import { $session, siteUrl, type City, type PriceAlertsApi, type PriceRow } from '@nirmaan/core';
import { useStore } from '@nanostores/react';
import { Alert, Button, buttonStyles, Dialog, Link } from '@nirmaan/ui';
import { useId, useState } from 'react';
import { useMessages } from '../locale-shared/useMessages.ts';
import { priceAlertCatalogue } from './alert-dialog/priceAlertMessages.ts';
import { alertCityName } from './alert-dialog/priceAlertTexts.ts';
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
 * visitor is asked to sign in first. It speaks the board's language from a catalogue of its own,
 * fetched with the dialog's code.
 */
export function PriceAlertsDialog({ open, onOpenChange, rows, city, api }: PriceAlertsDialogProps) {
  const formId = useId();
  const { messages, locale } = useMessages(priceAlertCatalogue);
  const signedIn = useStore($session).buyer !== null;
  const [set, setSet] = useState(false);
  const alertForm = usePriceAlertForm(rows, city, () => setSet(true), messages, api);
  const cityName = alertCityName(city, messages);
  const close = () => {
    onOpenChange(false);
    setSet(false);
  };
  const closeButton = (
    <Button variant="secondary" onClick={close}>
      {messages.close()}
    </Button>
  );

  let body;
  let footer;
  if (!signedIn) {
    body = <p className={styles.footerText}>{messages.signInToSet()}</p>;
    footer = (
      <>
        {closeButton}
        <Link href={siteUrl('/login')} className={buttonStyles({ variant: 'primary' })}>
          {messages.signIn()}
        </Link>
      </>
    );
  } else if (set) {
    body = (
      <>
        <Alert tone="success">{messages.set()}</Alert>
        <Link href={siteUrl('/profile?tab=alerts')}>{messages.seeAlerts()}</Link>
      </>
    );
    footer = closeButton;
  } else if (!rows || rows.length === 0) {
    body = <p className={styles.footerText}>{messages.noPrices({ city: cityName })}</p>;
    footer = closeButton;
  } else {
    body = <PriceAlertFields formId={formId} rows={rows} city={city} form={alertForm} messages={messages} locale={locale} />;
    footer = (
      <>
        {closeButton}
        <Button type="submit" form={formId} variant="primary" busy={alertForm.busy} busyLabel={messages.setting()}>
          {messages.submit()}
        </Button>
      </>
    );
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : close())}
      lang={locale}
      title={messages.title()}
      description={messages.pricesIn({ city: cityName })}
      closeLabel={messages.close()}
      footer={footer}
    >
      {body}
    </Dialog>
  );
}

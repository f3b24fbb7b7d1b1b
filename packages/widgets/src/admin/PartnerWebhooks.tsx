import { normalizePartnerId, PARTNER_ID_MAX_LENGTH, partnerWebhookCalls, type WebhookCalls } from '@nirmaan/core';
import { Button, TextField } from '@nirmaan/ui';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import * as styles from '../dashboard-shared/dashboard.css.ts';
import * as formStyles from '../dashboard-shared/dashboardForm.css.ts';
import { WebhooksPanel } from '../webhooks-shared/WebhooksPanel.tsx';
import * as webhookStyles from '../webhooks-shared/webhooks.css.ts';
import { useMessages } from '../locale-shared/useMessages.ts';
import { adminCatalogue } from './adminMessages.ts';

export interface PartnerWebhooksProps {
  /** The partner whose endpoints are shown (chosen from a partner's card, or typed). */
  partnerId: string | null;
  onPartnerIdChange: (partnerId: string) => void;
  /** A partner's webhook calls (the API's by default; stories pass their own). */
  callsFor?: (partnerId: string) => WebhookCalls;
}

/**
 * A partner's webhook endpoints (issue 34). Partners have no accounts: the admin registers and
 * manages their endpoints by partner id, also for a partner whose widgets have brought nothing yet.
 */
export function PartnerWebhooks({ partnerId, onPartnerIdChange, callsFor = partnerWebhookCalls }: PartnerWebhooksProps) {
  const { messages } = useMessages(adminCatalogue);
  const [typed, setTyped] = useState(partnerId ?? '');
  const [error, setError] = useState<string | undefined>(undefined);
  const calls = useMemo(() => (partnerId ? callsFor(partnerId) : null), [partnerId, callsFor]);
  const heading = useRef<HTMLHeadingElement>(null);
  // Chosen from a partner's card (this section is then made anew): bring it into view and focus.
  const chosenOnMount = useRef(partnerId !== null);
  useEffect(() => {
    if (chosenOnMount.current) heading.current?.focus();
  }, []);

  const open = (event: FormEvent) => {
    event.preventDefault();
    const id = normalizePartnerId(typed);
    setError(id ? undefined : messages['webhooks.partnerIdError']({ max: PARTNER_ID_MAX_LENGTH }));
    if (id) onPartnerIdChange(id);
  };

  return (
    <section className={webhookStyles.partnerSection} aria-labelledby="partner-webhooks-title">
      <h2 id="partner-webhooks-title" ref={heading} tabIndex={-1} className={`${styles.heading} ${webhookStyles.focusTarget}`}>
        {messages['webhooks.title']()}
      </h2>
      <form className={formStyles.pair} aria-label={messages['webhooks.choose']()} noValidate onSubmit={open}>
        <TextField
          label={messages['webhooks.partnerId']()}
          autoComplete="off"
          value={typed}
          onValueChange={setTyped}
          error={error}
          hint={messages['webhooks.partnerIdHint']({ attribute: 'partner-id' })}
        />
        <div className={styles.actions}>
          <Button type="submit" variant="secondary">
            {messages['webhooks.show']()}
          </Button>
        </div>
      </form>
      {partnerId && calls && (
        <WebhooksPanel key={partnerId} owner="partner" dataKey={`partner:${partnerId}`} calls={calls} title={messages['partners.webhooksOf']({ partnerId })} />
      )}
    </section>
  );
}

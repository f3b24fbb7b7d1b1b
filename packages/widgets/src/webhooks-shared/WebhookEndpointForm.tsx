import {
  blankWebhookForm,
  toggleWebhookEvent,
  validateWebhookForm,
  WEBHOOK_EVENTS_FOR,
  type WebhookEventType,
  type WebhookFormErrors,
  type WebhookOwnerKind,
} from '@nirmaan/core';
import { Alert, Button, TextField } from '@nirmaan/ui';
import { useId, useState, type FormEvent } from 'react';
import * as styles from '../dashboard-shared/dashboard.css.ts';
import * as formStyles from '../dashboard-shared/dashboardForm.css.ts';
import * as webhookStyles from './webhooks.css.ts';
import { useMessages } from '../locale-shared/useMessages.ts';
import { eventLabel, URL_HINT_EXAMPLE, webhookFormError } from './webhookOutcome.ts';
import { webhooksCatalogue } from './webhooksMessages.ts';

export interface WebhookEndpointFormProps {
  owner: WebhookOwnerKind;
  /** Sends the endpoint; answers the server's refusal, or null once it is added. */
  onSubmit: (url: string, events: WebhookEventType[]) => Promise<string | null>;
  onCancel: () => void;
}

/** Add endpoint: its URL and the events it gets (all that the owner can get, ticked to start with). */
export function WebhookEndpointForm({ owner, onSubmit, onCancel }: WebhookEndpointFormProps) {
  const { messages } = useMessages(webhooksCatalogue);
  const [form, setForm] = useState(() => blankWebhookForm(owner));
  const [errors, setErrors] = useState<WebhookFormErrors>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const eventsError = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateWebhookForm(form);
    setErrors(found);
    setRefusal(null);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    const problem = await onSubmit(form.url, form.events);
    setSaving(false);
    setRefusal(problem);
  };

  return (
    <form className={formStyles.form} aria-label={messages.addTitle()} noValidate onSubmit={(event) => void submit(event)}>
      <h3 className={styles.subheading}>{messages.addTitle()}</h3>
      {refusal && <Alert tone="error">{refusal}</Alert>}
      <TextField
        label={messages.urlLabel()}
        type="url"
        inputMode="url"
        autoComplete="off"
        placeholder="https://"
        hint={messages.urlHint({ scheme: 'https://', example: URL_HINT_EXAMPLE })}
        value={form.url}
        onValueChange={(url) => setForm((current) => ({ ...current, url }))}
        error={webhookFormError(messages, errors.url)}
        required
      />
      <fieldset className={webhookStyles.events} aria-describedby={errors.events ? eventsError : undefined}>
        <legend className={webhookStyles.legend}>{messages.eventsLegend()}</legend>
        {WEBHOOK_EVENTS_FOR[owner].map((type) => (
          <label key={type} className={formStyles.checkbox}>
            <input
              type="checkbox"
              checked={form.events.includes(type)}
              onChange={(event) => setForm((current) => toggleWebhookEvent(current, owner, type, event.target.checked))}
            />
            <span className={webhookStyles.eventChoice}>
              {eventLabel(messages, type)}
              <span className={webhookStyles.eventType}>{type}</span>
            </span>
          </label>
        ))}
        {errors.events && (
          <p id={eventsError} className={webhookStyles.error}>
            {webhookFormError(messages, errors.events)}
          </p>
        )}
      </fieldset>
      <div className={styles.actions}>
        <Button type="submit" variant="primary" busy={saving} busyLabel={messages.saving()}>
          {messages.add()}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {messages.cancel()}
        </Button>
      </div>
    </form>
  );
}

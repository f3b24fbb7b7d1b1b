import {
  blankWebhookForm,
  toggleWebhookEvent,
  validateWebhookForm,
  WEBHOOK_EVENT_LABELS,
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
import { WEBHOOK_TEXTS as T } from './webhookTexts.ts';

export interface WebhookEndpointFormProps {
  owner: WebhookOwnerKind;
  /** Sends the endpoint; answers the server's refusal, or null once it is added. */
  onSubmit: (url: string, events: WebhookEventType[]) => Promise<string | null>;
  onCancel: () => void;
}

/** Add endpoint: its URL and the events it gets (all that the owner can get, ticked to start with). */
export function WebhookEndpointForm({ owner, onSubmit, onCancel }: WebhookEndpointFormProps) {
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
    <form className={formStyles.form} aria-label={T.addTitle} noValidate onSubmit={(event) => void submit(event)}>
      <h3 className={styles.subheading}>{T.addTitle}</h3>
      {refusal && <Alert tone="error">{refusal}</Alert>}
      <TextField
        label={T.urlLabel}
        type="url"
        inputMode="url"
        autoComplete="off"
        placeholder="https://"
        hint={T.urlHint}
        value={form.url}
        onValueChange={(url) => setForm((current) => ({ ...current, url }))}
        error={errors.url}
        required
      />
      <fieldset className={webhookStyles.events} aria-describedby={errors.events ? eventsError : undefined}>
        <legend className={webhookStyles.legend}>{T.eventsLegend}</legend>
        {WEBHOOK_EVENTS_FOR[owner].map((type) => (
          <label key={type} className={formStyles.checkbox}>
            <input
              type="checkbox"
              checked={form.events.includes(type)}
              onChange={(event) => setForm((current) => toggleWebhookEvent(current, owner, type, event.target.checked))}
            />
            <span className={webhookStyles.eventChoice}>
              {WEBHOOK_EVENT_LABELS[type]}
              <span className={webhookStyles.eventType}>{type}</span>
            </span>
          </label>
        ))}
        {errors.events && (
          <p id={eventsError} className={webhookStyles.error}>
            {errors.events}
          </p>
        )}
      </fieldset>
      <div className={styles.actions}>
        <Button type="submit" variant="primary" busy={saving} busyLabel={T.saving}>
          {T.save}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {T.cancel}
        </Button>
      </div>
    </form>
  );
}

import { WEBHOOK_EVENTS_FOR, WEBHOOK_MESSAGES as M, WEBHOOK_URL_MAX_LENGTH, type WebhookEventType, type WebhookOwnerKind } from './webhookRules.ts';

/** The Add endpoint form as typed. */
export interface WebhookForm {
  url: string;
  events: WebhookEventType[];
}

export type WebhookFormErrors = Partial<Record<keyof WebhookForm, string>>;

/** An empty form: every event the owner can get is ticked (most integrations want them all). */
export function blankWebhookForm(owner: WebhookOwnerKind): WebhookForm {
  return { url: '', events: [...WEBHOOK_EVENTS_FOR[owner]] };
}

/** Ticks or unticks one event, keeping the events in their listed order. */
export function toggleWebhookEvent(form: WebhookForm, owner: WebhookOwnerKind, event: WebhookEventType, on: boolean): WebhookForm {
  return { ...form, events: WEBHOOK_EVENTS_FOR[owner].filter((candidate) => (candidate === event ? on : form.events.includes(candidate))) };
}

/**
 * What the form lacks before it is sent: a full http(s) URL and an event. Whether the address is
 * allowed (https, public) is the server's to say: it resolves the host name.
 */
export function validateWebhookForm(form: WebhookForm): WebhookFormErrors {
  const errors: WebhookFormErrors = {};
  const url = form.url.trim();
  if (!url || url.length > WEBHOOK_URL_MAX_LENGTH || !URL.canParse(url) || !/^https?:$/.test(new URL(url).protocol)) errors.url = M.urlInvalid;
  if (form.events.length === 0) errors.events = M.noEvents;
  return errors;
}

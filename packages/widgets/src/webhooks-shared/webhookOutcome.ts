import { WEBHOOK_MESSAGES, type LocaleFormat, type WebhookAttempt, type WebhookEventType } from '@nirmaan/core';
import type { BadgeTone } from '@nirmaan/ui';
import type { WebhooksMessages } from './webhooksMessages.ts';

/** An attempt's outcome in words: the receiver's status, or why there was none. */
export function attemptWords(messages: WebhooksMessages, attempt: Pick<WebhookAttempt, 'status_code' | 'error'>): string {
  if (attempt.status_code !== null) return messages['answer.status']({ code: attempt.status_code });
  return attempt.error ? messages['answer.error']({ error: attempt.error }) : messages['answer.none']();
}

/** Where the attempt's delivery stands, as a badge: delivered, retrying, or given up. */
export function deliveryBadge(messages: WebhooksMessages, attempt: WebhookAttempt): { label: string; tone: BadgeTone } {
  const tone: BadgeTone = attempt.delivery_status === 'delivered' ? 'success' : attempt.delivery_status === 'failed' ? 'danger' : 'warning';
  return { label: messages.delivery({ status: attempt.delivery_status }), tone };
}

/** The catalogue's name of each event (core's WEBHOOK_EVENT_LABELS in English). */
const EVENT_CHOICE = {
  'lead.created': 'lead',
  'quote.received': 'quote',
  'order.placed': 'placed',
  'order.status_changed': 'status',
  'price.changed': 'price',
} as const satisfies Record<WebhookEventType, string>;

/** An event's name in the panel's language ('Order placed'). */
export function eventLabel(messages: WebhooksMessages, event: WebhookEventType): string {
  return messages.event({ event: EVENT_CHOICE[event] });
}

/** The address the URL box's hint gives as an example. */
export const URL_HINT_EXAMPLE = 'https://erp.example.com/nirmaan';

/** The address core's URL error gives as an example (WEBHOOK_MESSAGES.urlInvalid). */
const URL_ERROR_EXAMPLE = 'https://example.com/webhooks/nirmaan';

/** The form's checks (core's validateWebhookForm, in English) in the panel's language; any other text as it came. */
export function webhookFormError(messages: WebhooksMessages, text: string | undefined): string | undefined {
  if (text === WEBHOOK_MESSAGES.urlInvalid) return messages.urlInvalid({ example: URL_ERROR_EXAMPLE });
  if (text === WEBHOOK_MESSAGES.noEvents) return messages.noEvents();
  return text;
}

/** A date the server sent, in the panel's language ('5 Jan 2026' in English); an unreadable one as it came. */
export function shownDate(format: LocaleFormat, iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : format.date(date, { day: 'numeric', month: 'short', year: 'numeric' });
}

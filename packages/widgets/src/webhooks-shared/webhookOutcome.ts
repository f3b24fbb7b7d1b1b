import type { WebhookAttempt } from '@nirmaan/core';
import type { BadgeTone } from '@nirmaan/ui';

/** An attempt's outcome in words: the receiver's status, or why there was none. */
export function attemptWords(attempt: WebhookAttempt): string {
  if (attempt.status_code !== null) return `HTTP ${attempt.status_code}`;
  return attempt.error ? `No answer: ${attempt.error}` : 'No answer';
}

/** Where the attempt's delivery stands, as a badge: delivered, retrying, or given up. */
export function deliveryBadge(attempt: WebhookAttempt): { label: string; tone: BadgeTone } {
  if (attempt.delivery_status === 'delivered') return { label: 'Delivered', tone: 'success' };
  if (attempt.delivery_status === 'failed') return { label: 'Gave up', tone: 'danger' };
  return { label: 'Will retry', tone: 'warning' };
}

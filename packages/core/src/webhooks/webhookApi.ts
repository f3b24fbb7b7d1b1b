import { apiClient } from '../api/api.ts';
import type { ApiClient } from '../api/client.ts';
import type { WebhookAttempt, WebhookEndpoint, WebhookEndpointWithSecret, WebhookEventType } from './webhookRules.ts';

/** What "Send test event" answers: the attempt made (null when the delivery worker took it first). */
export interface WebhookTestResult {
  delivery_id: number;
  attempt: WebhookAttempt | null;
}

/** One owner's webhook calls (docs/webhooks.md): the seller's own, or a partner id's for an admin. */
export interface WebhookCalls {
  list(): Promise<WebhookEndpoint[]>;
  /** Registers an endpoint; the answer holds the secret, shown this once. */
  create(request: { url: string; events: WebhookEventType[] }): Promise<WebhookEndpointWithSecret>;
  remove(id: number): Promise<{ deleted: true }>;
  /** A new secret, shown this once; the old one also signs for 24 hours. */
  rotate(id: number): Promise<WebhookEndpointWithSecret>;
  test(id: number): Promise<WebhookTestResult>;
  /** The delivery log, newest first. */
  deliveries(id: number): Promise<WebhookAttempt[]>;
}

function callsUnder(client: ApiClient, base: string): WebhookCalls {
  return {
    list: () => client.get(`${base}/`),
    create: (request) => client.post(`${base}/`, request),
    remove: (id) => client.delete(`${base}/${id}`),
    rotate: (id) => client.post(`${base}/${id}/rotate-secret`),
    test: (id) => client.post(`${base}/${id}/test`),
    deliveries: (id) => client.get(`${base}/${id}/deliveries`),
  };
}

/** The seller's own webhook calls (/sellers/me/webhooks). */
export function sellerWebhookCalls(client: ApiClient = apiClient): WebhookCalls {
  return callsUnder(client, '/sellers/me/webhooks');
}

/** An admin's calls for a partner id's webhooks (/admin/partners/{partnerId}/webhooks). */
export function partnerWebhookCalls(partnerId: string, client: ApiClient = apiClient): WebhookCalls {
  return callsUnder(client, `/admin/partners/${encodeURIComponent(partnerId)}/webhooks`);
}

/*
 * Signed webhooks (issue 34, docs/webhooks.md): the events, who may subscribe to which, and the
 * limits the server and the dashboards share.
 */

/** Every event a webhook endpoint can subscribe to. */
export const WEBHOOK_EVENT_TYPES = ['lead.created', 'quote.received', 'order.placed', 'order.status_changed', 'price.changed'] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** The type of the event "Send test event" delivers; nobody subscribes to it. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';

/** Who owns an endpoint: a seller's shop, or a partner id (managed by an admin). */
export type WebhookOwnerKind = 'seller' | 'partner';

/**
 * What each owner can receive. A seller: leads routed to its CRM, its orders and their status,
 * and its own listings' price changes. A partner: the leads, RFQ offers and orders its widgets
 * brought (by partner id). Prices are public: partners read them from the catalogue API.
 */
export const WEBHOOK_EVENTS_FOR: Record<WebhookOwnerKind, readonly WebhookEventType[]> = {
  seller: ['lead.created', 'order.placed', 'order.status_changed', 'price.changed'],
  partner: ['lead.created', 'quote.received', 'order.placed', 'order.status_changed'],
};

/** What each event is, in the dashboards' words. */
export const WEBHOOK_EVENT_LABELS: Record<WebhookEventType, string> = {
  'lead.created': 'Lead created',
  'quote.received': 'Quote received (offer on an RFQ)',
  'order.placed': 'Order placed',
  'order.status_changed': 'Order status changed',
  'price.changed': 'Listing price changed',
};

/** Endpoints one owner may have. */
export const WEBHOOK_ENDPOINTS_MAX = 10;
/** Longest endpoint URL accepted. */
export const WEBHOOK_URL_MAX_LENGTH = 2000;

export const WEBHOOK_MESSAGES = {
  urlInvalid: 'Enter a full URL, e.g. https://example.com/webhooks/nirmaan',
  httpsOnly: 'The URL must start with https://',
  credentials: 'The URL must not contain a user name or password',
  privateAddress: 'The URL must point to a public internet address, not a private, loopback or link-local one',
  unresolvable: 'The host name of the URL could not be found',
  noEvents: 'Choose at least one event',
  eventNotAllowed: 'One of the chosen events is not available for this endpoint',
  tooMany: `At most ${WEBHOOK_ENDPOINTS_MAX} webhook endpoints`,
  notFound: 'Webhook endpoint not found',
} as const;

/** An endpoint as the API lists it (the secret is never listed). */
export interface WebhookEndpoint {
  id: number;
  url: string;
  events: WebhookEventType[];
  created_at: string;
  /** When the secret before the last rotation stops signing deliveries, or null. */
  previous_secret_expires_at: string | null;
  /** The last attempt's outcome, or null before the first. */
  last_attempt: WebhookAttempt | null;
}

/** An endpoint just created or rotated: the secret is shown this once. */
export interface WebhookEndpointWithSecret extends WebhookEndpoint {
  secret: string;
}

/** One line of the delivery log. */
export interface WebhookAttempt {
  delivery_id: number;
  event_id: string;
  event_type: string;
  attempt: number;
  status_code: number | null;
  response_excerpt: string | null;
  error: string | null;
  attempted_at: string;
  /** pending (a retry is due later), delivered or failed (given up). */
  delivery_status: 'pending' | 'delivered' | 'failed';
}

import { ApiError, WEBHOOK_MESSAGES, type WebhookAttempt, type WebhookCalls, type WebhookEndpoint } from '@nirmaan/core';

/*
 * An owner's webhook calls without a server, for the Webhooks panels' stories and tests: the
 * endpoints and their logs in memory, with the server's refusals the panel shows (plain http, a
 * private address) and the secret answered once on create and rotate.
 */

export interface FakeWebhookOptions {
  endpoints?: WebhookEndpoint[];
  /** Each endpoint's delivery log, newest first. */
  attempts?: Record<number, WebhookAttempt[]>;
  /** 'loading' never answers; 'failing' answers every call with a 500. */
  mode?: 'ready' | 'loading' | 'failing';
  delay?: number;
}

const PRIVATE_HOST = /^(localhost|127\.|10\.|192\.168\.|169\.254\.|\[)/;

/** A delivery log line for a sample: the event, its attempt and what the receiver answered. */
export function sampleAttempt(deliveryId: number, attempt: number, statusCode: number | null, overrides: Partial<WebhookAttempt> = {}): WebhookAttempt {
  return {
    delivery_id: deliveryId,
    event_id: `7d1f0a4e-2c55-4d57-9a55-${String(deliveryId).padStart(12, '0')}`,
    event_type: 'order.placed',
    attempt,
    status_code: statusCode,
    response_excerpt: statusCode === null ? null : statusCode < 300 ? 'ok' : 'Internal Server Error',
    error: statusCode === null ? 'connect ECONNREFUSED' : null,
    attempted_at: `2026-11-28T0${attempt}:15:00Z`,
    delivery_status: statusCode !== null && statusCode < 300 ? 'delivered' : 'pending',
    ...overrides,
  };
}

/** An endpoint for a sample, subscribed to orders. */
export function sampleEndpoint(id: number, url: string, overrides: Partial<WebhookEndpoint> = {}): WebhookEndpoint {
  return {
    id,
    url,
    events: ['order.placed', 'order.status_changed'],
    created_at: '2026-11-20T10:00:00Z',
    previous_secret_expires_at: null,
    last_attempt: null,
    ...overrides,
  };
}

export function fakeWebhookCalls({ endpoints = [], attempts = {}, mode = 'ready', delay = 0 }: FakeWebhookOptions = {}): WebhookCalls {
  let stored = structuredClone(endpoints);
  const logs: Record<number, WebhookAttempt[]> = structuredClone(attempts);
  let secrets = 0;
  const answer = <T>(value: () => T): Promise<T> =>
    mode === 'loading'
      ? new Promise<T>(() => {})
      : new Promise<T>((resolve, reject) =>
          setTimeout(() => {
            if (mode === 'failing') return reject(new ApiError({ status: 500, body: { detail: 'Something went wrong' } }));
            try {
              resolve(value());
            } catch (error) {
              reject(error);
            }
          }, delay),
        );
  const byId = (id: number) => {
    const endpoint = stored.find((candidate) => candidate.id === id);
    if (!endpoint) throw new ApiError({ status: 404, body: { detail: WEBHOOK_MESSAGES.notFound } });
    return endpoint;
  };
  const newSecret = () => `whsec_story${++secrets}Xb7Qm2Vt9LpR4sKd8NwZ3yHc6JfE1gUa5`;
  return {
    list: () => answer(() => structuredClone(stored)),
    create: ({ url, events }) =>
      answer(() => {
        const target = new URL(url);
        if (target.protocol !== 'https:') throw new ApiError({ status: 422, body: { detail: WEBHOOK_MESSAGES.httpsOnly } });
        if (PRIVATE_HOST.test(target.hostname)) throw new ApiError({ status: 422, body: { detail: WEBHOOK_MESSAGES.privateAddress } });
        const endpoint = sampleEndpoint(Math.max(0, ...stored.map((row) => row.id)) + 1, url, { events });
        stored = [...stored, endpoint];
        return { ...endpoint, secret: newSecret() };
      }),
    remove: (id) =>
      answer(() => {
        byId(id);
        stored = stored.filter((endpoint) => endpoint.id !== id);
        return { deleted: true as const };
      }),
    rotate: (id) =>
      answer(() => {
        const endpoint = { ...byId(id), previous_secret_expires_at: '2026-11-29T10:00:00Z' };
        stored = stored.map((candidate) => (candidate.id === id ? endpoint : candidate));
        return { ...endpoint, secret: newSecret() };
      }),
    test: (id) =>
      answer(() => {
        const endpoint = byId(id);
        const attempt = sampleAttempt(900 + (logs[id]?.length ?? 0), 1, 200, { event_type: 'webhook.test', attempted_at: '2026-11-28T09:30:00Z' });
        logs[id] = [attempt, ...(logs[id] ?? [])];
        stored = stored.map((candidate) => (candidate.id === id ? { ...endpoint, last_attempt: attempt } : candidate));
        return { delivery_id: attempt.delivery_id, attempt };
      }),
    deliveries: (id) => answer(() => (byId(id), structuredClone(logs[id] ?? []))),
  };
}

import { errorDetail, type WebhookCalls, type WebhookEndpoint, type WebhookEventType } from '@nirmaan/core';
import { useState } from 'react';
import { useDashboardData, type DashboardData } from '../dashboard-shared/useDashboardData.ts';
import { useMessages } from '../locale-shared/useMessages.ts';
import { attemptWords } from './webhookOutcome.ts';
import { webhooksCatalogue } from './webhooksMessages.ts';

/** A secret to show once: the endpoint it signs for. */
export interface RevealedSecret {
  url: string;
  secret: string;
}

/** What the panel says after an action: a confirmation or the reason it failed. */
export interface WebhookNotice {
  tone: 'success' | 'error';
  text: string;
}

export interface WebhookEndpoints {
  endpoints: DashboardData<WebhookEndpoint[]>;
  revealed: RevealedSecret | null;
  dismissSecret: () => void;
  notice: WebhookNotice | null;
  /** The endpoint an action is running on, and which. */
  busy: { id: number; action: 'test' | 'rotate' | 'remove' } | null;
  /** Registers an endpoint; answers the server's refusal (a bad URL…) or null once added. */
  create: (url: string, events: WebhookEventType[]) => Promise<string | null>;
  test: (endpoint: WebhookEndpoint) => Promise<void>;
  rotate: (endpoint: WebhookEndpoint) => Promise<boolean>;
  remove: (endpoint: WebhookEndpoint) => Promise<boolean>;
}

/**
 * One owner's webhook endpoints and what can be done to them (docs/webhooks.md): the list loaded
 * when the panel opens, the secret of a new or rotated endpoint kept to show once, and a notice
 * after a test send, a rotation or a deletion.
 */
export function useWebhookEndpoints(account: 'seller' | 'admin', key: string, calls: WebhookCalls): WebhookEndpoints {
  const { messages } = useMessages(webhooksCatalogue);
  const endpoints = useDashboardData(account, `webhooks/${key}`, () => calls.list());
  const [revealed, setRevealed] = useState<RevealedSecret | null>(null);
  const [notice, setNotice] = useState<WebhookNotice | null>(null);
  const [busy, setBusy] = useState<WebhookEndpoints['busy']>(null);

  const run = async <T>(id: number, action: 'test' | 'rotate' | 'remove', work: () => Promise<T>): Promise<T | null> => {
    setBusy({ id, action });
    setNotice(null);
    try {
      return await work();
    } catch (error) {
      setNotice({ tone: 'error', text: errorDetail(error, messages.actionFailed()) });
      return null;
    } finally {
      setBusy(null);
    }
  };

  return {
    endpoints,
    revealed,
    dismissSecret: () => setRevealed(null),
    notice,
    busy,
    create: async (url, events) => {
      try {
        const created = await calls.create({ url: url.trim(), events });
        setRevealed({ url: created.url, secret: created.secret });
        setNotice(null);
        endpoints.reload();
        return null;
      } catch (error) {
        return errorDetail(error, messages.actionFailed());
      }
    },
    test: async (endpoint) => {
      const result = await run(endpoint.id, 'test', () => calls.test(endpoint.id));
      if (!result) return;
      const attempt = result.attempt;
      const delivered = attempt?.delivery_status === 'delivered';
      const answer = attempt ? attemptWords(messages, attempt) : messages['answer.queued']();
      setNotice({ tone: delivered ? 'success' : 'error', text: delivered ? messages.testDelivered({ answer }) : messages.testNotDelivered({ answer }) });
      endpoints.reload();
    },
    rotate: async (endpoint) => {
      const rotated = await run(endpoint.id, 'rotate', () => calls.rotate(endpoint.id));
      if (!rotated) return false;
      setRevealed({ url: rotated.url, secret: rotated.secret });
      endpoints.reload();
      return true;
    },
    remove: async (endpoint) => {
      const removed = await run(endpoint.id, 'remove', () => calls.remove(endpoint.id));
      if (!removed) return false;
      setNotice({ tone: 'success', text: messages.removed() });
      endpoints.reload();
      return true;
    },
  };
}

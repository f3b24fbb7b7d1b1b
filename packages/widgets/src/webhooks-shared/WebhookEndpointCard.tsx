import { localeFormat, type WebhookCalls, type WebhookEndpoint } from '@nirmaan/core';
import { Badge, Button } from '@nirmaan/ui';
import { Fragment, useState } from 'react';
import * as styles from '../dashboard-shared/dashboard.css.ts';
import * as cardStyles from '../dashboard-shared/dashboardCards.css.ts';
import { WebhookDeliveryLog } from './WebhookDeliveryLog.tsx';
import { attemptWords, deliveryBadge, eventLabel, shownDate } from './webhookOutcome.ts';
import * as webhookStyles from './webhooks.css.ts';
import { useMessages } from '../locale-shared/useMessages.ts';
import { webhooksCatalogue } from './webhooksMessages.ts';
import type { WebhookEndpoints } from './useWebhookEndpoints.ts';

export interface WebhookEndpointCardProps {
  account: 'seller' | 'admin';
  dataKey: string;
  endpoint: WebhookEndpoint;
  calls: WebhookCalls;
  busy: WebhookEndpoints['busy'];
  onTest: () => void;
  onRotate: () => void;
  onRemove: () => void;
}

/** One endpoint: its URL, events, last attempt, the actions, and its delivery log on demand. */
export function WebhookEndpointCard({ account, dataKey, endpoint, calls, busy, onTest, onRotate, onRemove }: WebhookEndpointCardProps) {
  const { messages, locale } = useMessages(webhooksCatalogue);
  const [showLog, setShowLog] = useState(false);
  const format = localeFormat(locale);
  const last = endpoint.last_attempt;
  const badge = last && deliveryBadge(messages, last);
  const logId = `webhook-log-${endpoint.id}`;
  const facts: Array<[string, string]> = [
    [messages.events(), endpoint.events.map((event) => eventLabel(messages, event)).join(', ')],
    [
      messages.lastAttempt(),
      last ? messages.lastAttemptValue({ date: shownDate(format, last.attempted_at), answer: attemptWords(messages, last) }) : messages.neverSent(),
    ],
    ...(endpoint.previous_secret_expires_at ? [[messages.rotationUntil(), shownDate(format, endpoint.previous_secret_expires_at)] as [string, string]] : []),
  ];
  return (
    <li className={`${cardStyles.card} ${webhookStyles.endpointCard}`}>
      <div className={cardStyles.cardHeader}>
        {/* A web address is Latin letters in every language: read with an English voice, not the panel's. */}
        <h3 className={webhookStyles.url} lang="en">
          {endpoint.url}
        </h3>
        {badge && <Badge tone={badge.tone}>{badge.label}</Badge>}
      </div>
      <dl className={cardStyles.facts}>
        {facts.map(([term, value]) => (
          <Fragment key={term}>
            <dt className={cardStyles.factTerm}>{term}</dt>
            <dd className={cardStyles.factValue}>{value}</dd>
          </Fragment>
        ))}
      </dl>
      <div className={styles.actions}>
        <Button variant="secondary" size="small" busy={busy?.action === 'test'} busyLabel={messages.testing()} disabled={busy !== null} onClick={onTest}>
          {messages.test()}
        </Button>
        <Button variant="secondary" size="small" aria-expanded={showLog} aria-controls={logId} onClick={() => setShowLog((shown) => !shown)}>
          {showLog ? messages.hideLog() : messages.showLog()}
        </Button>
        <Button variant="secondary" size="small" disabled={busy !== null} onClick={onRotate}>
          {messages.rotate()}
        </Button>
        <Button variant="danger" size="small" disabled={busy !== null} onClick={onRemove} aria-label={messages.removeLabel({ url: endpoint.url })}>
          {messages.remove()}
        </Button>
      </div>
      <div id={logId} className={webhookStyles.logArea}>
        {showLog && <WebhookDeliveryLog account={account} dataKey={dataKey} endpoint={endpoint} calls={calls} />}
      </div>
    </li>
  );
}

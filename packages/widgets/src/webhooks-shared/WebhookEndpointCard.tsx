import { formatOrderDate, WEBHOOK_EVENT_LABELS, type WebhookCalls, type WebhookEndpoint } from '@nirmaan/core';
import { Badge, Button } from '@nirmaan/ui';
import { Fragment, useState } from 'react';
import * as styles from '../dashboard-shared/dashboard.css.ts';
import * as cardStyles from '../dashboard-shared/dashboardCards.css.ts';
import { WebhookDeliveryLog } from './WebhookDeliveryLog.tsx';
import { attemptWords, deliveryBadge } from './webhookOutcome.ts';
import * as webhookStyles from './webhooks.css.ts';
import { WEBHOOK_TEXTS as T } from './webhookTexts.ts';
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
  const [showLog, setShowLog] = useState(false);
  const last = endpoint.last_attempt;
  const badge = last && deliveryBadge(last);
  const logId = `webhook-log-${endpoint.id}`;
  const facts: Array<[string, string]> = [
    ['Events', endpoint.events.map((event) => WEBHOOK_EVENT_LABELS[event]).join(', ')],
    ['Last attempt', last ? `${formatOrderDate(last.attempted_at)}: ${attemptWords(last)}` : T.neverSent],
    ...(endpoint.previous_secret_expires_at ? [[T.rotationUntil, formatOrderDate(endpoint.previous_secret_expires_at)] as [string, string]] : []),
  ];
  return (
    <li className={`${cardStyles.card} ${webhookStyles.endpointCard}`}>
      <div className={cardStyles.cardHeader}>
        <h3 className={webhookStyles.url}>{endpoint.url}</h3>
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
        <Button variant="secondary" size="small" busy={busy?.action === 'test'} busyLabel={T.testing} disabled={busy !== null} onClick={onTest}>
          {T.test}
        </Button>
        <Button variant="secondary" size="small" aria-expanded={showLog} aria-controls={logId} onClick={() => setShowLog((shown) => !shown)}>
          {showLog ? T.hideLog : T.showLog}
        </Button>
        <Button variant="secondary" size="small" disabled={busy !== null} onClick={onRotate}>
          {T.rotate}
        </Button>
        <Button variant="danger" size="small" disabled={busy !== null} onClick={onRemove} aria-label={`${T.remove} ${endpoint.url}`}>
          {T.remove}
        </Button>
      </div>
      <div id={logId} className={webhookStyles.logArea}>
        {showLog && <WebhookDeliveryLog account={account} dataKey={dataKey} endpoint={endpoint} calls={calls} />}
      </div>
    </li>
  );
}

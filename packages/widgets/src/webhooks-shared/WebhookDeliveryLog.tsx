import { formatOrderDate, type WebhookAttempt, type WebhookCalls, type WebhookEndpoint } from '@nirmaan/core';
import { Badge, Spinner, Table, type TableColumn } from '@nirmaan/ui';
import { LoadFailed } from '../dashboard-shared/LoadFailed.tsx';
import { useDashboardData } from '../dashboard-shared/useDashboardData.ts';
import { attemptWords, deliveryBadge } from './webhookOutcome.ts';
import * as styles from './webhooks.css.ts';
import { WEBHOOK_TEXTS as T } from './webhookTexts.ts';

const COLUMNS: readonly TableColumn<WebhookAttempt>[] = [
  { key: 'attempted_at', header: 'Time', rowHeader: true, render: (row) => <span className={styles.nowrap}>{formatOrderDate(row.attempted_at)}</span> },
  { key: 'event_type', header: 'Event', render: (row) => <span className={styles.nowrap}>{row.event_type}</span> },
  { key: 'attempt', header: 'Attempt', align: 'end' },
  { key: 'answer', header: 'Answer', render: (row) => <span className={styles.nowrap}>{attemptWords(row)}</span> },
  {
    key: 'delivery_status',
    header: 'Delivery',
    render: (row) => {
      const badge = deliveryBadge(row);
      return <Badge tone={badge.tone}>{badge.label}</Badge>;
    },
  },
  { key: 'response_excerpt', header: 'Response', hideOnPhone: true, render: (row) => row.response_excerpt ?? '' },
];

export interface WebhookDeliveryLogProps {
  account: 'seller' | 'admin';
  /** The owner's list key (WebhooksPanel's dataKey). */
  dataKey: string;
  endpoint: WebhookEndpoint;
  calls: WebhookCalls;
}

/** An endpoint's delivery log, loaded when it is opened (again after each new attempt): the newest attempts first. */
export function WebhookDeliveryLog({ account, dataKey, endpoint, calls }: WebhookDeliveryLogProps) {
  const newest = endpoint.last_attempt?.attempted_at ?? 'none';
  const log = useDashboardData(account, `webhook-log/${dataKey}/${endpoint.id}?${newest}`, () => calls.deliveries(endpoint.id));
  if (log.status === 'failed') return <LoadFailed onRetry={log.reload} message={T.logFailed} />;
  if (!log.value) return <Spinner label={T.logLoading} />;
  return (
    <Table
      caption={`Delivery log of ${endpoint.url}`}
      hideCaption
      columns={COLUMNS}
      rows={log.value}
      rowKey={(row) => `${row.delivery_id}-${row.attempt}`}
      empty={T.logEmpty}
    />
  );
}

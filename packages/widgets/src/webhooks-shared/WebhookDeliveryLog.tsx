import { localeFormat, type LocaleFormat, type WebhookAttempt, type WebhookCalls, type WebhookEndpoint } from '@nirmaan/core';
import { Badge, Spinner, Table, type TableColumn } from '@nirmaan/ui';
import { LoadFailed } from '../dashboard-shared/LoadFailed.tsx';
import { useDashboardData } from '../dashboard-shared/useDashboardData.ts';
import { useMessages } from '../locale-shared/useMessages.ts';
import { attemptWords, deliveryBadge, shownDate } from './webhookOutcome.ts';
import * as styles from './webhooks.css.ts';
import { webhooksCatalogue, type WebhooksMessages } from './webhooksMessages.ts';

/** The log's columns, headed and filled in the panel's language. */
function logColumns(messages: WebhooksMessages, format: LocaleFormat): readonly TableColumn<WebhookAttempt>[] {
  return [
    {
      key: 'attempted_at',
      header: messages['column.time'](),
      rowHeader: true,
      render: (row) => <span className={styles.nowrap}>{shownDate(format, row.attempted_at)}</span>,
    },
    { key: 'event_type', header: messages['column.event'](), render: (row) => <span className={styles.nowrap}>{row.event_type}</span> },
    { key: 'attempt', header: messages['column.attempt'](), align: 'end' },
    { key: 'answer', header: messages['column.answer'](), render: (row) => <span className={styles.nowrap}>{attemptWords(messages, row)}</span> },
    {
      key: 'delivery_status',
      header: messages['column.delivery'](),
      render: (row) => {
        const badge = deliveryBadge(messages, row);
        return <Badge tone={badge.tone}>{badge.label}</Badge>;
      },
    },
    { key: 'response_excerpt', header: messages['column.response'](), hideOnPhone: true, render: (row) => row.response_excerpt ?? '' },
  ];
}

export interface WebhookDeliveryLogProps {
  account: 'seller' | 'admin';
  /** The owner's list key (WebhooksPanel's dataKey). */
  dataKey: string;
  endpoint: WebhookEndpoint;
  calls: WebhookCalls;
}

/** An endpoint's delivery log, loaded when it is opened (again after each new attempt): the newest attempts first. */
export function WebhookDeliveryLog({ account, dataKey, endpoint, calls }: WebhookDeliveryLogProps) {
  const { messages, locale } = useMessages(webhooksCatalogue);
  const newest = endpoint.last_attempt?.attempted_at ?? 'none';
  const log = useDashboardData(account, `webhook-log/${dataKey}/${endpoint.id}?${newest}`, () => calls.deliveries(endpoint.id));
  if (log.status === 'failed') return <LoadFailed onRetry={log.reload} message={messages.logFailed()} />;
  if (!log.value) return <Spinner label={messages.logLoading()} />;
  return (
    <Table
      caption={messages.logCaption({ url: endpoint.url })}
      hideCaption
      columns={logColumns(messages, localeFormat(locale))}
      rows={log.value}
      rowKey={(row) => `${row.delivery_id}-${row.attempt}`}
      empty={messages.logEmpty()}
    />
  );
}

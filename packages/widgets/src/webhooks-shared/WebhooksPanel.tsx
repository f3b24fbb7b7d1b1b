import type { WebhookCalls, WebhookEndpoint, WebhookOwnerKind } from '@nirmaan/core';
import { Alert, Button, EmptyState, Spinner } from '@nirmaan/ui';
import { useState } from 'react';
import { ConfirmDialog } from '../dashboard-shared/ConfirmDialog.tsx';
import { LoadFailed } from '../dashboard-shared/LoadFailed.tsx';
import * as styles from '../dashboard-shared/dashboard.css.ts';
import * as cardStyles from '../dashboard-shared/dashboardCards.css.ts';
import { useWebhookEndpoints } from './useWebhookEndpoints.ts';
import { WebhookEndpointCard } from './WebhookEndpointCard.tsx';
import { WebhookEndpointForm } from './WebhookEndpointForm.tsx';
import { WebhookSecretNotice } from './WebhookSecretNotice.tsx';
import { useMessages } from '../locale-shared/useMessages.ts';
import { webhooksCatalogue } from './webhooksMessages.ts';

export interface WebhooksPanelProps {
  /** Whose endpoints: the seller's own, or a partner id's (for an admin). */
  owner: WebhookOwnerKind;
  /** Names this owner's list among the account's loaded data (e.g. the partner id). */
  dataKey: string;
  calls: WebhookCalls;
  /** The panel's heading (default: Webhooks, in the panel's language). */
  title?: string;
}

/**
 * Webhook endpoints (issue 34, docs/webhooks.md): the list with each one's last attempt, Add
 * endpoint (URL and events), the signing secret shown once, Send test event, Rotate secret,
 * Delete (both asked first), and each endpoint's delivery log.
 */
export function WebhooksPanel({ owner, dataKey, calls, title }: WebhooksPanelProps) {
  const { messages, locale } = useMessages(webhooksCatalogue);
  const account = owner === 'seller' ? 'seller' : 'admin';
  const hooks = useWebhookEndpoints(account, dataKey, calls);
  const [adding, setAdding] = useState(false);
  const [confirming, setConfirming] = useState<{ endpoint: WebhookEndpoint; action: 'rotate' | 'remove' } | null>(null);
  const { endpoints } = hooks;
  const rows = endpoints.value ?? [];
  const headingId = `webhooks-title-${owner}`;

  const confirm = async () => {
    if (!confirming) return;
    const done = confirming.action === 'rotate' ? await hooks.rotate(confirming.endpoint) : await hooks.remove(confirming.endpoint);
    if (done) setConfirming(null);
  };

  return (
    <section className={styles.panel} aria-labelledby={headingId} lang={locale}>
      <div className={styles.headerRow}>
        <h2 id={headingId} className={styles.heading}>
          {title ?? messages.heading()}
        </h2>
        {!adding && endpoints.value && (
          <Button variant="primary" size="small" onClick={() => setAdding(true)}>
            {messages.add()}
          </Button>
        )}
      </div>
      <p className={styles.muted}>{messages.intro()}</p>
      {hooks.revealed && <WebhookSecretNotice revealed={hooks.revealed} onDone={hooks.dismissSecret} />}
      {hooks.notice && <Alert tone={hooks.notice.tone}>{hooks.notice.text}</Alert>}
      {adding && (
        <WebhookEndpointForm
          owner={owner}
          onCancel={() => setAdding(false)}
          onSubmit={async (url, events) => {
            const problem = await hooks.create(url, events);
            if (problem === null) setAdding(false);
            return problem;
          }}
        />
      )}
      {endpoints.status === 'failed' && <LoadFailed onRetry={endpoints.reload} message={messages.loadFailed()} />}
      {endpoints.status === 'loading' && !endpoints.value && <Spinner label={messages.loading()} />}
      {endpoints.value && rows.length === 0 && !adding && <EmptyState headingLevel={3} title={messages.none()} description={messages.noneHint()} />}
      {rows.length > 0 && (
        <ul className={cardStyles.cards} aria-label={messages.listLabel()}>
          {rows.map((endpoint) => (
            <WebhookEndpointCard
              key={endpoint.id}
              account={account}
              dataKey={dataKey}
              endpoint={endpoint}
              calls={calls}
              busy={hooks.busy?.id === endpoint.id ? hooks.busy : null}
              onTest={() => void hooks.test(endpoint)}
              onRotate={() => setConfirming({ endpoint, action: 'rotate' })}
              onRemove={() => setConfirming({ endpoint, action: 'remove' })}
            />
          ))}
        </ul>
      )}
      {confirming && (
        <ConfirmDialog
          title={confirming.action === 'rotate' ? messages.rotateQuestion() : messages.removeQuestion()}
          description={confirming.action === 'rotate' ? messages.rotateHint() : messages.removeHint()}
          confirmLabel={confirming.action === 'rotate' ? messages.rotate() : messages.remove()}
          busyLabel={confirming.action === 'rotate' ? messages.rotating() : undefined}
          confirmVariant={confirming.action === 'rotate' ? 'primary' : 'danger'}
          busy={hooks.busy !== null}
          problem={hooks.notice?.tone === 'error' ? hooks.notice.text : null}
          onConfirm={() => void confirm()}
          onCancel={() => setConfirming(null)}
        />
      )}
    </section>
  );
}

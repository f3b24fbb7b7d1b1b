import { Alert, Button } from '@nirmaan/ui';
import { useState } from 'react';
import * as styles from './webhooks.css.ts';
import { useMessages } from '../locale-shared/useMessages.ts';
import { webhooksCatalogue } from './webhooksMessages.ts';
import type { RevealedSecret } from './useWebhookEndpoints.ts';

/** The signing secret of a new or rotated endpoint, shown this once, with Copy and a dismiss. */
export function WebhookSecretNotice({ revealed, onDone }: { revealed: RevealedSecret; onDone: () => void }) {
  const { messages } = useMessages(webhooksCatalogue);
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(revealed.secret);
      setCopied(true);
    } catch {
      // No clipboard (an insecure page, a refusal): the secret stays selectable in the box.
    }
  };
  return (
    <Alert
      tone="success"
      title={messages.secretTitle()}
      action={
        <Button variant="secondary" size="small" onClick={onDone}>
          {messages.secretDone()}
        </Button>
      }
    >
      <p className={styles.secretHint}>{messages.secretHint({ header: 'Nirmaan-Signature', url: revealed.url })}</p>
      <div className={styles.secretRow}>
        <input
          className={styles.secret}
          readOnly
          aria-label={messages.secretLabel()}
          value={revealed.secret}
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button variant="secondary" size="small" onClick={() => void copy()}>
          {copied ? messages.secretCopied() : messages.secretCopy()}
        </Button>
      </div>
    </Alert>
  );
}

import { $role, siteUrl } from '@nirmaan/core';
import { useStore } from '@nanostores/react';
import { Alert, Button, Link } from '@nirmaan/ui';
import { useState } from 'react';
import type { BoqCalculatedDetail } from './boqForm.ts';
import type { BoqMessages } from './boqMessages.ts';
import { boqCall, deferredBoqCalls, keepBoqForSignIn } from './deferredBoqCalls.ts';
import * as styles from '../calculator-shared/calculator.css.ts';

/** Save BOQ for a signed-in buyer; 'Login to Save' for everyone else (spec seller-admin-toolkit §3), which keeps the BOQ for after the sign-in. */
export function BoqSave({ detail, messages }: { detail: BoqCalculatedDetail | null; messages: BoqMessages }) {
  const role = useStore($role);
  const [saving, setSaving] = useState(false);
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; message: string } | null>(null);

  if (role !== 'buyer') {
    return (
      <div className={styles.actions}>
        <Link href={siteUrl('/login')} onClick={() => keepBoqForSignIn(detail)}>
          {messages.loginToSaveLink()}
        </Link>
        <span className={styles.placeholder}>{messages.loginToSave()}</span>
      </div>
    );
  }

  const save = async () => {
    if (!detail) {
      setOutcome({ tone: 'error', message: messages.calculateFirst() });
      return;
    }
    setSaving(true);
    const saved = await boqCall(() => deferredBoqCalls.save(detail.input), messages.saveFailed());
    setSaving(false);
    setOutcome(saved.ok ? { tone: 'success', message: messages.saved() } : { tone: 'error', message: saved.message });
  };

  return (
    <div className={styles.actions}>
      <Button variant="secondary" busy={saving} busyLabel={messages.saving()} onClick={() => void save()}>
        {messages.save()}
      </Button>
      {outcome && <Alert tone={outcome.tone}>{outcome.message}</Alert>}
    </div>
  );
}

import { $role, siteUrl } from '@nirmaan/core';
import { useStore } from '@nanostores/react';
import { Alert, Button, Link } from '@nirmaan/ui';
import { useState } from 'react';
import { BOQ_UI_MESSAGES } from './boqApi.ts';
import type { BoqCalculatedDetail } from './boqForm.ts';
import { boqCall, deferredBoqCalls, keepBoqForSignIn } from './deferredBoqCalls.ts';
import * as styles from '../calculator-shared/calculator.css.ts';

/** Save BOQ for a signed-in buyer; 'Login to Save' for everyone else (spec seller-admin-toolkit §3), which keeps the BOQ for after the sign-in. */
export function BoqSave({ detail }: { detail: BoqCalculatedDetail | null }) {
  const role = useStore($role);
  const [saving, setSaving] = useState(false);
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; message: string } | null>(null);

  if (role !== 'buyer') {
    return (
      <div className={styles.actions}>
        <Link href={siteUrl('/login')} onClick={() => keepBoqForSignIn(detail)}>
          Login to Save
        </Link>
        <span className={styles.placeholder}>{BOQ_UI_MESSAGES.loginToSave}</span>
      </div>
    );
  }

  const save = async () => {
    if (!detail) {
      setOutcome({ tone: 'error', message: BOQ_UI_MESSAGES.calculateFirst });
      return;
    }
    setSaving(true);
    const saved = await boqCall(() => deferredBoqCalls.save(detail.input), BOQ_UI_MESSAGES.saveFailed);
    setSaving(false);
    setOutcome(saved.ok ? { tone: 'success', message: BOQ_UI_MESSAGES.saved } : { tone: 'error', message: saved.message });
  };

  return (
    <div className={styles.actions}>
      <Button variant="secondary" busy={saving} busyLabel="Saving..." onClick={() => void save()}>
        Save BOQ
      </Button>
      {outcome && <Alert tone={outcome.tone}>{outcome.message}</Alert>}
    </div>
  );
}

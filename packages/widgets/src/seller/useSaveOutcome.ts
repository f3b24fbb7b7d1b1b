import { sellerErrorMessage } from '@nirmaan/core';
import { useState } from 'react';

export interface SaveOutcome {
  ok: boolean;
  message: string;
}

/**
 * A seller form's save: busy while it runs, then what it says — the success text `work` answers,
 * or the server's detail (else `failed`) when it fails. What the seller typed stays either way.
 */
export function useSaveOutcome() {
  const [saving, setSaving] = useState(false);
  const [outcome, setOutcome] = useState<SaveOutcome | null>(null);
  const save = async (work: () => Promise<string>, failed: string) => {
    setSaving(true);
    setOutcome(null);
    try {
      setOutcome({ ok: true, message: await work() });
    } catch (error) {
      setOutcome({ ok: false, message: sellerErrorMessage(error, failed) });
    } finally {
      setSaving(false);
    }
  };
  return { saving, outcome, setOutcome, save };
}

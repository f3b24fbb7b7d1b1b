import { useState } from 'react';

/**
 * Delete after confirmation: `ask` picks what to delete (the dialog opens), `confirm` deletes it
 * and closes the dialog, a failure keeps the dialog open with its message, `cancel` changes nothing.
 */
export interface ConfirmedDelete<T> {
  /** What is about to be deleted: the confirmation is open while it is set. */
  target: T | null;
  ask: (item: T | null) => void;
  busy: boolean;
  problem: string | null;
  confirm: () => Promise<void>;
  cancel: () => void;
}

export function useConfirmedDelete<T>(remove: (item: T) => Promise<void>, failureMessage: (error: unknown) => string): ConfirmedDelete<T> {
  const [target, setTarget] = useState<T | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const confirm = async () => {
    if (target === null) return;
    setBusy(true);
    setProblem(null);
    try {
      await remove(target);
      setTarget(null);
    } catch (error) {
      setProblem(failureMessage(error));
    } finally {
      setBusy(false);
    }
  };

  const cancel = () => {
    setTarget(null);
    setProblem(null);
  };

  return { target, ask: setTarget, busy, problem, confirm, cancel };
}

import { TextAreaField } from '@nirmaan/ui';
import { useRef, useState, type FormEvent } from 'react';
import { FormDialog } from '../form-shared/FormDialog.tsx';

/** What a reject dialog says: its question, what rejecting does, its buttons and the reason's field. */
export interface RejectDialogTexts {
  title: string;
  description: string;
  cancel: string;
  confirm: string;
  rejecting: string;
  reasonLabel: string;
  reasonHint: string;
}

export interface RejectWithReasonDialogProps {
  texts: RejectDialogTexts;
  /** Why the reason cannot be sent (required, too long), or null. */
  reasonError: (reason: string) => string | null;
  /** Rejects with the reason; resolves to why it failed (the dialog then stays open), or null. */
  onReject: (reason: string) => Promise<string | null>;
  onCancel: () => void;
}

/**
 * A reject that needs a reason (a seller's application, a real-estate listing): the reason is checked
 * before it is sent; Cancel or Escape change nothing; a failure keeps the dialog open with its reason.
 */
export function RejectWithReasonDialog({ texts, reasonError, onReject, onCancel }: RejectWithReasonDialogProps) {
  const reasonInput = useRef<HTMLTextAreaElement>(null);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = reasonError(reason);
    setError(invalid ?? undefined);
    setProblem(null);
    if (invalid) {
      reasonInput.current?.focus();
      return;
    }
    setBusy(true);
    const failure = await onReject(reason);
    // On success the dialog is gone; on failure it stays for another try.
    if (failure) {
      setProblem(failure);
      setBusy(false);
    }
  };

  return (
    <FormDialog
      title={texts.title}
      description={texts.description}
      initialFocusRef={reasonInput}
      buttons={{ cancel: texts.cancel, submit: texts.confirm, busy: texts.rejecting }}
      submitVariant="danger"
      busy={busy}
      problem={problem}
      onSubmit={submit}
      onCancel={onCancel}
    >
      <TextAreaField
        ref={reasonInput}
        label={texts.reasonLabel}
        hint={texts.reasonHint}
        required
        value={reason}
        onValueChange={(value) => {
          setReason(value);
          setError(undefined);
        }}
        error={error}
      />
    </FormDialog>
  );
}

import { listingRejectionReasonError, REAL_ESTATE_REASON_MAX } from '@nirmaan/core';
import { Alert, Button, Dialog, TextAreaField } from '@nirmaan/ui';
import { useId, useRef, useState, type FormEvent } from 'react';
import * as formStyles from '../dashboard-shared/dashboardForm.css.ts';

export interface RejectListingDialogProps {
  /** The listing's name as the admins read it. */
  name: string;
  /** Rejects with the reason; resolves to why it failed (the dialog then stays open), or null. */
  onReject: (reason: string) => Promise<string | null>;
  onCancel: () => void;
}

/** 'Reject {listing}?': the reason is required (shown with the submission), at most 500 characters; Cancel changes nothing. */
export function RejectListingDialog({ name, onReject, onCancel }: RejectListingDialogProps) {
  const formId = useId();
  const reasonInput = useRef<HTMLTextAreaElement>(null);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = listingRejectionReasonError(reason);
    setError(invalid ?? undefined);
    setProblem(null);
    if (invalid) {
      reasonInput.current?.focus();
      return;
    }
    setBusy(true);
    const failure = await onReject(reason);
    if (failure) {
      setProblem(failure);
      setBusy(false);
    }
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onCancel()}
      title={`Reject ${name}?`}
      description="A rejected listing is never shown publicly. The reason stays with the submission."
      closeLabel="Close"
      initialFocusRef={reasonInput}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" form={formId} variant="danger" busy={busy} busyLabel="Rejecting...">
            Reject listing
          </Button>
        </>
      }
    >
      <form id={formId} className={formStyles.form} onSubmit={(event) => void submit(event)} noValidate>
        {problem && <Alert tone="error">{problem}</Alert>}
        <TextAreaField
          ref={reasonInput}
          label="Reason"
          hint={`Why the listing cannot be published. At most ${REAL_ESTATE_REASON_MAX} characters.`}
          required
          value={reason}
          onValueChange={(value) => {
            setReason(value);
            setError(undefined);
          }}
          error={error}
        />
      </form>
    </Dialog>
  );
}

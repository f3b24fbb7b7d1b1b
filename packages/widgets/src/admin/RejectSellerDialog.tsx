import { rejectionReasonError, SELLER_REVIEW_TEXTS, type AdminSeller } from '@nirmaan/core';
import { Alert, Button, Dialog, TextAreaField } from '@nirmaan/ui';
import { useId, useRef, useState, type FormEvent } from 'react';
import * as formStyles from '../dashboard-shared/dashboardForm.css.ts';

export interface RejectSellerDialogProps {
  seller: AdminSeller;
  /** Rejects with the reason; resolves to why it failed (the dialog then stays open), or null. */
  onReject: (reason: string) => Promise<string | null>;
  onCancel: () => void;
}

/**
 * 'Reject {seller}?': the reason is required (the seller reads it), at most 500 characters; Cancel
 * or Escape leave the seller as it was; a failure keeps the dialog open with its reason.
 */
export function RejectSellerDialog({ seller, onReject, onCancel }: RejectSellerDialogProps) {
  const formId = useId();
  const reasonInput = useRef<HTMLTextAreaElement>(null);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = rejectionReasonError(reason);
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
    <Dialog
      open
      onOpenChange={(open) => !open && onCancel()}
      title={SELLER_REVIEW_TEXTS.rejectTitle(seller.name)}
      description={SELLER_REVIEW_TEXTS.rejectDescription}
      closeLabel="Close"
      initialFocusRef={reasonInput}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel}>
            {SELLER_REVIEW_TEXTS.cancel}
          </Button>
          <Button type="submit" form={formId} variant="danger" busy={busy} busyLabel={SELLER_REVIEW_TEXTS.rejecting}>
            {SELLER_REVIEW_TEXTS.confirmReject}
          </Button>
        </>
      }
    >
      <form id={formId} className={formStyles.form} onSubmit={(event) => void submit(event)} noValidate>
        {problem && <Alert tone="error">{problem}</Alert>}
        <TextAreaField
          ref={reasonInput}
          label={SELLER_REVIEW_TEXTS.reasonLabel}
          hint={SELLER_REVIEW_TEXTS.reasonHint}
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

import { SELLER_MESSAGES, sellerErrorMessage } from '@nirmaan/core';
import { Button } from '@nirmaan/ui';
import { useState } from 'react';
import { ConfirmDialog } from '../dashboard-shared/ConfirmDialog.tsx';

/** The question asked, and the message when the deletion fails (the server's own reason wins when it gives one). */
const TEXTS = {
  contact: { question: SELLER_MESSAGES.deleteContactQuestion, failure: SELLER_MESSAGES.deleteContactFailed },
  lead: { question: SELLER_MESSAGES.deleteLeadQuestion, failure: SELLER_MESSAGES.deleteLeadFailed },
  task: { question: SELLER_MESSAGES.deleteTaskQuestion, failure: SELLER_MESSAGES.deleteTaskFailed },
} as const;

export interface CrmDeleteButtonProps {
  record: keyof typeof TEXTS;
  /** The record's name, shown under the question and in the button's name ('Delete <name>'). */
  name: string;
  onDelete: () => Promise<void>;
  /** After the record is gone: reload the list and the stats. */
  onDeleted: () => void;
}

/** A CRM card's Delete: asks first; a failed deletion keeps the question open with the reason. */
export function CrmDeleteButton({ record, name, onDelete, onDeleted }: CrmDeleteButtonProps) {
  const { question, failure } = TEXTS[record];
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const confirm = async () => {
    setBusy(true);
    setProblem(null);
    try {
      await onDelete();
      setAsking(false);
      onDeleted();
    } catch (error) {
      setProblem(sellerErrorMessage(error, failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button
        variant="danger"
        size="small"
        aria-label={`Delete ${name}`}
        aria-haspopup="dialog"
        onClick={() => {
          setProblem(null);
          setAsking(true);
        }}
      >
        Delete
      </Button>
      {asking && (
        <ConfirmDialog
          title={question}
          description={name}
          confirmLabel="Delete"
          busy={busy}
          problem={problem}
          onConfirm={() => void confirm()}
          onCancel={() => setAsking(false)}
        />
      )}
    </>
  );
}

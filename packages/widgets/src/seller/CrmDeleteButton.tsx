import { sellerErrorMessage } from '@nirmaan/core';
import { Button } from '@nirmaan/ui';
import { useState } from 'react';
import { ConfirmDialog } from '../dashboard-shared/ConfirmDialog.tsx';
import { useMessages } from '../locale-shared/useMessages.ts';
import { sellerDashboardCatalogue } from './sellerDashboardMessages.ts';

export interface CrmDeleteButtonProps {
  /** What is deleted: names the question and the failure (the server's own reason wins when it gives one). */
  record: 'contact' | 'lead' | 'task';
  /** The record's name, shown under the question and in the button's name ('Delete <name>'). */
  name: string;
  onDelete: () => Promise<void>;
  /** After the record is gone: reload the list and the stats. */
  onDeleted: () => void;
}

/** A CRM card's Delete: asks first; a failed deletion keeps the question open with the reason. */
export function CrmDeleteButton({ record, name, onDelete, onDeleted }: CrmDeleteButtonProps) {
  const { messages } = useMessages(sellerDashboardCatalogue);
  const failure = messages['crm.deleteFailed']({ record });
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
        aria-label={messages['listing.deleteLabel']({ name })}
        aria-haspopup="dialog"
        onClick={() => {
          setProblem(null);
          setAsking(true);
        }}
      >
        {messages['listing.delete']()}
      </Button>
      {asking && (
        <ConfirmDialog
          title={messages['crm.deleteQuestion']({ record })}
          description={name}
          confirmLabel={messages['listing.delete']()}
          busy={busy}
          problem={problem}
          onConfirm={() => void confirm()}
          onCancel={() => setAsking(false)}
        />
      )}
    </>
  );
}

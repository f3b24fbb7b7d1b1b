import { Alert, Button, Dialog } from '@nirmaan/ui';

export interface ConfirmDialogProps {
  /** The question, e.g. 'Delete this affiliate?'. */
  title: string;
  description?: string;
  confirmLabel: string;
  busy: boolean;
  /** Why the last attempt failed; the dialog stays open to try again. */
  problem: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before something is deleted; Cancel (or Escape) leaves everything as it was. */
export function ConfirmDialog({ title, description, confirmLabel, busy, problem, onConfirm, onCancel }: ConfirmDialogProps) {
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onCancel()}
      title={title}
      description={description}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
          <Button variant="danger" busy={busy} busyLabel="Deleting..." onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {problem && <Alert tone="error">{problem}</Alert>}
    </Dialog>
  );
}

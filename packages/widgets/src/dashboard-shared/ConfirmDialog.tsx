import { Alert, Button, Dialog } from '@nirmaan/ui';

export interface ConfirmDialogProps {
  /** The question, e.g. 'Delete this affiliate?'. */
  title: string;
  description?: string;
  confirmLabel: string;
  /** Said while it works (default: 'Deleting...'). */
  busyLabel?: string;
  /** 'danger' (the default) for what removes or hides; 'primary' for what brings back. */
  confirmVariant?: 'danger' | 'primary';
  busy: boolean;
  /** Why the last attempt failed; the dialog stays open to try again. */
  problem: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before something is deleted (or hidden); Cancel (or Escape) leaves everything as it was. */
export function ConfirmDialog({
  title,
  description,
  confirmLabel,
  busyLabel = 'Deleting...',
  confirmVariant = 'danger',
  busy,
  problem,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
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
          <Button variant={confirmVariant} busy={busy} busyLabel={busyLabel} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {problem && <Alert tone="error">{problem}</Alert>}
    </Dialog>
  );
}

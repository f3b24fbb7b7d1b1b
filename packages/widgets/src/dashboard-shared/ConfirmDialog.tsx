import { Alert, Button, Dialog } from '@nirmaan/ui';
import { useMessages } from '../locale-shared/useMessages.ts';
import { dashboardSharedCatalogue } from './dashboardSharedMessages.ts';

export interface ConfirmDialogProps {
  /** The question, e.g. 'Delete this affiliate?'. */
  title: string;
  description?: string;
  confirmLabel: string;
  /** Said while it works (default: 'Deleting...' in the page's language). */
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
  busyLabel,
  confirmVariant = 'danger',
  busy,
  problem,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const { messages, locale } = useMessages(dashboardSharedCatalogue);
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onCancel()}
      title={title}
      description={description}
      footer={
        <>
          <Button variant="secondary" lang={locale} onClick={onCancel}>
            {messages.cancel()}
          </Button>
          <Button variant={confirmVariant} busy={busy} busyLabel={busyLabel ?? messages.deleting()} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {problem && <Alert tone="error">{problem}</Alert>}
    </Dialog>
  );
}

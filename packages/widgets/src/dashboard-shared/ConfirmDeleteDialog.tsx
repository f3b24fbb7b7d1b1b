import { useMessages } from '../locale-shared/useMessages.ts';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import { dashboardSharedCatalogue } from './dashboardSharedMessages.ts';
import type { ConfirmedDelete } from './useConfirmedDelete.ts';

export interface ConfirmDeleteDialogProps<T> {
  deletion: ConfirmedDelete<T>;
  /** The question about what is to be deleted, e.g. 'Delete pipe?'. */
  title: (target: T) => string;
  description?: (target: T) => string;
}

/** The confirmation of a useConfirmedDelete: open while it has a target; Delete deletes, Cancel keeps. */
export function ConfirmDeleteDialog<T>({ deletion, title, description }: ConfirmDeleteDialogProps<T>) {
  const { messages } = useMessages(dashboardSharedCatalogue);
  const { target } = deletion;
  if (target === null) return null;
  return (
    <ConfirmDialog
      title={title(target)}
      description={description?.(target)}
      confirmLabel={messages.delete()}
      busy={deletion.busy}
      problem={deletion.problem}
      onConfirm={() => void deletion.confirm()}
      onCancel={deletion.cancel}
    />
  );
}

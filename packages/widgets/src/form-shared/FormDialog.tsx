import { Alert, Button, Dialog } from '@nirmaan/ui';
import { useId, type FormEvent, type ReactNode, type RefObject } from 'react';
import * as formStyles from '../dashboard-shared/dashboardForm.css.ts';

/** A form dialog's buttons: Cancel, the submit button, and what it says while the form is sent. */
export interface FormDialogButtons {
  cancel: string;
  submit: string;
  busy: string;
}

export interface FormDialogProps {
  title: string;
  description?: string;
  /** The name of the dialog's close button (default: Close). */
  closeLabel?: string;
  /** The box to type in first. */
  initialFocusRef: RefObject<HTMLElement | null>;
  buttons: FormDialogButtons;
  /** 'danger' for a submit that rejects or removes. */
  submitVariant?: 'primary' | 'danger';
  busy: boolean;
  /** Why the server refused (the dialog stays open for another try), shown above the boxes. */
  problem: string | null;
  onSubmit: (event: FormEvent) => Promise<void>;
  /** Cancel, Close or Escape: nothing sent. */
  onCancel: () => void;
  /** The form's boxes. */
  children: ReactNode;
  /** The language of the dialog's texts, when a translated widget opens it (Dialog's lang). */
  lang?: string;
}

/**
 * A dialog that holds one form (the CRM's and the profile's Edit dialogs, a reject with its reason):
 * Cancel and the submit button in its footer, the server's refusal above the boxes.
 */
export function FormDialog({
  title,
  description,
  closeLabel = 'Close',
  initialFocusRef,
  buttons,
  submitVariant = 'primary',
  busy,
  problem,
  onSubmit,
  onCancel,
  children,
  lang,
}: FormDialogProps) {
  const formId = useId();
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onCancel()}
      title={title}
      description={description}
      closeLabel={closeLabel}
      lang={lang}
      initialFocusRef={initialFocusRef}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel}>
            {buttons.cancel}
          </Button>
          <Button type="submit" form={formId} variant={submitVariant} busy={busy} busyLabel={buttons.busy}>
            {buttons.submit}
          </Button>
        </>
      }
    >
      <form id={formId} className={formStyles.form} onSubmit={(event) => void onSubmit(event)} noValidate>
        {problem && <Alert tone="error">{problem}</Alert>}
        {children}
      </form>
    </Dialog>
  );
}

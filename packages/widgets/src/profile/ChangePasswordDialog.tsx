import { BUYER_ACCOUNT_TEXTS as T, changePassword, signInBuyer, validatePasswordChange, type PasswordChangeForm } from '@nirmaan/core';
import { Alert, Button, Dialog, TextField } from '@nirmaan/ui';
import { useId, useRef } from 'react';
import * as formStyles from '../dashboard-shared/dashboardForm.css.ts';
import { useDialogForm } from '../dashboard-shared/useDialogForm.ts';

export interface ChangePasswordDialogProps {
  onClose: (changed: boolean) => void;
}

const EMPTY: PasswordChangeForm = { currentPassword: '', newPassword: '', confirmPassword: '' };

/**
 * Change Password (issue 28): the current password, then the new one twice. The server ends every
 * other session of the account and answers a token for this one, which replaces the old.
 */
export function ChangePasswordDialog({ onClose }: ChangePasswordDialogProps) {
  const formId = useId();
  const currentInput = useRef<HTMLInputElement>(null);
  const { form, errors, problem, busy, field, submit } = useDialogForm<PasswordChangeForm>({
    initial: EMPTY,
    validate: validatePasswordChange,
    save: async (values) => signInBuyer((await changePassword(values.currentPassword, values.newPassword)).access_token),
    failureMessage: 'Your password could not be changed. Please try again.',
    onSaved: () => onClose(true),
  });

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose(false)}
      title={T.changePassword}
      closeLabel="Close"
      initialFocusRef={currentInput}
      footer={
        <>
          <Button variant="secondary" onClick={() => onClose(false)}>
            {T.cancel}
          </Button>
          <Button type="submit" form={formId} variant="primary" busy={busy} busyLabel={T.saving}>
            {T.changePassword}
          </Button>
        </>
      }
    >
      <form id={formId} className={formStyles.form} onSubmit={(event) => void submit(event)} noValidate>
        {problem && <Alert tone="error">{problem}</Alert>}
        <TextField
          ref={currentInput}
          label="Current password"
          type="password"
          autoComplete="current-password"
          required
          value={form.currentPassword}
          onValueChange={field('currentPassword')}
          error={errors.currentPassword}
        />
        <TextField
          label="New password"
          type="password"
          autoComplete="new-password"
          hint="At least 6 characters"
          required
          value={form.newPassword}
          onValueChange={field('newPassword')}
          error={errors.newPassword}
        />
        <TextField
          label="Confirm new password"
          type="password"
          autoComplete="new-password"
          required
          value={form.confirmPassword}
          onValueChange={field('confirmPassword')}
          error={errors.confirmPassword}
        />
      </form>
    </Dialog>
  );
}

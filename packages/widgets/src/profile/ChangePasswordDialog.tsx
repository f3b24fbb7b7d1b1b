import { BUYER_ACCOUNT_TEXTS as T, changePassword, signInBuyer, validatePasswordChange, type PasswordChangeForm } from '@nirmaan/core';
import { TextField } from '@nirmaan/ui';
import { useRef } from 'react';
import { FormDialog } from '../form-shared/FormDialog.tsx';
import { NewPasswordFields } from '../form-shared/NewPasswordFields.tsx';
import { useDialogForm } from '../form-shared/useDialogForm.ts';

export interface ChangePasswordDialogProps {
  onClose: (changed: boolean) => void;
}

const EMPTY: PasswordChangeForm = { currentPassword: '', newPassword: '', confirmPassword: '' };

/**
 * Change Password (issue 28): the current password, then the new one twice. The server ends every
 * other session of the account and answers a token for this one, which replaces the old.
 */
export function ChangePasswordDialog({ onClose }: ChangePasswordDialogProps) {
  const currentInput = useRef<HTMLInputElement>(null);
  const { form, errors, problem, busy, field, submit } = useDialogForm<PasswordChangeForm>({
    initial: EMPTY,
    validate: validatePasswordChange,
    save: async (values) => signInBuyer((await changePassword(values.currentPassword, values.newPassword)).access_token),
    failureMessage: 'Your password could not be changed. Please try again.',
    onSaved: () => onClose(true),
  });

  return (
    <FormDialog
      title={T.changePassword}
      initialFocusRef={currentInput}
      buttons={{ cancel: T.cancel, submit: T.changePassword, busy: T.saving }}
      busy={busy}
      problem={problem}
      onSubmit={submit}
      onCancel={() => onClose(false)}
    >
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
      <NewPasswordFields values={form} errors={errors} field={field} />
    </FormDialog>
  );
}

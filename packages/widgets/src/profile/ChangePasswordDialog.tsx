import { changePassword, signInBuyer, validatePasswordChange, type PasswordChangeForm } from '@nirmaan/core';
import { TextField } from '@nirmaan/ui';
import { useRef } from 'react';
import { FormDialog } from '../form-shared/FormDialog.tsx';
import { NewPasswordFields } from '../form-shared/NewPasswordFields.tsx';
import { useDialogForm } from '../form-shared/useDialogForm.ts';
import { useMessages } from '../locale-shared/useMessages.ts';
import { profileCoreErrors } from './profileCoreText.ts';
import { profileCatalogue } from './profileMessages.ts';

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
  const { messages, locale } = useMessages(profileCatalogue);
  const {
    form,
    errors: englishErrors,
    problem,
    busy,
    field,
    submit,
  } = useDialogForm<PasswordChangeForm>({
    initial: EMPTY,
    validate: validatePasswordChange,
    save: async (values) => signInBuyer((await changePassword(values.currentPassword, values.newPassword)).access_token),
    failureMessage: messages['password.failed'](),
    onSaved: () => onClose(true),
  });
  const errors = profileCoreErrors(messages, englishErrors);

  return (
    <FormDialog
      lang={locale}
      title={messages['profile.changePassword']()}
      closeLabel={messages['dialog.close']()}
      initialFocusRef={currentInput}
      buttons={{ cancel: messages['dialog.cancel'](), submit: messages['profile.changePassword'](), busy: messages['dialog.saving']() }}
      busy={busy}
      problem={problem}
      onSubmit={submit}
      onCancel={() => onClose(false)}
    >
      <TextField
        ref={currentInput}
        label={messages['password.current']()}
        type="password"
        autoComplete="current-password"
        required
        value={form.currentPassword}
        onValueChange={field('currentPassword')}
        error={errors.currentPassword}
      />
      <NewPasswordFields
        values={form}
        errors={errors}
        field={field}
        texts={{ newPassword: messages['password.new'](), hint: messages['password.newHint'](), confirm: messages['password.confirm']() }}
      />
    </FormDialog>
  );
}

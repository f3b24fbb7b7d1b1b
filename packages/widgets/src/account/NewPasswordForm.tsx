import { BUYER_ACCOUNT_TEXTS as T, validatePasswordReset, type PasswordResetForm } from '@nirmaan/core';
import { Alert, Button } from '@nirmaan/ui';
import { useEffect, useRef } from 'react';
import { NewPasswordFields } from '../form-shared/NewPasswordFields.tsx';
import { useDialogForm } from '../form-shared/useDialogForm.ts';
import * as styles from './account.css.ts';

export interface NewPasswordFormProps {
  /** Sets the password; throws the API's error, whose detail the form shows. */
  onSubmit: (newPassword: string) => Promise<void>;
  onDone: () => void;
}

const EMPTY: PasswordResetForm = { newPassword: '', confirmPassword: '' };

/** The forgotten password's last step: the new password, twice. */
export function NewPasswordForm({ onSubmit, onDone }: NewPasswordFormProps) {
  const newInput = useRef<HTMLInputElement>(null);
  const { form, errors, problem, busy, field, submit } = useDialogForm<PasswordResetForm>({
    initial: EMPTY,
    validate: validatePasswordReset,
    save: (values) => onSubmit(values.newPassword),
    failureMessage: 'Your password could not be reset. Please try again.',
    onSaved: onDone,
  });

  // The step appears once the code is verified: the new password is what to type next.
  useEffect(() => newInput.current?.focus(), []);

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <NewPasswordFields values={form} errors={errors} field={field} newPasswordRef={newInput} />
      {problem && <Alert tone="error">{problem}</Alert>}
      <Button type="submit" variant="primary" fullWidth busy={busy} busyLabel={T.saving}>
        {T.setNewPassword}
      </Button>
    </form>
  );
}
